import { expect, it } from 'vitest';
import { startTestApi } from '../fixtures/api.ts';
import { olderDatabase } from '../fixtures/older-database.ts';

const contact = (firstName: string, reference: string, contactMessage: string) => ({
  kind: 'message',
  firstName,
  lastName: 'Dervishë',
  email: '',
  contactNumber: '',
  contactMessage,
  reference,
});

it('puts the contacts of a database made before the inbox in it as new, searchable by name, reference and message', async () => {
  const older = await olderDatabase('014-mail');
  const { db } = older;
  await db
    .insertInto('contacts')
    .values([contact('Çlirim', 'TG-AAAA1', 'Sa kushton?'), contact('Ana', 'TG-BBBB2', 'Një vizitë të shtunën')])
    .execute();
  await older.migrateToLatest();
  expect(await db.selectFrom('contacts').select(['state', 'searchText']).orderBy('contactId').execute()).toEqual([
    { state: 'new', searchText: 'clirim\ndervishe\n\n\ntg-aaaa1\nsa kushton?' },
    { state: 'new', searchText: 'ana\ndervishe\n\n\ntg-bbbb2\nnje vizite te shtunen' },
  ]);
  await db.destroy();

  const api = await startTestApi({ dataDir: older.dataDir, databaseUrl: older.databaseUrl });
  try {
    for (const q of ['clirim', 'tg-aaaa1', 'kushton']) {
      const found = await api.asAdmin({ url: `/contact/inbox?q=${q}` });
      expect(found.json(), q).toMatchObject({ total: 1, items: [{ firstName: 'Çlirim', state: 'new' }] });
    }
    expect((await api.asAdmin({ url: '/contact/inbox?q=vizite' })).json()).toMatchObject({ total: 1 });
  } finally {
    await api.close();
    await older.remove();
  }
});
