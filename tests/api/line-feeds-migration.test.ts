import { expect, it } from 'vitest';
import type { ItemVersion } from '#shared/payloads/history.ts';
import { startTestApi } from '../fixtures/api.ts';
import { olderDatabase } from '../fixtures/older-database.ts';

it('gives the stored texts and their history LF line breaks, recording no version for it', async () => {
  const older = await olderDatabase('017-mail-refusals');
  const { db } = older;
  const texts = {
    staffTittle: 'Site engineer',
    titulliStaf: 'Inxhinier kantieri',
    staffDescriptionOne: 'Builds.\r\nSupervises.',
    pershkrimiStafNje: 'Ndërton.\rMbikëqyr.',
    staffDescriptionTwo: 'A path C:\\r\\n stays as typed.',
    pershkrimiStafDy: '',
  };
  const { staffId } = await db
    .insertInto('staff')
    .values({ ...texts, version: 2 })
    .returning('staffId')
    .executeTakeFirstOrThrow();
  for (const version of [1, 2])
    await db
      .insertInto('versions')
      .values({
        kind: 'vacancy',
        entityId: staffId,
        version,
        operation: version === 1 ? 'create' : 'update',
        fields: JSON.stringify({ ...texts, staffTittle: `Site engineer ${version}` }),
        actor: 'admin',
      })
      .execute();
  await older.migrateToLatest();
  await db.destroy();

  const api = await startTestApi({ dataDir: older.dataDir, databaseUrl: older.databaseUrl });
  try {
    const lineFed = {
      staffDescriptionOne: 'Builds.\nSupervises.',
      pershkrimiStafNje: 'Ndërton.\nMbikëqyr.',
      staffDescriptionTwo: 'A path C:\\r\\n stays as typed.',
    };
    const item = await api.asAdmin({ url: `/staff/get/single/staff/${staffId}` });
    expect(item.json()).toMatchObject(lineFed);
    expect(item.headers.etag).toBe('"2"');
    const versions = (await api.asAdmin({ url: `/history/vacancy/${staffId}` })).json<ItemVersion[]>();
    expect(versions.map((version) => [version.version, version.fields])).toEqual([
      [2, expect.objectContaining({ ...lineFed, staffTittle: 'Site engineer 2' })],
      [1, expect.objectContaining({ ...lineFed, staffTittle: 'Site engineer 1' })],
    ]);
    expect(versions[0]?.changed).toEqual(['staffTittle']);
  } finally {
    await api.close();
    await older.remove();
  }
});
