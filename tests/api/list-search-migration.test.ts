import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { engineOf, postgresDb, sqliteDb } from '../../src/server/db/database.ts';
import { migrationProvider } from '../../src/server/db/migrations.ts';
import { openSqlite } from '../../src/server/db/sqlite-adapter.ts';
import { startTestApi } from '../fixtures/api.ts';
import { freshDatabase, onPostgres } from '../fixtures/test-database.ts';

const vacancy = (staffTittle: string, titulliStaf: string) => ({
  staffTittle,
  titulliStaf,
  staffDescriptionOne: '',
  pershkrimiStafNje: '',
  staffDescriptionTwo: '',
  pershkrimiStafDy: '',
});

it('gives the rows of a database made before the paged lists the keys they are searched and sorted by', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'list-search-migration-'));
  const database = await freshDatabase();
  const db = (database.url
    ? postgresDb(database.url, 2)
    : sqliteDb(openSqlite(path.join(dataDir, 'db.sqlite')))) as unknown as Kysely<
    Record<string, Record<string, unknown>>
  >;
  const migrator = new Migrator({ db, provider: migrationProvider(engineOf(db)) });
  expect((await migrator.migrateTo('008-admin-order')).error).toBeUndefined();
  await db
    .insertInto('staff')
    .values([vacancy('Site engineer', 'Inxhinier kantieri'), vacancy('', 'Çelësar'), vacancy('  ', '')])
    .execute();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();

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

  const api = await startTestApi({ dataDir, databaseUrl: database.url });
  try {
    const found = await api.asAdmin({ url: '/staff/get/page?q=celesar' });
    expect(found.json()).toMatchObject({ total: 1, items: [{ titulliStaf: 'Çelësar' }] });
  } finally {
    await api.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
