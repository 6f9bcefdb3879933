import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupSettings } from '#server/backup/backup-settings.ts';
import { FILE_COLUMNS } from '#server/backup/file-references.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { onPostgres } from '../fixtures/test-database.ts';
import { type Acknowledged, addItemsWithFiles, backupWhileWriting, expectSameItems } from './backup-content.ts';
import { type DataPlace, emptyPlace, placeEnv, placeOf, startApiOn, uploadsDirForEngine } from './backup-places.ts';
import { editManifest, integrityCheck, repack, runScript, tempDir } from './backup-runs.ts';

const ORPHAN_FILES = 300;
const ARCHIVE_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;
const SECRET = `${randomBytes(32).toString('base64url')}\n`;

describe('backups that restore', () => {
  let api: TestApi;
  let source: DataPlace;
  let backupDir: string;
  let restored: Awaited<ReturnType<typeof emptyPlace>>;
  let archive: string;
  let acknowledged: Acknowledged[];

  beforeAll(async () => {
    const uploadsDir = await uploadsDirForEngine();
    api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 }, uploadsDir });
    source = placeOf(api, uploadsDir);
    backupDir = await tempDir('backups-');
    restored = await emptyPlace('restored-');
    acknowledged = await addItemsWithFiles(api);
  });

  afterAll(async () => {
    await api?.close();
    await restored?.remove();
    for (const dir of [backupDir, source?.uploadsDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('takes a backup while the API keeps writing, and restores every acknowledged item with its files', async () => {
    const { backup, writesDuring } = await backupWhileWriting(api, ORPHAN_FILES, () =>
      runScript('backup', [], { ...placeEnv(source), BACKUP_DIR: backupDir }),
    );

    expect(backup.code, backup.stderr).toBe(0);
    expect(writesDuring, 'writes the API answered while the backup ran').toBeGreaterThan(0);
    const archives = await readdir(backupDir);
    expect(archives).toEqual([expect.stringMatching(ARCHIVE_NAME)]);
    archive = path.join(backupDir, archives[0] as string);
    expect(backup.stdout).toContain(archive);
    const filesDir = source.uploadsDir ?? source.dataDir;
    expect((await readdir(filesDir)).filter((name) => name.startsWith('backup-staging-'))).toEqual([]);

    // The target has secrets of its own, and a publisher's page index of the site it published.
    const restoredDir = restored.dataDir;
    await mkdir(path.join(restoredDir, 'secrets'));
    await writeFile(path.join(restoredDir, 'secrets', 'jwt-secret'), SECRET);
    await mkdir(path.join(restoredDir, 'publisher'));
    await writeFile(path.join(restoredDir, 'publisher', 'page-index.sqlite'), 'the index of another site');
    const restore = await runScript('restore', [archive], placeEnv(restored));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/must be stopped/);

    if (!onPostgres()) expect(integrityCheck(path.join(restoredDir, 'db.sqlite'))).toEqual(['ok']);
    expect(await readFile(path.join(restoredDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(SECRET);
    expect(existsSync(path.join(restoredDir, 'publisher'))).toBe(false);
    const names = await readdir(restoredDir);
    const replaced = names.filter((name) => name.startsWith('replaced-by-restore-'));
    expect(replaced).toHaveLength(1);
    expect(existsSync(path.join(restoredDir, replaced[0] as string, 'publisher', 'page-index.sqlite'))).toBe(true);
    expect(names.filter((name) => name.startsWith('restore-staging-'))).toEqual([]);

    const restoredApi = await startApiOn(restored);
    try {
      await expectSameItems(api, restoredApi, acknowledged);
    } finally {
      await restoredApi.app.close();
    }
  });

  it('reads BACKUP_DIR from the environment and stops on a bad value with what to set', async () => {
    expect(readBackupSettings({ DATA_DIR: '/srv/site/data' }).backupDir).toBe(path.resolve('backups'));
    expect(() => readBackupSettings({ DATA_DIR: '/srv/site/data', BACKUP_DIR: '/srv/site/data/uploads/b' })).toThrow(
      /BACKUP_DIR: .* is inside DATA_DIR/,
    );
    expect(() =>
      readBackupSettings({ DATA_DIR: '/srv/site/data', UPLOADS_DIR: '/mnt/shared', BACKUP_DIR: '/mnt/shared/b' }),
    ).toThrow(/BACKUP_DIR: .* is inside UPLOADS_DIR/);
    const run = await runScript('backup', [], { ...placeEnv(source), BACKUP_DIR: '' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/BACKUP_DIR: BACKUP_DIR is a folder/);
  });

  it('names every file column of the schema, as the route definitions do', async () => {
    for (const { name, columns } of await api.context.db.introspection.getTables()) {
      const known = Object.keys(FILE_COLUMNS[name as keyof typeof FILE_COLUMNS] ?? {});
      const files = columns.map((column) => column.name).filter((column) => column.endsWith('Url'));
      expect(files.sort(), name).toEqual(known.sort());
    }
  });

  it.runIf(!onPostgres())('still restores an archive of format version 1, made before engines were named', async () => {
    const old = path.join(backupDir, 'version-1.tar.gz');
    await repack(archive, old, (dir) =>
      editManifest(dir, ({ engine: _engine, ...manifest }) => ({ ...manifest, version: 1 })),
    );
    const target = await emptyPlace('version-1-');
    try {
      const run = await runScript('restore', [old], placeEnv(target));
      expect(run.code, run.stderr).toBe(0);
      expect(integrityCheck(path.join(target.dataDir, 'db.sqlite'))).toEqual(['ok']);
    } finally {
      await target.remove();
    }
  });
});
