import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '#server/db/database.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';
import { onPostgres } from '../fixtures/test-database.ts';
import { type DataPlace, emptyPlace, placeEnv, placeOf, placeState, uploadsDirForEngine } from './backup-places.ts';
import { editManifest, repack, reseal, runScript, tempDir } from './backup-runs.ts';

const SECRET = `${randomBytes(32).toString('base64url')}\n`;
/** A PostgreSQL server that nothing listens on: settings a refusal must not need to connect with. */
const UNUSED_POSTGRES_URL = 'postgres://nobody:not-a-password@127.0.0.1:1/nothing';

describe('a restore that is refused or fails changes nothing', () => {
  let api: TestApi;
  let source: DataPlace;
  let target: Awaited<ReturnType<typeof emptyPlace>>;
  let work: string;
  let archive: string;
  let databaseFile: string;

  beforeAll(async () => {
    const uploadsDir = await uploadsDirForEngine();
    api = await startTestApi({ uploadsDir });
    source = placeOf(api, uploadsDir);
    const project = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: form({ projectTitle: 'Lake Residence', projectType: 'Residential', projectImageUrl: await pngImage() }),
    });
    expect(project.statusCode, project.body).toBe(201);
    work = await tempDir('bad-archives-');
    const backup = await runScript('backup', [], { ...placeEnv(source), BACKUP_DIR: work });
    expect(backup.code, backup.stderr).toBe(0);
    archive = path.join(work, (await readdir(work))[0] as string);
    databaseFile = onPostgres() ? 'database.pgdump' : 'db.sqlite';

    // The data in place: the backup restored, secrets of its own and a publisher's page index.
    target = await emptyPlace('restore-target-');
    const restore = await runScript('restore', [archive], placeEnv(target));
    expect(restore.code, restore.stderr).toBe(0);
    for (const folder of ['secrets', 'publisher']) await mkdir(path.join(target.dataDir, folder));
    await writeFile(path.join(target.dataDir, 'secrets/jwt-secret'), SECRET);
    await writeFile(path.join(target.dataDir, 'publisher/page-index.sqlite'), 'the index of the site published');
  });

  afterAll(async () => {
    await api?.close();
    await target?.remove();
    for (const dir of [work, source?.uploadsDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Restores `file` into `place`, with the settings of `as` (another engine's), and expects a refusal. */
  async function expectRefused(file: string, reason: RegExp, place: DataPlace = target, as: DataPlace = place) {
    const before = await placeState(place);
    const run = await runScript('restore', [file], placeEnv(as));
    expect(run.code, run.stdout).toBe(1);
    expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
    expect(run.stderr).toMatch(/^Restore refused: /);
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).not.toMatch(/not-a-password/);
    expect(await placeState(place)).toEqual(before);
  }

  /** `archive` with its extracted content edited by `edit`. */
  async function edited(name: string, edit: (dir: string) => Promise<void>) {
    const file = path.join(work, name);
    await repack(archive, file, edit);
    return file;
  }

  it('refuses a file that is not an archive, also into a DATA_DIR that does not exist yet', async () => {
    const file = path.join(work, 'random.tar.gz');
    await writeFile(file, randomBytes(64 * 1024));
    await expectRefused(file, /not a gzip file/);
    await expectRefused(file, /not a gzip file/, { ...target, dataDir: path.join(work, 'no-data-yet') });
  });

  it('refuses a tar.gz without our manifest', async () => {
    const content = path.join(work, 'no-manifest');
    await mkdir(path.join(content, 'uploads/images'), { recursive: true });
    await writeFile(path.join(content, databaseFile), 'a database');
    await writeFile(path.join(content, 'uploads/images/a-480.webp'), 'not much of an image');
    const file = path.join(work, 'no-manifest.tar.gz');
    create({ file, cwd: content, gzip: true, sync: true }, [databaseFile, 'uploads']);
    await expectRefused(file, /no backup-manifest\.json/);
  });

  it('refuses a backup whose database does not match its checksum', async () => {
    const file = await edited('altered.tar.gz', async (dir) => {
      const database = await open(path.join(dir, databaseFile), 'r+');
      await database.write(Buffer.from('altered after the backup'), 0, undefined, 2048);
      await database.close();
    });
    await expectRefused(file, /does not match the checksum/);
  });

  it('refuses a manifest of another format or of a later version', async () => {
    const other = await edited('other-format.tar.gz', (dir) =>
      editManifest(dir, (manifest) => ({ ...manifest, format: 'another-product-backup' })),
    );
    await expectRefused(other, /format "another-product-backup"/);
    const later = await edited('later.tar.gz', (dir) => editManifest(dir, (manifest) => ({ ...manifest, version: 3 })));
    await expectRefused(later, /format version 3; this code restores versions 1 and 2/);
  });

  it('refuses a backup of the other database engine', async () => {
    const otherEngine: DataPlace = onPostgres()
      ? { dataDir: target.dataDir, uploadsDir: target.uploadsDir }
      : { ...target, databaseUrl: UNUSED_POSTGRES_URL };
    const [made, wanted] = onPostgres()
      ? ['a PostgreSQL database', 'the SQLite file']
      : ['the SQLite file', 'a PostgreSQL'];
    await expectRefused(
      archive,
      new RegExp(`it is a backup of ${made}.*set up for one of ${wanted}`),
      target,
      otherEngine,
    );
  });

  it('refuses a database its engine cannot read, even with a matching checksum', async () => {
    const file = await edited('unreadable.tar.gz', async (dir) => {
      await writeFile(path.join(dir, databaseFile), randomBytes(16 * 1024));
      await reseal(dir);
    });
    await expectRefused(file, onPostgres() ? /pg_restore cannot read the database dump/ : /cannot be read/);
  });

  it('refuses a database that references files the archive lacks', async () => {
    const file = await edited('missing-file.tar.gz', async (dir) => {
      const [image] = await readdir(path.join(dir, 'uploads/images'));
      await rm(path.join(dir, 'uploads/images', image as string));
      await reseal(dir);
    });
    await expectRefused(file, /the database references 1 files the archive lacks \(uploads\/images\//);
  });

  it('refuses entries that climb out of the data folder, absolute paths and links', async () => {
    const climbing = path.join(work, 'climbing.tar.gz');
    const content = path.join(work, 'climbing', 'root');
    await mkdir(content, { recursive: true });
    await writeFile(path.join(content, '..', 'escaped.txt'), 'written outside');
    await writeFile(path.join(content, 'backup-manifest.json'), '{}');
    create({ file: climbing, cwd: content, gzip: true, sync: true, preservePaths: true }, [
      'backup-manifest.json',
      '../escaped.txt',
    ]);
    await rm(path.join(content, '..', 'escaped.txt'));
    await expectRefused(climbing, /"\.\.\/escaped\.txt" points outside the data folder/);

    const absolute = path.join(work, 'absolute.tar.gz');
    create({ file: absolute, cwd: content, gzip: true, sync: true, preservePaths: true }, [
      path.join(content, 'backup-manifest.json'),
    ]);
    await expectRefused(absolute, /"\/.*\/backup-manifest\.json" points outside the data folder/);

    const linked = await edited('linked.tar.gz', (dir) =>
      symlink('/etc/passwd', path.join(dir, 'uploads/images/passwd-480.webp')),
    );
    await expectRefused(linked, /is a SymbolicLink/);
  });

  it.runIf(onPostgres())('leaves the database and the files as they were when pg_restore fails midway', async () => {
    // A table of the database in place that the backup does not know blocks the drop of one it replaces.
    await runOnce(
      target.databaseUrl as string,
      'create table "projectNotes" ("projectId" integer references projects ("projectId"), note text)',
    );
    const before = await placeState(target);
    const run = await runScript('restore', [archive], placeEnv(target));
    expect(run.code, run.stdout).toBe(1);
    expect(run.stderr).toMatch(/^Restore failed: pg_restore: .*cannot drop/);
    expect(run.stderr).toMatch(/was left as it was/);
    expect(await placeState(target)).toEqual(before);
  });
});
