import type { StateFile } from './state-file.ts';

/**
 * Small values the publisher keeps across restarts, by key: the site's code version and server
 * build it last published in full (main.ts), the edge's backlog of purges (edge/edge-cache.ts).
 */
export class StateNotes {
  readonly #file: StateFile;

  constructor(file: StateFile) {
    this.#file = file;
    file.db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;');
  }

  meta(key: string): string | null {
    const row = this.#file.db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
    return row ? String(row.value) : null;
  }

  setMeta(key: string, value: string | null) {
    if (value === null) this.#file.db.prepare('DELETE FROM meta WHERE key = ?').run(key);
    else
      this.#file.db
        .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
        .run(key, value);
  }
}
