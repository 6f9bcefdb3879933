import type { Entity } from '#shared/entities/define-entity.ts';
import { isPublished, isShown } from '#shared/entities/entity-texts.ts';
import type { PublishOperation } from '#shared/publish-tags.ts';
import type { ListPageQuery } from '#shared/payloads/list-page.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { recordWrite, type WrittenItem } from '../history/record-write.ts';
import { changeTags, type PublishRules, pageSetTag, type WrittenRows } from '../outbox/change-tags.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import { findChangeDraft } from '../repositories/change-drafts.ts';
import { readListPage } from '../repositories/list-page.ts';
import type { Change } from '../repositories/outbox.ts';
import {
  deleteRow,
  findNeighbours,
  findRow,
  insertRow,
  type ListOptions,
  listIds,
  listRows,
  PUBLISHED_COLUMN,
  type Row,
  rowExists,
  shownNeighbours,
  tableOf,
  updateRow,
} from '../repositories/resource-table.ts';
import { assertVersion, editConflict } from './versions.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import { checkUpload, fileKindOf, storedFiles, storeUpload, withFileUrls } from '../uploads/stored-files.ts';
import { TempUpload } from '../uploads/temp-upload.ts';
import { discardChangeDraft } from './change-draft-files.ts';

/** What the server alone knows of an entity's writes, beside its descriptor. */
export interface ServerRules {
  /** Body fields that must name an existing entity of another kind. */
  references?: { field: string; entity: Entity }[];
  /** Entities of another kind that go with this one when it is deleted (ON DELETE CASCADE), and come back with it. */
  dependants?: { entity: Entity; foreignKey: string }[];
  /** Entities of another kind whose reference to this one a delete clears (ON DELETE SET NULL) and a restore sets again. */
  detached?: { entity: Entity; foreignKey: string }[];
  /** Entities of another kind that forbid deleting this one while they exist. */
  blockers?: { entity: Entity; foreignKey: string; message: string }[];
  /** What each write of the entity changes on the public site. */
  publish: PublishRules;
  /** Adds what lists carry beyond the row itself. */
  decorateItems?: (db: Db, items: Row[]) => Promise<Row[]>;
  /** Values a create takes for the fields its body leaves out (a news item's date: today). */
  defaults?: () => Row;
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
}

/**
 * Reads and writes of one entity, for the generic routes and for the entity's own extra routes.
 * Each write commits with its change event and returns the event's id. An entity read carries its
 * row's `version` (which no answer schema lets out).
 */
export function resourceService(context: AppContext, entity: Entity, rules: ServerRules) {
  const { db, storage, dispatcher } = context;
  const table = tableOf(entity);
  const kindOf = (field: string) => fileKindOf(entity, field);
  /**
   * A row as answers carry it; whether it is published only for readers of drafts (`drafts`): the
   * others read published items alone, and the contract's answers have no such field.
   */
  const toItem = (row: Row, drafts = true) => {
    const { [PUBLISHED_COLUMN]: published, ...item } = withFileUrls(row, entity);
    return table.drafts && drafts ? { ...item, [PUBLISHED_COLUMN]: Boolean(published) } : item;
  };
  const trash = context.trash.accept({ entity, rules, changeOf });

  /** Rows as the entity's lists carry them. */
  async function listItems(rows: Row[], drafts = true) {
    const items = rows.map((row) => toItem(row, drafts));
    return rules.decorateItems ? rules.decorateItems(db, items) : items;
  }

  /** Of the published rows only (`published`) for those who may not read drafts. */
  const list = async (options: ListOptions = {}) => listItems(await listRows(db, table, options), !options.published);

  /** A page of the admin's paged list (`api.page`), and how many items match in all. */
  async function page(query: ListPageQuery) {
    const { listing } = entity;
    if (!listing) throw new Error(`${entity.kind} has no paged list`);
    const parents = Object.fromEntries((rules.references ?? []).map(({ field, entity: parent }) => [field, parent]));
    const { rows, total } = await readListPage(db, { ...entity, listing }, query, parents);
    return { items: await listItems(rows), total };
  }

  /**
   * The item with its neighbours; a draft only for who may read drafts (`drafts`), who are told
   * whether it is published unless `told` is false (a preview reads it as if it were); with its
   * unpublished changes applied (`changes`: a preview, the admin editing them).
   */
  async function get(
    id: number,
    { drafts = true, told = drafts, changes = false }: { drafts?: boolean; told?: boolean; changes?: boolean } = {},
  ): Promise<Row & { prev: number | null; next: number | null }> {
    const row = await findRow(db, table, id);
    if (!row || (!drafts && !isPublished(entity, row))) throw notFound(entity.noun.one);
    const changed = changes && table.drafts ? (await findChangeDraft(db, entity.kind, id))?.fields : undefined;
    return { ...toItem({ ...row, ...changed }, told), ...(await findNeighbours(db, table, id)) };
  }

  /** The items the public site shows with ids from `idFrom` to `idTo`, as `get` gives each to anyone (bulk reads). */
  async function shownSingles(idFrom: number, idTo: number) {
    const [rows, neighbours] = await Promise.all([
      listRows(db, table, { idFrom, idTo, shown: true, order: 'asc' }),
      shownNeighbours(db, table),
    ]);
    return rows.map((row) => ({ ...toItem(row, false), ...neighbours.get(Number(row[table.idColumn])) }));
  }

  async function checkReferences(values: Row) {
    const problems: Record<string, string> = {};
    for (const { field, entity: referenced } of rules.references ?? []) {
      const { table: name, idColumn } = tableOf(referenced);
      if (!(await rowExists(db, name, idColumn, values[field]))) {
        problems[field] = `There is no ${referenced.noun.one.toLowerCase()} with id ${values[field]}.`;
      }
    }
    if (Object.keys(problems).length > 0) throw badRequest(problems);
  }

  /** Splits a validated body into column values and uploads, checking every upload's content first. */
  async function readBody(body: Row) {
    const values: Row = {};
    const uploads: [string, TempUpload][] = [];
    for (const [field, value] of Object.entries(body)) {
      if (value instanceof TempUpload) uploads.push([field, value]);
      else if (field === PUBLISHED_COLUMN && table.drafts) values[field] = value ? 1 : 0;
      else if (value !== undefined) values[field] = value;
    }
    await checkReferences(values);
    for (const [field, upload] of uploads) await checkUpload(kindOf(field), field, upload);
    return { values, uploads };
  }

  async function storeUploads(uploads: [string, TempUpload][], changes: FileChanges) {
    const columns: Row = {};
    for (const [field, upload] of uploads) {
      columns[field] = await storeUpload(storage, kindOf(field), field, upload, changes);
    }
    return columns;
  }

  /** A write's body as column values, its uploads checked and stored (removed again if `changes` is discarded). */
  async function columnsOf(body: Row, changes: FileChanges): Promise<Row> {
    const { values, uploads } = await readBody(body);
    return { ...values, ...(await storeUploads(uploads, changes)) };
  }

  /**
   * The event of a write. A create's neighbours are read after the insert, a delete's before the
   * delete. An item the public site does not show (`isShown`), before and after, is written
   * unseen: no answer the site reads holds it, so the event names nothing to publish.
   */
  async function changeOf(trx: Db, operation: PublishOperation, id: number, rows: WrittenRows): Promise<Change> {
    const { publish } = rules;
    const change = { kind: entity.kind as Change['kind'], entityId: id, operation };
    const written = [rows.before, rows.after].filter((row) => row !== undefined);
    if (!written.some((row) => isShown(entity, row))) return { ...change, tags: [] };
    const movesNeighbours = operation !== 'update' && publish.neighbour !== undefined;
    const neighbours = movesNeighbours ? await findNeighbours(trx, table, id) : undefined;
    return { ...change, tags: changeTags(publish, operation, id, { ...rows, neighbours }) };
  }

  /**
   * The tags of an update that brings an item onto the public site, takes it off (`isShown`) or
   * moves it in its list (a news item's new date): those of a create or a delete, and the kind's
   * page set, whose change the publisher compares.
   */
  async function onAndOffTags(trx: Db, as: 'create' | 'delete', id: number, row: Row): Promise<string[]> {
    const { tags } = await changeOf(trx, as, id, as === 'create' ? { after: row } : { before: row });
    // What goes away with a deleted item stays with an item that leaves.
    const kept = new Set(rules.publish.deleted?.(id));
    const moved = tags.filter((tag) => !kept.has(tag));
    const pageSet = pageSetTag(entity);
    return pageSet ? [...moved, pageSet] : moved;
  }

  async function create(body: Row, actor: string) {
    const { values, uploads } = await readBody(body);
    const changes = new FileChanges();
    const { result: id, eventId } = await changes.apply(async () => {
      const row = { ...rules.defaults?.(), ...values, ...(await storeUploads(uploads, changes)) };
      return commitWithEvent(db, dispatcher, async (trx) => {
        const id = await insertRow(trx, table, row, actor);
        await recordWrite(trx, entity, { operation: 'create', id, actor });
        return { result: id, change: await changeOf(trx, 'create', id, { after: row }) };
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
    const { actor, accepted, restoredFrom, publication } = write;
    // Checked before the uploads are encoded, so that a stale edit fails fast; checked again when it commits.
    const before = await currentRow(db, id, accepted);
    const { values, uploads } = await readBody(body);
    // A save that changes nothing (the form sent back as it was) is no write: no version, no history,
    // no publish. A restore or a publication is one whatever the fields say.
    const unchanged = Object.entries(values).every(([field, value]) => (before[field] ?? null) === value);
    if (unchanged && uploads.length === 0 && restoredFrom === undefined && publication === undefined)
      return { entity: await get(id), eventId: null };
    const changes = new FileChanges();
    const { eventId } = await changes.apply(async () => {
      const files = await storeUploads(uploads, changes);
      return commitWithEvent(db, dispatcher, async (trx) => {
        const current = await currentRow(trx, id, accepted);
        const row = { ...values, ...files };
        // A file field given another file (an upload, or a restored version's) replaces the current one.
        const replacing = Object.keys(entity.files).filter((field) => field in row && row[field] !== current[field]);
        for (const field of replacing) changes.replaced(...storedFiles(storage, kindOf(field), current[field]));
        const after = { ...current, ...row };
        const [shownBefore, shownAfter] = [isShown(entity, current), isShown(entity, after)];
        const moves = table.orderColumn !== undefined && current[table.orderColumn] !== after[table.orderColumn];
        // An item leaves its place as a delete would, seen before the update, and takes its new one as a create.
        const leaving = shownBefore && (!shownAfter || moves) ? await onAndOffTags(trx, 'delete', id, current) : [];
        if (!(await updateRow(trx, table, id, row, Number(current.version), actor))) await conflictAfterRace(trx, id);
        await recordWrite(trx, entity, { operation: 'update', id, actor, before: current, restoredFrom, publication });
        await write.within?.(trx);
        const arriving = shownAfter && (!shownBefore || moves) ? await onAndOffTags(trx, 'create', id, after) : [];
        const change = await changeOf(trx, 'update', id, { before: current, after });
        return { result: id, change: { ...change, tags: [...new Set([...change.tags, ...leaving, ...arriving])] } };
      });
    });
    return { entity: await get(id), eventId };
  }

  /**
   * Deletes the item, with its dependants, into the trash, which keeps their files until it lets
   * them go (trash-service.ts); answers the trash entry's id beside the event's.
   */
  async function remove(id: number, { actor, accepted }: WriteRequest) {
    const files = new FileChanges();
    const { result: entryId, eventId } = await files.apply(() =>
      commitWithEvent(db, dispatcher, async (trx) => {
        const current = await currentRow(trx, id, accepted);
        for (const blocker of rules.blockers ?? []) {
          if (await rowExists(trx, tableOf(blocker.entity).table, blocker.foreignKey, id)) {
            throw new HttpError(409, 'IN_USE', blocker.message);
          }
        }
        const change = await changeOf(trx, 'delete', id, { before: current });
        await recordWrite(trx, entity, { operation: 'delete', id, actor, before: current });
        const entryId = await trash.keep(trx, { id, row: current, actor });
        if (!(await deleteRow(trx, table, id, Number(current.version)))) await conflictAfterRace(trx, id);
        // Its unpublished changes go: the trash keeps the item as it was published.
        if (table.drafts) files.replaced(...(await discardChangeDraft(trx, storage, entity, current)));
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

  const ids = (options: Pick<ListOptions, 'shown' | 'published'>) => listIds(db, table, options);
  return { list, page, ids, get, shownSingles, columnsOf, create, update, setPublished, remove };
}
