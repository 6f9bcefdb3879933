import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { startTestApi } from '../fixtures/api.ts';
import { olderDatabase } from '../fixtures/older-database.ts';
import { onPostgres } from '../fixtures/test-database.ts';

const vacancy = (staffTittle: string, titulliStaf: string) => ({
  staffTittle,
  titulliStaf,
  staffDescriptionOne: '',
  pershkrimiStafNje: '',
  staffDescriptionTwo: '',
  pershkrimiStafDy: '',
});

it('gives the rows of a database made before the paged lists the keys they are searched and sorted by', async () => {
  const older = await olderDatabase('008-admin-order');
  const { db } = older;
  await db
    .insertInto('staff')
    .values([vacancy('Site engineer', 'Inxhinier kantieri'), vacancy('', 'Çelësar'), vacancy('  ', '')])
    .execute();
  await older.migrateToLatest();

  const keys = await db.selectFrom('staff').select(['searchText', 'sortTitle']).orderBy('staffId').execute();
  expect(keys).toEqual([
    { searchText: 'site engineer\ninxhinier kantieri', sortTitle: 'site engineer' },
    { searchText: '\ncelesar', sortTitle: 'celesar' },
    { searchText: '\n', sortTitle: '' },
  ]);
  // The seeded sales categories too.
  expect(await db.selectFrom('salesCategories').select('sortTitle').orderBy('categoryId').execute()).toEqual([
    { sortTitle: 'apartment' },
    { sortTitle: 'service unit' },
    { sortTitle: 'car post' },
  ]);
  if (onPostgres()) {
    // Compared by code point, as SQLite compares it, whatever the database's locale.
    const { rows } = await sql<{ collation: string }>`
      select collation_name as collation from information_schema.columns
      where table_name = 'staff' and column_name = 'sortTitle'`.execute(db);
    expect(rows).toEqual([{ collation: 'C' }]);
  }
  await db.destroy();

  const api = await startTestApi({ dataDir: older.dataDir, databaseUrl: older.databaseUrl });
  try {
    const found = await api.asAdmin({ url: '/staff/get/page?q=celesar' });
    expect(found.json()).toMatchObject({ total: 1, items: [{ titulliStaf: 'Çelësar' }] });
  } finally {
    await api.close();
    await older.remove();
  }
});
