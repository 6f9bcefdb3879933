import type { Engine } from '../db/migrations/dialects.ts';

/**
 * What backing up and restoring do differently on each database engine (sqlite-parts.ts,
 * postgres-parts.ts); the files, the archive and the checks of its manifest are shared
 * (create-backup.ts, restore-backup.ts).
 */
export interface EngineParts {
  engine: Engine;
  /** The database's name in an archive (backup-format.ts DATABASE_FILES). */
  file: string;
  /** Throws, saying which setting to check, when there is no database of this product to back up. */
  assertPresent(): Promise<void>;
  /**
   * Copies the database into `target` and lists every file its copied rows reference, as keys of
   * the file store: both of one moment, however the API writes.
   */
  copy(target: string): Promise<string[]>;
  /**
   * Refuses (RestoreRefused) a staged database this code cannot restore, before anything is
   * touched: unreadable, of unknown migrations, or referencing files that `staging` lacks.
   */
  check(file: string, staging: string): Promise<void>;
  /**
   * Puts the checked `file` in place of the current database, which it keeps in the folder that
   * `keep` makes. If it throws, the current database is as it was, or kept in that folder.
   */
  replace(file: string, keep: () => Promise<string>): Promise<void>;
}
