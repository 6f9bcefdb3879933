import { ENTITIES } from '#shared/entities/entities.ts';
import type { Db } from '../db/database.ts';
import type { Dispatcher } from '../outbox/dispatcher.ts';
import type { Storage } from '../uploads/storage.ts';
import { type ContentKind, contentKind } from './content-kind.ts';
import { type ContentKindName, serverRules } from './server-rules.ts';

/**
 * The content core: one registry of what the server can do to each kind of content, built once
 * with the app's services (services.ts) from ENTITIES and the server rules. The routes, the
 * scheduler, the trash, bulk reads and the live preview all look kinds up here; nothing registers
 * itself (docs/decisions/033-content-core.md).
 */
export function contentRegistry({
  db,
  storage,
  dispatcher,
  scheduler,
}: {
  db: Db;
  storage: Storage;
  dispatcher: Dispatcher;
  /** Woken by writes that set a schedule sooner than its next look (a unit's reservation end). */
  scheduler: { wake(at: string): void };
}) {
  const rules = serverRules(scheduler);
  const rulesOf = (kind: string) => (kind in rules ? rules[kind as ContentKindName] : undefined);
  const deps = { db, storage, dispatcher, rulesOf };
  const byKind = new Map<string, ContentKind>();
  for (const entity of ENTITIES) {
    const kindRules = rulesOf(entity.kind);
    if (kindRules) byKind.set(entity.kind, contentKind(deps, entity, kindRules));
  }

  return {
    /** Every kind, in the order of ENTITIES. */
    kinds: [...byKind.values()],
    /** The kind of that name; a kind the core does not write is a programming error. */
    of(kind: ContentKindName | (string & {})): ContentKind {
      const found = byKind.get(kind);
      if (!found) throw new Error(`The content core has no kind ${kind}`);
      return found;
    },
    rulesOf,
    /** How the scheduler does a schedule of `kind`; undefined for a kind that has none. */
    scheduledRunOf: (kind: string) => byKind.get(kind)?.scheduled,
  };
}

export type ContentRegistry = ReturnType<typeof contentRegistry>;
