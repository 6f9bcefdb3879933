import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '#shared/i18n/languages.ts';
import { readServerLanguageWith } from '../stores/server-language.ts';

/**
 * What one page render reads: the tags of its API answers, and the answers it shares with the
 * other renders of the same static build or publish. The publisher
 * reads the tags to know which pages an edit touches (middleware.ts hands them over).
 */
export interface RenderScope {
  /** The page's language, which its islands read (stores/language.ts); none outside a page. */
  language?: Language;
  tags: Set<string>;
  answers: Map<string, Promise<unknown>>;
  /** A preview's grant (schemas/preview.ts), which the page's reads of the API carry. */
  preview?: string | undefined;
  /**
   * A live preview's answers by API path (docs/decisions/028-live-preview.md): the unsaved item
   * its reads take instead of the API's, checked by the same schemas.
   */
  given?: Record<string, unknown> | undefined;
  /** Whether its publish reads the API in bulk (api.ts), as one of many pages does. */
  bulk?: boolean;
}

// Keyed on globalThis: the publisher loads the site's modules bundled into a server build beside
// its own copy of them, and both must see one store.
const STORE_KEY = Symbol.for('tirana.site.render-scope');
const shared = globalThis as { [STORE_KEY]?: AsyncLocalStorage<RenderScope> };
shared[STORE_KEY] ??= new AsyncLocalStorage<RenderScope>();
const storage = shared[STORE_KEY];

export const currentRenderScope = () => storage.getStore();

readServerLanguageWith(() => storage.getStore()?.language);

export const runInRenderScope = <T>(scope: RenderScope, render: () => Promise<T>) => storage.run(scope, render);

/** What the renders of one static build or publish share: the API's answers. */
export interface SharedRenders {
  answers: Map<string, Promise<unknown>>;
}

export const newSharedRenders = (): SharedRenders => ({ answers: new Map() });

/** Kept for a whole static build, where many pages show the same lists. */
const buildRenders = newSharedRenders();
let publishRenders = { batch: '', ...newSharedRenders() };

/** What a render may reuse: its publish's (`batch`), which only lives until the next one, or the build's. */
export function sharedRendersOf(batch: string | null): SharedRenders {
  if (batch === null) return buildRenders;
  if (publishRenders.batch !== batch) publishRenders = { batch, ...newSharedRenders() };
  return publishRenders;
}
