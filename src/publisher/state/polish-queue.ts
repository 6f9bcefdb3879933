import type { StateFile } from './state-file.ts';

/**
 * The files of the site whose compressed siblings wait for their best compression (polisher.ts),
 * as paths (`/news`, `/_astro/app.js`): written with their fast compression by a publish, taken
 * off once the polisher placed the best, or once they are gone.
 */
export class PolishQueue {
  readonly #file: StateFile;

  constructor(file: StateFile) {
    this.#file = file;
    file.db.exec('CREATE TABLE IF NOT EXISTS unpolished (path TEXT PRIMARY KEY) WITHOUT ROWID;');
  }

  /** Notes files written with their fast compression. */
  add(paths: Iterable<string>) {
    const add = this.#file.db.prepare('INSERT OR IGNORE INTO unpolished (path) VALUES (?)');
    this.#file.transaction(() => {
      for (const page of paths) add.run(page);
    });
  }

  /** Up to `limit` files whose compressed siblings wait for their best compression. */
  next(limit: number): string[] {
    return this.#file.db
      .prepare('SELECT path FROM unpolished LIMIT ?')
      .all(limit)
      .map((row) => String(row.path));
  }

  count(): number {
    return Number(this.#file.db.prepare('SELECT count(*) AS count FROM unpolished').get()?.count ?? 0);
  }

  /** Notes that `paths` have their best compressed siblings, or need none any more. */
  done(paths: Iterable<string>) {
    const forget = this.#file.db.prepare('DELETE FROM unpolished WHERE path = ?');
    this.#file.transaction(() => {
      for (const page of paths) forget.run(page);
    });
  }

  /** Forgets every file: a full publish writes a new site. */
  clear() {
    this.#file.db.exec('DELETE FROM unpolished');
  }
}
