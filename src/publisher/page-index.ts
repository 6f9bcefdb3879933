import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The publisher's memory of the published site: every page it manages with the tags of what it
 * read when it last rendered, so that an event's tags select the pages to render again, and the
 * pages whose brotli sibling still waits for its best compression (polisher.ts). Kept in SQLite,
 * so that it survives restarts and each publish updates it in one transaction.
 */
export class PageIndex {
  readonly #db: DatabaseSync;
  /** The pages, also in memory: a create or delete compares them all with the API's, in milliseconds. */
  #paths: Set<string> | null = null;

  constructor(stateDir: string) {
    mkdirSync(stateDir, { recursive: true });
    this.#db = new DatabaseSync(path.join(stateDir, 'page-index.sqlite'));
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS pages (path TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS page_tags (tag TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (tag, path)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS page_tags_by_path ON page_tags (path);
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS unpolished (path TEXT PRIMARY KEY) WITHOUT ROWID;
    `);
  }

  paths(): ReadonlySet<string> {
    this.#paths ??= new Set(
      this.#db
        .prepare('SELECT path FROM pages')
        .all()
        .map((row) => String(row.path)),
    );
    return this.#paths;
  }

  /** The pages in a folder (`folder` ends with a slash), found through the index: not a walk of every page. */
  pathsUnder(folder: string): string[] {
    // The paths after `folder/` and before `folder0` ('0' follows '/') are those that start with it.
    const end = `${folder.slice(0, -1)}0`;
    return this.#db
      .prepare('SELECT path FROM pages WHERE path >= ? AND path < ?')
      .all(folder, end)
      .map((row) => String(row.path));
  }

  /** The pages that read any of `tags`. */
  pagesTagged(tags: Iterable<string>): Set<string> {
    const select = this.#db.prepare('SELECT path FROM page_tags WHERE tag = ?');
    const pages = new Set<string>();
    for (const tag of new Set(tags)) for (const row of select.all(tag)) pages.add(String(row.path));
    return pages;
  }

  /**
   * Records what pages read, forgets pages that are gone, and notes the pages `written` with their
   * fast compression, all at once.
   */
  update(rendered: Map<string, readonly string[]>, removed: readonly string[] = [], written: Iterable<string> = []) {
    const forgetTags = this.#db.prepare('DELETE FROM page_tags WHERE path = ?');
    const forgetPage = this.#db.prepare('DELETE FROM pages WHERE path = ?');
    const forgetUnpolished = this.#db.prepare('DELETE FROM unpolished WHERE path = ?');
    const addPage = this.#db.prepare('INSERT OR IGNORE INTO pages (path) VALUES (?)');
    const addTag = this.#db.prepare('INSERT OR IGNORE INTO page_tags (tag, path) VALUES (?, ?)');
    const addUnpolished = this.#db.prepare('INSERT OR IGNORE INTO unpolished (path) VALUES (?)');
    this.#transaction(() => {
      for (const page of removed) {
        forgetTags.run(page);
        forgetPage.run(page);
        forgetUnpolished.run(page);
      }
      for (const [page, tags] of rendered) {
        forgetTags.run(page);
        addPage.run(page);
        for (const tag of tags) addTag.run(tag, page);
      }
      for (const page of written) addUnpolished.run(page);
    });
    for (const page of removed) this.#paths?.delete(page);
    for (const page of rendered.keys()) this.#paths?.add(page);
  }

  /** Replaces the whole index with a full publish's pages, every one written with its fast compression. */
  replace(pages: Map<string, readonly string[]>) {
    this.#transaction(() => this.#db.exec('DELETE FROM page_tags; DELETE FROM pages; DELETE FROM unpolished;'));
    this.#paths = null;
    this.update(pages, [], pages.keys());
  }

  /** Notes files of the site (as paths: `/_astro/app.js`) written with their fast compression. */
  notePolish(paths: Iterable<string>) {
    const add = this.#db.prepare('INSERT OR IGNORE INTO unpolished (path) VALUES (?)');
    this.#transaction(() => {
      for (const page of paths) add.run(page);
    });
  }

  /** Up to `limit` pages whose compressed siblings wait for their best compression. */
  unpolished(limit: number): string[] {
    return this.#db
      .prepare('SELECT path FROM unpolished LIMIT ?')
      .all(limit)
      .map((row) => String(row.path));
  }

  unpolishedCount(): number {
    return Number(this.#db.prepare('SELECT count(*) AS count FROM unpolished').get()?.count ?? 0);
  }

  /** Notes that `pages` have their best compressed siblings, or need none any more. */
  polished(pages: readonly string[]) {
    const forget = this.#db.prepare('DELETE FROM unpolished WHERE path = ?');
    this.#transaction(() => {
      for (const page of pages) forget.run(page);
    });
  }

  meta(key: string): string | null {
    const row = this.#db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
    return row ? String(row.value) : null;
  }

  setMeta(key: string, value: string | null) {
    if (value === null) this.#db.prepare('DELETE FROM meta WHERE key = ?').run(key);
    else
      this.#db
        .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
        .run(key, value);
  }

  close() {
    this.#db.close();
  }

  #transaction(work: () => void) {
    this.#db.exec('BEGIN');
    try {
      work();
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }
}
