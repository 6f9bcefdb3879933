import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { sqliteDb } from '../db/database.ts';
import { DATABASE_NAME } from './backup-format.ts';
import { checkRestoredDatabase } from './check-restored.ts';
import type { EngineParts } from './engine-parts.ts';
import { referencedFiles } from './file-references.ts';
import { RestoreRefused } from './restore-refused.ts';

/** Pages per backup step: all at once, so that the API's writes cannot restart the copy midway. */
const ALL_PAGES = 2 ** 31 - 1;
const BUSY_TIMEOUT_MS = 5000;

/** The database's files in DATA_DIR: the database, its write-ahead log and that log's index. */
const DATABASE_FILES = [DATABASE_NAME, `${DATABASE_NAME}-wal`, `${DATABASE_NAME}-shm`];

async function syncFile(file: string) {
  const handle = await open(file, 'r');
  await handle.sync().finally(() => handle.close());
}

/** Moves `from` to `to`; across file systems (UPLOADS_DIR's staging to DATA_DIR), by a copy beside `to`. */
async function moveFile(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const beside = `${to}.${randomBytes(4).toString('hex')}.partial`;
    await copyFile(from, beside);
    await syncFile(beside);
    await rename(beside, to);
    await rm(from);
  }
}

/** PRAGMA integrity_check, then checkRestoredRows through Kysely; the file is opened read-only. */
async function checkFile(file: string, root: string) {
  const database = new DatabaseSync(file, { readOnly: true });
  const db = sqliteDb(database);
  try {
    const answers = database
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => String(Object.values(row)[0]));
    if (answers.join('\n') !== 'ok') throw new RestoreRefused(`the database fails its integrity check (${answers[0]})`);
    await checkRestoredDatabase(db, root, 'sqlite');
  } finally {
    await db.destroy();
  }
}

/** The SQLite file of DATA_DIR: copied online with node:sqlite's backup(), replaced by a rename. */
export function sqliteParts(dataDir: string): EngineParts {
  const live = path.join(dataDir, DATABASE_NAME);
  return {
    engine: 'sqlite',
    file: DATABASE_NAME,
    async assertPresent() {
      if (existsSync(live)) return;
      throw new Error(`There is no database in ${dataDir} (${DATABASE_NAME}): is DATA_DIR right?`);
    },
    async copy(target) {
      const source = new DatabaseSync(live, { timeout: BUSY_TIMEOUT_MS });
      try {
        await backup(source, target, { rate: ALL_PAGES });
      } finally {
        source.close();
      }
      const copy = new DatabaseSync(target);
      // One self-contained file: the copy inherits WAL mode, which the API sets again when it opens it.
      copy.exec('PRAGMA journal_mode = DELETE');
      const db = sqliteDb(copy);
      try {
        return await referencedFiles(db);
      } finally {
        await db.destroy();
      }
    },
    async check(file, staging) {
      try {
        await checkFile(file, staging);
      } catch (error) {
        if (error instanceof RestoreRefused) throw error;
        throw new RestoreRefused(`the database cannot be read (${error instanceof Error ? error.message : error})`);
      }
    },
    async replace(file, keep) {
      await syncFile(file);
      const present = DATABASE_FILES.filter((name) => existsSync(path.join(dataDir, name)));
      if (present.length > 0) {
        const folder = await keep();
        for (const name of present) await rename(path.join(dataDir, name), path.join(folder, name));
      }
      await moveFile(file, live);
    },
  };
}
