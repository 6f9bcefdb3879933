import type { z } from 'zod';
import type { Entity } from '#shared/entities/define-entity.ts';
import { isShown } from '#shared/entities/entity-texts.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { recordWrite, type WrittenItem } from '../history/record-write.ts';
import type { PublishRules } from '../outbox/change-tags.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import type { Dispatcher } from '../outbox/dispatcher.ts';
import { deleteRow, findRow, insertRow, rowExists, updateRow } from '../repositories/resource-table.ts';
import { removeItemSchedules } from '../repositories/schedules.ts';
import { PUBLISHED_COLUMN, type Row, tableOf } from '../repositories/table-shape.ts';
import type { ScheduledRun } from '../schedules/scheduler.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import { FOCAL_POINTS_COLUMN } from '../uploads/focal-points-column.ts';
import type { Storage } from '../uploads/storage.ts';
import { fileKindOf, storedFiles } from '../uploads/stored-files.ts';
import { discardChangeDraft } from './change-draft-files.ts';
import { changeOfWrites } from './change-of.ts';
import { keepInTrash } from './keep-in-trash.ts';
import { pointChanges, setMediaPoints, withNewMedia } from './media-references.ts';
import { type ReadRules, resourceReads } from './resource-reads.ts';
import { assertVersion, editConflict } from './versions.ts';
import { writeInput } from './write-input.ts';

/** What the server alone knows of an entity's reads and writes, beside its descriptor. */
export interface ServerRules extends ReadRules {
  /** Body fields that must name an existing entity of another kind. */
  references?: { field: string; entity: Entity }[];
  /** Entities of another kind that go with this one when it is deleted (ON DELETE CASCADE), and come back with it. */
  dependants?: { entity: Entity; foreignKey: string }[];
  /** Entities of another kind whose reference to this one a delete clears (ON DELETE SET NULL) and a restore sets again. */
  detached?: { entity: Entity; foreignKey: string }[];
  /** Entities of another kind that forbid deleting this one while they exist. */
  blockers?: { entity: Entity; foreignKey: string; message: string }[];
  /**
   * Refuses (409 IN_USE) a delete while something still shows the item, the answer naming each
   * place as `refusal` describes it: an image of the library that items show.
   */
  inUse?: { refusal: z.ZodObject; check: (db: Db, id: number) => Promise<void> };
  /** What each write of the entity changes on the public site. */
  publish: PublishRules;
  /** Values a create takes for the fields its body leaves out (a news item's date: today). */
  defaults?: () => Row;
  /**
   * Values that follow from what a write makes of the item (its row before, with the write's values
   * over it), taken over the write's own: a unit no longer reserved keeps no reservation's end.
   */
  follows?: (row: Row) => Row;
  /**
   * Checks what a write would make of the item (its row before, with the write's values over it),
   * across fields or against other rows, throwing an HttpError that names the fields (a unit's type
   * within its category, its reference unique in its building). `id` and `before` are absent for a
   * create.
   */
  check?: (db: Db, row: Row, id: number | undefined, before: Row | undefined) => Promise<void>;
  /**
   * Done in a create's or an update's transaction once the row is written, and in a restore's from
   * the trash: what the entity keeps elsewhere that follows from its row (a unit's reservation
   * ending, scheduled or not).
   */
  written?: (trx: Db, write: ItemWritten) => Promise<void>;
  /**
   * How the scheduler does this kind's schedules other than publications (a unit's reservation
   * ending); the kinds with drafts have their publications done by content/content-kind.ts.
   */
  scheduled?: (service: ResourceService, db: Db) => ScheduledRun;
}

/** What a kind's service works with: the database, the files, the outbox, and every kind's rules (for the trash). */
export interface ContentDeps {
  db: Db;
  storage: Storage;
  dispatcher: Dispatcher;
  rulesOf: (kind: string) => ServerRules | undefined;
}

export type ResourceService = ReturnType<typeof resourceService>;

/** A row written, as `written` is told of it: before (absent for a create or a restore) and after. */
export interface ItemWritten {
  id: number;
  before: Row | undefined;
  after: Row;
  actor: string;
}

/** Who asks for a write, and the versions it may be made from (null: any; see versions.ts). */
export interface WriteRequest {
  actor: string;
  accepted: string[] | null;
  /** Of an update that puts back an earlier version's fields (restore-version.ts): that version. */
  restoredFrom?: number;
  /** Of an update that only publishes or unpublishes the item, or publishes its saved changes: which. */
  publication?: WrittenItem['publication'];
  /** Of an update that publishes an item's saved changes (change-draft-service.ts): done in its transaction. */
  within?: (trx: Db) => Promise<void>;
  /** Of a publication done as scheduled (decision 026): when it was due. */
  scheduledFor?: string;
}

/**
 * Reads and writes of one entity, for the content core (content/content-kind.ts). Each write
 * commits with its change event and returns the event's id. An entity read carries its row's
 * `version` (which no answer schema lets out).
 */
export function resourceService({ db, storage, dispatcher, rulesOf }: ContentDeps, entity: Entity, rules: ServerRules) {
  const table = tableOf(entity);
  const kindOf = (field: string) => fileKindOf(entity, field);
  const { list, page, ids, get, shownSingles } = resourceReads(db, entity, rules);
  const { readBody, storeUploads, columnsOf } = writeInput(db, storage, entity, rules.references);
  const { changeOf, onAndOffTags } = changeOfWrites(entity, rules.publish);
  /** Kept in the delete's transaction, before the row goes; a dependant's rows keep what names them (`detached`). */
  const keepDeleted = (trx: Db, item: { id: number; row: Row; actor: string }) =>
    keepInTrash(trx, entity, rules, item, (dependant) => rulesOf(dependant.kind)?.detached ?? []);

  /** A write's values, with those that follow from what it makes of the item (`follows`) over them. */
  const withFollowing = (before: Row, values: Row) => ({ ...values, ...rules.follows?.({ ...before, ...values }) });

  async function create(body: Row, actor: string) {
    const read = await readBody(body);
    const values = withFollowing({}, { ...rules.defaults?.(), ...read.values });
    await rules.check?.(db, values, undefined, undefined);
    const changes = new FileChanges(storage.files);
    const { result: id, eventId } = await changes.apply(async () => {
      // What follows is taken again with the stored files, which some rows' keys name (an image's original name).
      const uploaded = withFollowing({}, { ...values, ...(await storeUploads(read.uploads, changes, actor)) });
      return commitWithEvent(db, dispatcher, async (trx) => {
        const row = await withNewMedia(trx, uploaded, read.points);
        const id = await insertRow(trx, table, row, actor);
        await recordWrite(trx, entity, { operation: 'create', id, actor });
        await rules.written?.(trx, { id, before: undefined, after: row, actor });
        const pointed = await setMediaPoints(trx, entity, row, read.points, actor);
        const change = await changeOf(trx, 'create', id, { after: row });
        return { result: id, change: { ...change, tags: [...change.tags, ...pointed] } };
      });
    });
    return { entity: await get(id), eventId };
  }

  /** The row of a write, checked against the versions the write may be made from. */
  async function currentRow(trx: Db, id: number, accepted: string[] | null) {
    const current = await findRow(trx, table, id);
    if (!current) throw notFound(entity.noun.one);
    assertVersion(entity.noun.one, current, accepted);
    return current;
  }

  /** Fails a write whose conditional statement found the row at another version than it read. */
  async function conflictAfterRace(trx: Db, id: number): Promise<never> {
    const current = await findRow(trx, table, id);
    throw current ? editConflict(entity.noun.one, current) : notFound(entity.noun.one);
  }

  async function update(id: number, body: Row, write: WriteRequest) {
    const { actor, accepted, restoredFrom, publication, scheduledFor } = write;
    // Checked before the uploads are encoded, so that a stale edit fails fast; checked again when it commits.
    const before = await currentRow(db, id, accepted);
    const read = await readBody(body);
    const { uploads } = read;
    const values = withFollowing(before, read.values);
    // A save that changes nothing (the form sent back as it was) is no write: no version, no history,
    // no publish. A restore or a publication is one whatever the fields say.
    const unchanged = Object.entries(values).every(([field, value]) => (before[field] ?? null) === value);
    const pointsUnchanged = (await pointChanges(db, entity, { ...before, ...values }, read.points)).length === 0;
    if (unchanged && pointsUnchanged && uploads.length === 0 && restoredFrom === undefined && publication === undefined)
      return { entity: await get(id), eventId: null };
    await rules.check?.(db, { ...before, ...values }, id, before);
    const changes = new FileChanges(storage.files);
    const { eventId } = await changes.apply(async () => {
      const files = await storeUploads(uploads, changes, actor);
      return commitWithEvent(db, dispatcher, async (trx) => {
        const current = await currentRow(trx, id, accepted);
        const row = await withNewMedia(trx, withFollowing(current, { ...values, ...files }), read.points);
        // A file field given another file (an upload, or a restored version's) replaces the current one.
        const replacing = Object.keys(entity.files).filter((field) => field in row && row[field] !== current[field]);
        for (const field of replacing) changes.replaced(...storedFiles(kindOf(field), current[field]));
        const after = { ...current, ...row };
        const [shownBefore, shownAfter] = [isShown(entity, current), isShown(entity, after)];
        // A new place in its list, or a new parent (`partOf`: a unit's building), which may show it where the last did not.
        const moves = [table.orderColumn, entity.partOf?.field].some(
          (column) => column !== undefined && current[column] !== after[column],
        );
        // An item leaves its place as a delete would, seen before the update, and takes its new one as a create.
        const leaving = shownBefore && (!shownAfter || moves) ? await onAndOffTags(trx, 'delete', id, current) : [];
        if (!(await updateRow(trx, table, id, row, Number(current.version), actor))) await conflictAfterRace(trx, id);
        const pointed = await setMediaPoints(trx, entity, after, read.points, actor);
        await recordWrite(trx, entity, {
          operation: 'update',
          id,
          actor,
          before: current,
          restoredFrom,
          publication,
          scheduledFor,
          alsoChanged: pointed.length > 0 ? [FOCAL_POINTS_COLUMN] : [],
        });
        await write.within?.(trx);
        await rules.written?.(trx, { id, before: current, after, actor });
        const arriving = shownAfter && (!shownBefore || moves) ? await onAndOffTags(trx, 'create', id, after) : [];
        const change = await changeOf(trx, 'update', id, { before: current, after });
        const tags = [...new Set([...change.tags, ...leaving, ...arriving, ...pointed])];
        return { result: id, change: { ...change, tags, publication, scheduledFor } };
      });
    });
    return { entity: await get(id), eventId };
  }

  /**
   * Deletes the item, with its dependants, into the trash, which keeps their files until it lets
   * them go (trash-service.ts); answers the trash entry's id beside the event's.
   */
  async function remove(id: number, { actor, accepted }: WriteRequest) {
    const files = new FileChanges(storage.files);
    const { result: entryId, eventId } = await files.apply(() =>
      commitWithEvent(db, dispatcher, async (trx) => {
        const current = await currentRow(trx, id, accepted);
        for (const blocker of rules.blockers ?? []) {
          if (await rowExists(trx, tableOf(blocker.entity).table, blocker.foreignKey, id)) {
            throw new HttpError(409, 'IN_USE', blocker.message);
          }
        }
        await rules.inUse?.check(trx, id);
        const change = await changeOf(trx, 'delete', id, { before: current });
        await recordWrite(trx, entity, { operation: 'delete', id, actor, before: current });
        const entryId = await keepDeleted(trx, { id, row: current, actor });
        if (!(await deleteRow(trx, table, id, Number(current.version)))) await conflictAfterRace(trx, id);
        // Its unpublished changes and its schedules go: the trash keeps the item as it was published.
        if (table.drafts) files.replaced(...(await discardChangeDraft(trx, entity, current)));
        await removeItemSchedules(trx, entity.kind, id);
        return { result: entryId, change };
      }),
    );
    return { eventId, entryId };
  }

  /** Puts an item of an entity with drafts on the site, or takes it back to a draft, changing nothing else. */
  async function setPublished(id: number, published: boolean, write: WriteRequest) {
    if (!table.drafts) throw new Error(`${entity.kind} has no drafts`);
    return update(
      id,
      { [PUBLISHED_COLUMN]: published },
      { ...write, publication: published ? 'publish' : 'unpublish' },
    );
  }

  return { list, page, ids, get, shownSingles, columnsOf, create, update, setPublished, remove };
}
