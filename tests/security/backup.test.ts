import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupSettings } from '../../src/server/backup/backup-settings.ts';
import { FILE_COLUMNS } from '../../src/server/backup/file-references.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';
import {
  fileUrls,
  integrityCheck,
  repack,
  runScript,
  startApiOn,
  tempDir,
  treeState,
  withoutNeighbours,
} from './backup-runs.ts';

type Json = Record<string, unknown>;

/** An item the API acknowledged before the backup began: where the admin reads it, and the answer. */
interface Acknowledged {
  url: string;
  answer: unknown;
}

const ORPHAN_FILES = 300;
const ARCHIVE_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;
const SECRET = `${randomBytes(32).toString('base64url')}\n`;

describe('backups that restore', () => {
  let api: TestApi;
  let backupDir: string;
  let restoredDir: string;
  let archive: string;
  const acknowledged: Acknowledged[] = [];

  async function save(url: string, fields: Parameters<typeof form>[0]): Promise<Json> {
    const response = await api.asAdmin({ method: 'POST', url, payload: form(fields) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function remember(url: string) {
    const response = await api.asAdmin({ url });
    expect(response.statusCode, response.body).toBe(200);
    acknowledged.push({ url, answer: response.json() });
  }

  beforeAll(async () => {
    api = await startTestApi({ contactRateLimit: { max: 1000, timeWindowMs: 60_000 } });
    backupDir = await tempDir('backups-');
    restoredDir = await tempDir('restored-');

    const project = await save('/projects/save', {
      projectTitle: 'Lake Residence',
      titulliProjekti: 'Rezidenca e Liqenit',
      projectType: 'Residential',
      projectImageUrl: await pngImage(600, 400),
    });
    await remember(`/projects/get/single/project/${project.projectId}`);
    await save('/gallery/save', { projectId: project.projectId as number, galleryImageUrl: await pngImage(300, 200) });
    await remember(`/gallery/get/mini/${project.projectId}`);
    const news = await save('/news/save', {
      newsTitle: 'Keys handed over',
      titullLajmesh: 'Dorëzimi i çelësave',
      newsType: 'news',
    });
    await remember(`/news/get/single/news/${news.newsId}`);
    const building = await save('/building/save', {
      buildingTitle: 'Tower A',
      titulliNderteses: 'Kulla A',
      buildingAdress: 'Rruga e Kavajës 10, Tirana',
      adresaNderteses: 'Rruga e Kavajës 10, Tiranë',
      buildingImageUrl: await pngImage(),
    });
    await remember(`/building/get/single/building/${building.buildingId}`);
    const catalog = await save('/catalog/save', {
      buildingId: building.buildingId as number,
      salesCategoryId: 1,
      catalogTitle: 'Two-bedroom',
      titulliKatalog: 'Apartamente 2+1',
      catalogImageUrl: await pngImage(),
      pdfUrl: [await pdfDocument(2), 'catalogue.pdf'],
    });
    await remember(`/catalog/get/single/catalog/${catalog.salesCatalogId}`);
    const vacancy = await save('/staff/save', { staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri' });
    await remember(`/staff/get/single/staff/${vacancy.staffId}`);
    const application = await api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: form({
        firstName: 'Ana',
        lastName: 'Hoxha',
        email: 'ana.hoxha@example.com',
        contactNumber: '+355 69 123 4567',
        staffId: vacancy.staffId as number,
        cvUrl: [await pdfDocument(1), 'My CV.pdf'],
      }),
    });
    expect(application.statusCode, application.body).toBe(201);
    const [contact] = (await api.asAdmin({ url: '/contact/get/mini' })).json() as Json[];
    await remember(`/contact/get/single/contact/${contact?.contactId}`);
  });

  afterAll(async () => {
    await api?.close();
    for (const dir of [backupDir, restoredDir]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('takes a backup while the API keeps writing, and restores every acknowledged item with its files', async () => {
    const files = acknowledged.flatMap(({ answer }) => fileUrls(answer));
    expect(files.filter((url) => url.endsWith('.avif')).length).toBeGreaterThanOrEqual(5);
    expect(files.filter((url) => url.endsWith('.pdf'))).toHaveLength(1);
    expect(files.filter((url) => url.startsWith('/contact/get/cv/'))).toHaveLength(1);

    const image = await pngImage(64, 48);
    let writing = true;
    let writes = 0;
    // Files no row references, as a crash between a commit and a removal leaves them (decision 002).
    // The backup carries them along, and linking them stretches its first step, so that writes land
    // between its steps.
    for (let n = 0; n < ORPHAN_FILES; n++) {
      await writeFile(path.join(api.context.storage.imagesDir, `left-by-a-crash-${n}-64.webp`), image);
    }
    // The writer creates projects with an image and deletes its older ones, whose files go after
    // their commit: the races a backup must survive.
    const writer = async () => {
      const mine: number[] = [];
      while (writing) {
        const project = await save('/projects/save', {
          projectTitle: `Written during the backup ${writes}`,
          projectType: 'Office',
          projectImageUrl: image,
        });
        mine.push(project.projectId as number);
        writes += 1;
        if (mine.length > 2 && writes % 2 === 0) {
          const deleted = await api.asAdmin({ method: 'DELETE', url: `/projects/delete/${mine.shift()}` });
          expect(deleted.statusCode, deleted.body).toBe(200);
        }
      }
    };
    const concurrentWrites = writer();
    const writesBefore = writes;
    const backup = await runScript('backup', [], { DATA_DIR: api.dataDir, BACKUP_DIR: backupDir });
    const writesDuring = writes - writesBefore;
    writing = false;
    await concurrentWrites;

    expect(backup.code, backup.stderr).toBe(0);
    expect(writesDuring, 'writes the API answered while the backup ran').toBeGreaterThan(0);
    const archives = await readdir(backupDir);
    expect(archives).toEqual([expect.stringMatching(ARCHIVE_NAME)]);
    archive = path.join(backupDir, archives[0] as string);
    expect(backup.stdout).toContain(archive);
    expect((await readdir(api.dataDir)).filter((name) => name.startsWith('backup-staging-'))).toEqual([]);

    // The target has secrets of its own, and a publisher's page index of the site it published.
    await mkdir(path.join(restoredDir, 'secrets'));
    await writeFile(path.join(restoredDir, 'secrets', 'jwt-secret'), SECRET);
    await mkdir(path.join(restoredDir, 'publisher'));
    await writeFile(path.join(restoredDir, 'publisher', 'page-index.sqlite'), 'the index of another site');
    const restore = await runScript('restore', [archive], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/must be stopped/);

    expect(integrityCheck(path.join(restoredDir, 'db.sqlite'))).toEqual(['ok']);
    expect(await readFile(path.join(restoredDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(SECRET);
    expect(existsSync(path.join(restoredDir, 'publisher'))).toBe(false);
    const names = await readdir(restoredDir);
    const replaced = names.filter((name) => name.startsWith('replaced-by-restore-'));
    expect(replaced).toHaveLength(1);
    expect(existsSync(path.join(restoredDir, replaced[0] as string, 'publisher', 'page-index.sqlite'))).toBe(true);
    expect(names.filter((name) => name.startsWith('restore-staging-'))).toEqual([]);

    const restored = await startApiOn(restoredDir);
    try {
      for (const { url, answer } of acknowledged) {
        const response = await restored.asAdmin({ url });
        expect(response.statusCode, url).toBe(200);
        expect(withoutNeighbours(response.json()), url).toEqual(withoutNeighbours(answer));
        for (const file of fileUrls(answer)) {
          const [original, copy] = await Promise.all([api.asAdmin({ url: file }), restored.asAdmin({ url: file })]);
          expect(copy.statusCode, file).toBe(200);
          expect(copy.rawPayload.equals(original.rawPayload), `${file} has the bytes it had`).toBe(true);
        }
      }
      // Whatever the backup caught of the concurrent writes, every project it holds has its files.
      const projects = (await restored.app.inject({ url: '/projects/get/all' })).json() as Json[];
      for (const file of projects.flatMap(fileUrls)) {
        expect((await restored.app.inject({ url: file })).statusCode, file).toBe(200);
      }
    } finally {
      await restored.app.close();
    }
  });

  describe('refuses an archive that is not a whole backup of this product, leaving DATA_DIR as it was', () => {
    let target: string;
    let work: string;

    beforeAll(async () => {
      target = await tempDir('restore-target-');
      work = await tempDir('bad-archives-');
      for (const folder of ['uploads/images', 'private/cvs', 'secrets', 'publisher']) {
        await mkdir(path.join(target, folder), { recursive: true });
      }
      await copyFile(path.join(api.dataDir, 'db.sqlite'), path.join(target, 'db.sqlite'));
      await writeFile(path.join(target, 'uploads/images/kept-480.webp'), 'an image of the data in place');
      await writeFile(path.join(target, 'secrets/jwt-secret'), SECRET);
    });

    afterAll(async () => {
      for (const dir of [target, work]) if (dir) await rm(dir, { recursive: true, force: true });
    });

    async function expectRefused(file: string, reason: RegExp, dataDir = target) {
      const before = await treeState(dataDir);
      const run = await runScript('restore', [file], { DATA_DIR: dataDir });
      expect(run.code, run.stdout).toBe(1);
      expect(run.stderr.trim().split('\n'), run.stderr).toHaveLength(1);
      expect(run.stderr).toMatch(/^Restore refused: /);
      expect(run.stderr).toMatch(reason);
      expect(await treeState(dataDir)).toEqual(before);
    }

    it('refuses a file that is not an archive, also into a DATA_DIR that does not exist yet', async () => {
      const file = path.join(work, 'random.tar.gz');
      await writeFile(file, randomBytes(64 * 1024));
      await expectRefused(file, /not a gzip file/);
      await expectRefused(file, /not a gzip file/, path.join(work, 'no-data-yet'));
    });

    it('refuses a tar.gz without our manifest', async () => {
      const content = path.join(work, 'no-manifest');
      await mkdir(path.join(content, 'uploads/images'), { recursive: true });
      await copyFile(path.join(api.dataDir, 'db.sqlite'), path.join(content, 'db.sqlite'));
      await writeFile(path.join(content, 'uploads/images/a-480.webp'), 'not much of an image');
      const file = path.join(work, 'no-manifest.tar.gz');
      create({ file, cwd: content, gzip: true, sync: true }, ['db.sqlite', 'uploads']);
      await expectRefused(file, /no backup-manifest\.json/);
    });

    it('refuses a backup whose database does not match its checksum', async () => {
      const file = path.join(work, 'altered.tar.gz');
      await repack(archive, file, async (dir) => {
        const database = new DatabaseSync(path.join(dir, 'db.sqlite'));
        database.exec("UPDATE projects SET projectTitle = 'Altered after the backup'");
        database.close();
      });
      await expectRefused(file, /does not match the checksum/);
    });

    it('refuses a manifest of another format', async () => {
      const file = path.join(work, 'other-format.tar.gz');
      await repack(archive, file, async (dir) => {
        const manifest = path.join(dir, 'backup-manifest.json');
        const content = JSON.parse(await readFile(manifest, 'utf8'));
        await writeFile(manifest, JSON.stringify({ ...content, format: 'another-product-backup' }));
      });
      await expectRefused(file, /format "another-product-backup"/);
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

      const linked = path.join(work, 'linked.tar.gz');
      await repack(archive, linked, async (dir) => {
        await symlink('/etc/passwd', path.join(dir, 'uploads/images/passwd-480.webp'));
      });
      await expectRefused(linked, /is a SymbolicLink/);
    });
  });

  it('reads BACKUP_DIR from the environment and stops on a bad value with what to set', async () => {
    expect(readBackupSettings({ DATA_DIR: '/srv/site/data' }).backupDir).toBe(path.resolve('backups'));
    expect(() => readBackupSettings({ DATA_DIR: '/srv/site/data', BACKUP_DIR: '/srv/site/data/uploads/b' })).toThrow(
      /BACKUP_DIR: .* is inside DATA_DIR/,
    );
    const run = await runScript('backup', [], { DATA_DIR: api.dataDir, BACKUP_DIR: '' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/BACKUP_DIR: BACKUP_DIR is a folder/);
  });

  it('names every file column of the schema, as the route definitions do', () => {
    const database = new DatabaseSync(path.join(api.dataDir, 'db.sqlite'), { readOnly: true });
    try {
      const tables = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
      for (const { name } of tables) {
        const columns = database
          .prepare(`PRAGMA table_info("${name}")`)
          .all()
          .map((column) => String(column.name));
        const known = Object.keys(FILE_COLUMNS[name as keyof typeof FILE_COLUMNS] ?? {});
        expect(columns.filter((column) => column.endsWith('Url')).sort(), String(name)).toEqual(known.sort());
      }
    } finally {
      database.close();
    }
  });
});
