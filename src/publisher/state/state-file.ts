import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The publisher's SQLite file in its state folder (DATA_DIR/publisher): the page index, the polish
 * queue and the notes keep their tables in it, so that they survive restarts and a publish updates
 * them together in one transaction.
 */
export class StateFile {
  readonly db: DatabaseSync;
  #depth = 0;

  constructor(stateDir: string) {
    mkdirSync(stateDir, { recursive: true });
    this.db = new DatabaseSync(path.join(stateDir, 'page-index.sqlite'));
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  }

  /** Runs `work` in one transaction; within another one, as part of it. */
  transaction(work: () => void) {
    if (this.#depth > 0) return void this.#nested(work);
    this.db.exec('BEGIN');
    try {
      this.#nested(work);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  #nested(work: () => void) {
    this.#depth++;
    try {
      work();
    } finally {
      this.#depth--;
    }
  }

  close() {
    this.db.close();
  }
}
