import { DAY_MS } from '#shared/constants.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import { type EntityKind, entityOf } from '#shared/entities/entities.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { Trash, TrashEntry } from '#shared/payloads/trash.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { itemDetails } from '../history/item-content.ts';
import type { PublishRules } from '../outbox/change-tags.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import type { Dispatcher } from '../outbox/dispatcher.ts';
import { insertActivity } from '../repositories/activity.ts';
import { titlesOf } from '../repositories/item-titles.ts';
import { mediaFieldsOf } from '../repositories/media.ts';
import { rowExists } from '../repositories/resource-table.ts';
import { reinsertRow, relinkRows } from '../repositories/restored-rows.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { listTrashEntries, type TrashContent, takeTrashEntries } from '../repositories/trash.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import type { Storage } from '../uploads/storage.ts';
import { storedFiles } from '../uploads/stored-files.ts';
import { changeOfWrites } from './change-of.ts';

/** What the trash needs of an entity's server rules (resource-service.ts's ServerRules). */
export interface TrashRules {
  references?: { field: string; entity: Entity }[];
  dependants?: { entity: Entity; foreignKey: string }[];
  detached?: { entity: Entity; foreignKey: string }[];
  publish: PublishRules;
  /** What follows from a row put back that its kind keeps elsewhere (a unit's reservation ending). */
  written?: (trx: Db, write: { id: number; before: undefined; after: Row; actor: string }) => Promise<void>;
}

/** The files of every row of an entry, which the trash keeps until it lets the entry go. */
const filesOf = (content: TrashContent) =>
  content.rows.flatMap(({ kind, row }) =>
    Object.entries(entityOf(kind).files).flatMap(([field, file]) => storedFiles(file.kind, row[field])),
  );

/** How many rows of each kind went with the item. */
function dependantsOf(content: TrashContent): TrashEntry['dependants'] {
  const counts = new Map<EntityKind, number>();
  for (const { kind } of content.rows.slice(1)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
}

const restoreRefused = (code: string, message: string) => new HttpError(409, code, message);
/** An entry restored or deleted for good meanwhile, by someone else or by the purge. */
const gone = () => new HttpError(404, 'NOT_FOUND', 'This item is no longer in the trash.');

/**
 * The trash (docs/decisions/014-trash.md): a delete keeps the item's rows and those deleted with it,
 * and leaves their files in place, so that a restore puts everything back as it was and publishes
 * its pages again. The files go with the entry: deleted for good, emptied, or purged once older
 * than `retentionDays`, always after the entry's removal has committed (decision 002).
 */
export function trashService({
  db,
  storage,
  dispatcher,
  retentionDays,
  rulesOf,
}: {
  db: Db;
  storage: Storage;
  dispatcher: Dispatcher;
  retentionDays: number;
  /** Each kind's rules, from the content core (content/server-rules.ts). */
  rulesOf: (kind: string) => TrashRules | undefined;
}) {
  /** A kind as the trash restores it: its descriptor, its rules, and how its writes name their change. */
  const trashedKind = (kind: EntityKind) => {
    const rules = rulesOf(kind);
    if (!rules) throw new Error(`The trash does not know ${kind}`);
    const entity = entityOf(kind);
    return { entity, rules, changeOf: changeOfWrites(entity, rules.publish).changeOf };
  };

  async function list(): Promise<Trash> {
    const kept = await listTrashEntries(db);
    // Named in both languages from the rows they keep; the stored title, English first, is the API's messages'.
    const titles = await titlesOf(
      db,
      kept.map(({ kind, entityId, content }) => ({ kind, id: entityId, row: content.rows[0]?.row })),
    );
    const entries = kept.map(({ entryId, kind, entityId, content, deletedBy, deletedAt }, at) => ({
      entryId,
      kind,
      entityId,
      titles: titles[at] ?? { en: '', sq: '' },
      dependants: dependantsOf(content),
      deletedBy,
      deletedAt,
      purgeAt: new Date(Date.parse(deletedAt) + retentionDays * DAY_MS).toISOString(),
    }));
    return { retentionDays, entries };
  }

  /** Refuses a row whose id is taken, or that names an item that is gone; `what` names the row in the refusal. */
  async function assertRestorable(trx: Db, title: string, entity: Entity, row: Row, what: string) {
    const { table, idColumn } = tableOf(entity);
    const id = Number(row[idColumn]);
    if (await rowExists(trx, table, idColumn, id)) {
      throw restoreRefused(
        'ID_TAKEN',
        `“${title}” cannot be restored: ${entity.noun.one.toLowerCase()} #${id} exists.`,
      );
    }
    for (const { field, entity: referenced } of rulesOf(entity.kind)?.references ?? []) {
      const reference = tableOf(referenced);
      if (await rowExists(trx, reference.table, reference.idColumn, row[field])) continue;
      throw restoreRefused(
        'REFERENCE_GONE',
        `“${title}” cannot be restored: ${what} needs ${referenced.noun.one.toLowerCase()} #${row[field]}, ` +
          'which no longer exists. Restore that first, if it is in the trash.',
      );
    }
    for (const field of mediaFieldsOf(entity)) {
      const mediaId = row[mediaReferenceOf(field)];
      if (mediaId === null || mediaId === undefined || (await rowExists(trx, 'media', 'mediaId', mediaId))) continue;
      throw restoreRefused(
        'REFERENCE_GONE',
        `“${title}” cannot be restored: ${what} shows image #${mediaId} of the library (${entity.files[field]?.label}), ` +
          'which no longer exists. Restore that first, if it is in the trash.',
      );
    }
  }

  /**
   * Puts an entry's rows back with their ids, the item's first, and links again the rows of other
   * kinds that named it; commits with a restore event, which the publisher takes as a create: it
   * adds the item's pages again.
   */
  async function restore(entryId: number, actor: string) {
    return commitWithEvent(db, dispatcher, async (trx) => {
      const [entry] = await takeTrashEntries(trx, { entryId });
      if (!entry) throw gone();
      const { rows, detached } = entry.content;
      for (const [at, { kind, row }] of rows.entries()) {
        const { entity, rules } = trashedKind(kind);
        const what = at === 0 ? 'it' : `its ${entity.noun.one.toLowerCase()} #${row[entity.idField]}`;
        await assertRestorable(trx, entry.title, entity, row, what);
        await reinsertRow(trx, tableOf(entity).table, row);
        const id = Number(row[entity.idField]);
        await rules.written?.(trx, { id, before: undefined, after: row, actor });
      }
      for (const { kind, foreignKey, ids, to } of detached) {
        const { table, idColumn } = tableOf(entityOf(kind));
        await relinkRows(trx, { table, idColumn, foreignKey }, to ?? entry.entityId, ids);
      }
      // What a restore changes on the site is what the delete changed: the tags the delete's event
      // would name now that the rows are back, its neighbours read as a delete reads them.
      const item = trashedKind(entry.kind);
      const change = await item.changeOf(trx, 'delete', entry.entityId, { before: rows[0]?.row });
      const restored = { kind: entry.kind, entityId: entry.entityId, title: entry.title };
      const summary = `Restored ${item.entity.noun.one.toLowerCase()} “${entry.title}” from the trash`;
      const details = { ...itemDetails(item.entity, rows[0]?.row ?? {}), fromTrash: true };
      await insertActivity(trx, {
        actor,
        action: 'restore',
        kind: entry.kind,
        entityId: entry.entityId,
        summary,
        details,
      });
      return { result: restored, change: { ...change, operation: 'restore' as const } };
    });
  }

  /** Removes the entries asked for, and their files once that has committed; answers how many. */
  async function removeForGood(which: Parameters<typeof takeTrashEntries>[1]): Promise<number> {
    const changes = new FileChanges(storage.files);
    return changes.apply(async () => {
      const taken = await takeTrashEntries(db, which);
      for (const { content } of taken) changes.replaced(...filesOf(content));
      return taken.length;
    });
  }

  return {
    list,
    restore,
    /** Deletes one entry for good, with its files. */
    async discard(entryId: number) {
      if ((await removeForGood({ entryId })) === 0) throw gone();
    },
    /** Deletes every entry for good, with their files; answers how many. */
    empty: () => removeForGood('all'),
    /** Deletes for good the entries older than the retention at `now`, with their files; answers how many. */
    purge: (now = new Date()) =>
      removeForGood({ deletedBefore: new Date(now.getTime() - retentionDays * DAY_MS).toISOString() }),
  };
}

export type TrashService = ReturnType<typeof trashService>;
