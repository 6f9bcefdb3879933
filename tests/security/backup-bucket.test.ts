import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#scripts/services/free-port.ts';
import type { S3Server } from '#scripts/services/s3-server.ts';
import { ARCHIVE_NAME_PATTERN } from '#server/backup/backup-format.ts';
import { BACKUPS_PREFIX } from '#server/backup/kept-archives.ts';
import { createS3Client } from '#server/uploads/s3-client.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';
import { s3SettingsOf, startTestS3Server, TEST_BUCKET, TEST_PRIVATE_BUCKET } from '../fixtures/s3-server.ts';
import { type Acknowledged, addItemsWithFiles, backupWhileWriting, expectSameItems } from './backup-content.ts';
import { type DataPlace, emptyPlace, placeEnv, placeOf, placeState, startApiOn, storeState } from './backup-places.ts';
import { fileUrls, repack, reseal, runScript, tempDir } from './backup-runs.ts';

const ORPHAN_FILES = 60;

describe('backups of files kept in a bucket', () => {
  let s3: S3Server;
  let api: TestApi;
  let source: DataPlace;
  let backupDir: string;
  /** The source's bucket with a new database and DATA_DIR, as after the loss of the machine: restored by name. */
  let restored: Awaited<ReturnType<typeof emptyPlace>>;
  /** Another part of the buckets, empty: restored from a local archive. */
  let copy: Awaited<ReturnType<typeof emptyPlace>>;
  let acknowledged: Acknowledged[];
  /** The archive the first backup kept in the bucket, and a local copy of a second one. */
  let archiveName: string;
  let localArchive: string;

  /** A part of the test buckets of its own, with CVs and archives in the private bucket. */
  const settingsAt = (prefix: string) => s3SettingsOf(s3, { prefix, privateBucket: TEST_PRIVATE_BUCKET });

  /** The object keys of a test bucket under `prefix`. */
  async function objectKeys(bucket: string, prefix: string): Promise<string[]> {
    const answer = await createS3Client(s3SettingsOf(s3)).send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
    );
    return (answer.Contents ?? []).map((object) => object.Key as string).sort();
  }

  beforeAll(async () => {
    s3 = await startTestS3Server();
    const files = settingsAt('source/');
    api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 }, s3: files });
    source = placeOf(api, undefined, files);
    backupDir = await tempDir('backups-');
    restored = await emptyPlace('restored-', files);
    copy = await emptyPlace('copy-', settingsAt('copy/'));
    acknowledged = await addItemsWithFiles(api);
  });

  afterAll(async () => {
    await api?.close();
    await restored?.remove();
    await copy?.remove();
    if (backupDir) await rm(backupDir, { recursive: true, force: true });
    await s3?.stop();
  });

  it('backs up the bucket while the API keeps writing, and keeps the archive in the private bucket alone', async () => {
    const { backup, writesDuring } = await backupWhileWriting(api, ORPHAN_FILES, () =>
      runScript('backup', [], { ...placeEnv(source), BACKUP_DIR: backupDir }),
    );

    expect(backup.code, backup.stderr).toBe(0);
    expect(writesDuring, 'writes the API answered while the backup ran').toBeGreaterThan(0);
    expect(await readdir(backupDir), 'nothing left in BACKUP_DIR').toEqual([]);
    const archives = await objectKeys(TEST_PRIVATE_BUCKET, `source/${BACKUPS_PREFIX}`);
    expect(archives).toHaveLength(1);
    archiveName = path.posix.basename(archives[0] as string);
    expect(archiveName).toMatch(ARCHIVE_NAME_PATTERN);
    expect(backup.stdout).toContain(`s3://${TEST_PRIVATE_BUCKET}/source/${BACKUPS_PREFIX}${archiveName}`);
    expect(await objectKeys(TEST_BUCKET, 'source/private/'), 'no CV nor archive in the public bucket').toEqual([]);
  });

  it('keeps a copy in BACKUP_DIR when asked, and lists the archives in the bucket', async () => {
    const backup = await runScript('backup', ['--keep-local'], { ...placeEnv(source), BACKUP_DIR: backupDir });
    expect(backup.code, backup.stderr).toBe(0);
    const [local, ...more] = await readdir(backupDir);
    expect(more).toEqual([]);
    localArchive = path.join(backupDir, local as string);
    expect(backup.stdout).toContain(localArchive);
    const kept = await new S3FileStore(settingsAt('source/')).read(`${BACKUPS_PREFIX}${local}`);
    expect(Buffer.concat(await (kept?.body.toArray() ?? [])).equals(await readFile(localArchive))).toBe(true);

    const list = await runScript('restore', ['--list'], placeEnv(source));
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(`2 archives in s3://${TEST_PRIVATE_BUCKET}/source/${BACKUPS_PREFIX}`);
    for (const name of [archiveName, local as string]) expect(list.stdout).toContain(name);
  });

  it('restores a local archive into an empty part of the buckets, CVs in the private one', async () => {
    const restore = await runScript('restore', [localArchive], placeEnv(copy));
    expect(restore.code, restore.stderr).toBe(0);
    const total = /and (\d+) files in/.exec(restore.stdout)?.[1];
    expect(restore.stdout).toContain(`${total} files written into s3://${TEST_BUCKET}/copy/`);
    expect(await objectKeys(TEST_BUCKET, 'copy/private/')).toEqual([]);
    expect(await objectKeys(TEST_PRIVATE_BUCKET, 'copy/private/cvs/')).toHaveLength(1);
    expect((await readdir(copy.dataDir)).filter((name) => name.startsWith('restore-staging-'))).toEqual([]);
    const copyApi = await startApiOn(copy);
    try {
      await expectSameItems(api, copyApi, acknowledged);
    } finally {
      await copyApi.app.close();
    }
  });

  it('restores an archive of the files in a bucket into folders, as the format is the same', async () => {
    const folders = await emptyPlace('folders-');
    try {
      const restore = await runScript('restore', [localArchive], placeEnv(folders));
      expect(restore.code, restore.stderr).toBe(0);
      const folderApi = await startApiOn(folders);
      try {
        await expectSameItems(api, folderApi, acknowledged);
      } finally {
        await folderApi.app.close();
      }
    } finally {
      await folders.remove();
    }
  });

  it('restores an archive the bucket keeps by its name, with a new database on the same bucket', async () => {
    const restore = await runScript('restore', [archiveName], placeEnv(restored));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/must be stopped/);
    expect(restore.stdout).toContain(`0 files written into s3://${TEST_BUCKET}/source/`);
    const restoredApi = await startApiOn(restored);
    try {
      await expectSameItems(api, restoredApi, acknowledged);
    } finally {
      await restoredApi.app.close();
    }
  });

  it('puts the bucket back as the backup holds it, moving the files it lacks into DATA_DIR', async () => {
    const store = new S3FileStore(restored.s3 as NonNullable<DataPlace['s3']>);
    const asRestored = await storeState(store);
    const restoredApi = await startApiOn(restored);
    let added: { url: string; files: string[] };
    try {
      const project = await restoredApi.asAdmin({
        method: 'POST',
        url: '/projects/save',
        payload: form({
          projectTitle: 'Added after the backup',
          projectType: 'Office',
          projectImageUrl: await pngImage(),
        }),
      });
      expect(project.statusCode, project.body).toBe(201);
      const url = `/projects/get/single/project/${project.json().projectId}`;
      added = { url, files: fileUrls((await restoredApi.asAdmin({ url })).json()) };
    } finally {
      await restoredApi.app.close();
    }
    expect(added.files.length).toBeGreaterThan(0);

    const replacedBefore = await readdir(restored.dataDir);
    const restore = await runScript('restore', [archiveName], placeEnv(restored));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/0 files written into .*; [1-9]\d* that the backup lacks moved out of it/);
    expect(await storeState(store)).toEqual(asRestored);
    const replaced = (await readdir(restored.dataDir)).filter((name) => !replacedBefore.includes(name));
    expect(replaced).toEqual([expect.stringMatching(/^replaced-by-restore-/)]);
    const kept = path.join(restored.dataDir, replaced[0] as string);
    for (const file of added.files) {
      expect((await readFile(path.join(kept, file.slice(1)))).length, file).toBeGreaterThan(0);
    }
    const again = await startApiOn(restored);
    try {
      expect((await again.asAdmin({ url: added.url })).statusCode).toBe(404);
      await expectSameItems(api, again, acknowledged);
    } finally {
      await again.app.close();
    }
  });

  it('refuses an archive that lacks a file, or a name the bucket does not keep, and changes nothing', async () => {
    const lacking = path.join(path.dirname(localArchive), 'lacking.tar.gz');
    await repack(localArchive, lacking, async (dir) => {
      const [image] = await readdir(path.join(dir, 'uploads/images'));
      await rm(path.join(dir, 'uploads/images', image as string));
      await reseal(dir);
    });
    for (const [archive, reason] of [
      [lacking, /the database references 1 files the archive lacks/],
      ['backup-2020-01-01T00-00-00Z.tar.gz', /no backup s3:\/\/tirana-private\/copy\/private\/backups\/backup-2020/],
    ] as const) {
      const before = await placeState(copy);
      const run = await runScript('restore', [archive], placeEnv(copy));
      expect(run.code, run.stdout).toBe(1);
      expect(run.stderr).toMatch(/^Restore refused: /);
      expect(run.stderr).toMatch(reason);
      expect(await placeState(copy)).toEqual(before);
    }
    await rm(lacking);
  });

  it('stops without changing anything when the bucket cannot be reached', async () => {
    const away = { ...settingsAt('copy/'), endpoint: `http://127.0.0.1:${await freePort()}` };
    const inBackupDir = await readdir(backupDir);
    const backup = await runScript('backup', [], { ...placeEnv({ ...source, s3: away }), BACKUP_DIR: backupDir });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/^Backup failed: The file store s3:\/\/tirana-files\/copy\/ cannot be reached/);
    expect(await readdir(backupDir)).toEqual(inBackupDir);

    const before = await placeState(copy);
    const restore = await runScript('restore', [localArchive], placeEnv({ ...copy, s3: away }));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(
      /^Restore failed: The file store .* cannot be reached while putting the backup in place/,
    );
    expect(await placeState(copy)).toEqual(before);
  });
});
