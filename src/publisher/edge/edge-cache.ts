import { z } from 'zod';
import type { StateNotes } from '../state/state-notes.ts';
import type { EdgePurger } from './edge-purger.ts';

/**
 * Past this many pages, one purge of everything is cheaper for the edge than the pages' own
 * purges, and stays within Cloudflare's rate limits (a republish of every page, say).
 */
const PURGE_EVERYTHING_ABOVE_PAGES = 300;
const PENDING_META_KEY = 'edgePurgesPending';

const PendingSchema = z.object({ everything: z.boolean(), pages: z.array(z.string()) });
type Pending = z.infer<typeof PendingSchema>;
const isEmpty = (pending: Pending) => !pending.everything && pending.pages.length === 0;

/** A purge the edge did not acknowledge; the pages themselves are published. */
export class EdgePurgeError extends Error {}

/**
 * What the edge cache must forget before a publish may be answered as live: the pages a publish
 * is about to change, noted in the publisher's state (state/state-notes.ts) before they change and kept there until the edge
 * acknowledges their purge, so that neither a failed purge nor a crash between writing a page and
 * purging it leaves the edge serving the old page for weeks. A failed purge is tried again with
 * the next publish (the dispatcher sends a refused batch again), and every second meanwhile
 * (purge-retries.ts), so that an edge that was away is told as soon as it is back.
 */
export class EdgeCache {
  readonly #purger: EdgePurger;
  readonly #store: Pick<StateNotes, 'meta' | 'setMeta'>;
  readonly #log: (message: string) => void;

  constructor(purger: EdgePurger, store: Pick<StateNotes, 'meta' | 'setMeta'>, log: (message: string) => void) {
    this.#purger = purger;
    this.#store = store;
    this.#log = log;
  }

  #pending(): Pending {
    const stored = this.#store.meta(PENDING_META_KEY);
    return stored ? PendingSchema.parse(JSON.parse(stored)) : { everything: false, pages: [] };
  }

  #save(pending: Pending) {
    this.#store.setMeta(PENDING_META_KEY, isEmpty(pending) ? null : JSON.stringify(pending));
  }

  /** Whether a purge waits for the edge's acknowledgement. */
  waiting(): boolean {
    return !isEmpty(this.#pending());
  }

  /** Notes pages about to change (or be removed), before they do. */
  remember(pages: Iterable<string>): void {
    const pending = this.#pending();
    const all = new Set([...pending.pages, ...pages]);
    if (all.size !== pending.pages.length) this.#save({ ...pending, pages: [...all] });
  }

  /** Notes that every file may change: a full publish. */
  rememberEverything(): void {
    this.#save({ everything: true, pages: [] });
  }

  /**
   * Purges what is noted and forgets it; resolves with the pages purged (none listed after a purge
   * of everything). Throws an EdgePurgeError when the edge does not acknowledge, keeping the note.
   */
  async flush(): Promise<string[]> {
    const pending = this.#pending();
    if (isEmpty(pending)) return [];
    const everything = pending.everything || pending.pages.length > PURGE_EVERYTHING_ABOVE_PAGES;
    const count = pending.pages.length;
    const what = everything ? 'everything' : `${count} page${count === 1 ? '' : 's'}`;
    const started = performance.now();
    try {
      if (everything) await this.#purger.purgeEverything();
      else await this.#purger.purgePages(pending.pages);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EdgePurgeError(
        `The edge cache (${this.#purger.name}) did not purge ${what}; the pages are published and the purge is tried again: ${reason}`,
      );
    }
    // Only what was purged is forgotten: a page noted meanwhile waits for the next purge.
    const purged = new Set(pending.pages);
    const now = this.#pending();
    this.#save({
      everything: now.everything && !everything,
      pages: now.pages.filter((page) => !everything && !purged.has(page)),
    });
    this.#log(`purged ${what} at the edge (${this.#purger.name}) in ${Math.round(performance.now() - started)} ms`);
    return everything ? [] : pending.pages;
  }
}
