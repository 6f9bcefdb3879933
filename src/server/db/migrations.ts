import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { DIALECTS, type Dialect, type Engine } from './migrations/dialects.ts';

const FOLDER = path.join(import.meta.dirname, 'migrations');
/** A migration's file: its number, then what it does (`014-mail.ts`); its name is the file's without `.ts`. */
const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.ts$/;

/**
 * Versioned migrations, one file each in migrations/, applied in name order at start: a new file
 * is all a new migration needs. Each exports `migration`, made for the engine's dialect. Column
 * names are the field names of docs/product.md#entities-and-their-fields, so rows and API payloads
 * line up; image columns hold a JSON `StoredImage`, file columns the stored file's name.
 */
export const migrationProvider = (engine: Engine): MigrationProvider => ({
  async getMigrations() {
    const files = (await readdir(FOLDER)).filter((file) => MIGRATION_FILE.test(file)).sort();
    const migrations = await Promise.all(
      files.map(async (file) => {
        const { migration } = (await import(path.join(FOLDER, file))) as { migration: (dialect: Dialect) => Migration };
        return [file.replace(/\.ts$/, ''), migration(DIALECTS[engine])] as const;
      }),
    );
    return Object.fromEntries(migrations);
  },
});

/**
 * The migrator of a database on `engine`. Numbers are taken by work that lands in any order (029
 * after 030 had run), and each migration stands alone, adding tables and columns of its own: one
 * numbered before a migration already run still runs, where Kysely would refuse the database.
 */
export const migratorOf = (db: Kysely<unknown>, engine: Engine, provider = migrationProvider(engine)) =>
  new Migrator({ db, provider, allowUnorderedMigrations: true });
