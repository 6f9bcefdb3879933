import type { StateFile } from './state-file.ts';

/**
 * The publisher's memory of the published site: every page it manages with the tags of what it
 * read when it last rendered, so that an event's tags select the pages to render again.
 */
export class PageIndex {
  readonly #file: StateFile;
  /** The pages, also in memory: a create or delete compares them all with the API's, in milliseconds. */
  #paths: Set<string> | null = null;

  constructor(file: StateFile) {
    this.#file = file;
    file.db.exec(`
      CREATE TABLE IF NOT EXISTS pages (path TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS page_tags (tag TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (tag, path)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS page_tags_by_path ON page_tags (path);
    `);
  }

  paths(): ReadonlySet<string> {
    this.#paths ??= new Set(
      this.#file.db
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
    return this.#file.db
      .prepare('SELECT path FROM pages WHERE path >= ? AND path < ?')
      .all(folder, end)
      .map((row) => String(row.path));
  }

  /** The pages that read any of `tags`. */
  pagesTagged(tags: Iterable<string>): Set<string> {
    const select = this.#file.db.prepare('SELECT path FROM page_tags WHERE tag = ?');
    const pages = new Set<string>();
    for (const tag of new Set(tags)) for (const row of select.all(tag)) pages.add(String(row.path));
    return pages;
  }

  /** Records what pages read, and forgets pages that are gone. */
  update(rendered: Map<string, readonly string[]>, removed: readonly string[] = []) {
    const db = this.#file.db;
    const forgetTags = db.prepare('DELETE FROM page_tags WHERE path = ?');
    const forgetPage = db.prepare('DELETE FROM pages WHERE path = ?');
    const addPage = db.prepare('INSERT OR IGNORE INTO pages (path) VALUES (?)');
    const addTag = db.prepare('INSERT OR IGNORE INTO page_tags (tag, path) VALUES (?, ?)');
    this.#file.transaction(() => {
      for (const page of removed) {
        forgetTags.run(page);
        forgetPage.run(page);
      }
      for (const [page, tags] of rendered) {
        forgetTags.run(page);
        addPage.run(page);
        for (const tag of tags) addTag.run(tag, page);
      }
    });
    for (const page of removed) this.#paths?.delete(page);
    for (const page of rendered.keys()) this.#paths?.add(page);
  }

  /** Replaces the whole index with a full publish's pages. */
  replace(pages: Map<string, readonly string[]>) {
    this.#file.transaction(() => {
      this.#file.db.exec('DELETE FROM page_tags; DELETE FROM pages;');
      this.#paths = null;
      this.update(pages);
    });
  }
}
