import type { Entity } from '#shared/entities/define-entity.ts';
import { isOffSite, isPublished, isShown } from '#shared/entities/entity-texts.ts';
import type { FocalPoints } from '#shared/entities/focal-points.ts';
import type { ListPageQuery } from '#shared/payloads/list-page.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { findChangeDraft } from '../repositories/change-drafts.ts';
import { withJsonFields } from '../repositories/json-fields.ts';
import { readListPage } from '../repositories/list-page.ts';
import type { MediaRow } from '../repositories/media.ts';
import { mediaOfRows } from '../repositories/media.ts';
import {
  findNeighbours,
  findRow,
  type ListOptions,
  listIds,
  listRows,
  shownNeighbours,
} from '../repositories/resource-table.ts';
import { PUBLISHED_COLUMN, type Row, tableOf } from '../repositories/table-shape.ts';
import { FOCAL_POINTS_COLUMN } from '../uploads/focal-points-column.ts';
import { withFileUrls } from '../uploads/stored-files.ts';

/** What the reads need of an entity's server rules (resource-service.ts's ServerRules). */
export interface ReadRules {
  references?: { field: string; entity: Entity }[];
  /** Adds what lists carry beyond the row itself. */
  decorateItems?: (db: Db, items: Row[]) => Promise<Row[]>;
  /** What readers of the public site's items (not editors) get of rows: a unit's price only where its building shows it. */
  publicRows?: (db: Db, rows: Row[]) => Promise<Row[]>;
}

/**
 * The reads of one entity, which resource-service.ts answers beside its writes. They run on `db`,
 * outside any write's transaction: a write reads its item back once it has committed.
 */
export function resourceReads(db: Db, entity: Entity, rules: ReadRules) {
  const table = tableOf(entity);
  /**
   * A row as answers carry it; whether it is published only for readers of drafts (`drafts`): the
   * others read published items alone, and the contract's answers have no such field.
   */
  const toItem = (row: Row, media: Map<number, MediaRow>, drafts = true) => {
    const { [PUBLISHED_COLUMN]: published, ...item } = withFileUrls(withJsonFields(row, entity), entity, media);
    return table.drafts && drafts ? { ...item, [PUBLISHED_COLUMN]: Boolean(published) } : item;
  };

  /** Rows as answers carry them (`toItem`), with the library's rows their images refer to read in one go. */
  async function toItems(rows: Row[], drafts = true) {
    const media = await mediaOfRows(db, entity, rows);
    return rows.map((row) => toItem(row, media, drafts));
  }

  /**
   * An item read with its unpublished changes, with the points they hold for its images, which the
   * images' media rows take only once the changes are published (change-draft-service.ts).
   */
  function withChangedPoints(item: Row, changed: Row | undefined): Row {
    const points = changed?.[FOCAL_POINTS_COLUMN] as Partial<FocalPoints> | undefined;
    if (!points) return item;
    const sets = { ...(item.imageSets as Record<string, ImageSet | null>) };
    for (const [field, point] of Object.entries(points)) {
      const set = sets[field];
      if (set && point) sets[field] = { ...set, focalPoint: point };
    }
    return {
      ...item,
      [FOCAL_POINTS_COLUMN]: { ...(item[FOCAL_POINTS_COLUMN] as FocalPoints), ...points },
      imageSets: sets,
    };
  }

  /**
   * Whether anyone may read a row: it is published, no value of its own keeps it off the site, and
   * the row it is part of (a unit's building) is shown.
   */
  async function isPublic(row: Row): Promise<boolean> {
    if (!isPublished(entity, row) || isOffSite(entity, row)) return false;
    const { parent } = table;
    if (!parent) return true;
    const parentRow = await findRow(db, parent.shape, Number(row[parent.column]));
    return parentRow !== undefined && entity.partOf !== undefined && isShown(entity.partOf.entity, parentRow);
  }

  /** Rows as the entity's lists carry them. */
  async function listItems(rows: Row[], drafts = true) {
    const items = await toItems(rows, drafts);
    return rules.decorateItems ? rules.decorateItems(db, items) : items;
  }

  /** Rows as the public site's readers get them (`publicRows`). */
  const forPublic = (rows: Row[]) => (rules.publicRows ? rules.publicRows(db, rows) : Promise.resolve(rows));

  /** Of the published rows only (`published`) for those who may not read drafts; the public site's rows (`shown`) as it gets them. */
  async function list(options: ListOptions = {}) {
    const rows = await listRows(db, table, options);
    return listItems(options.published || options.shown ? await forPublic(rows) : rows, !options.published);
  }

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
    if (!row || (!drafts && !(await isPublic(row)))) throw notFound(entity.noun.one);
    const changed = changes && table.drafts ? (await findChangeDraft(db, entity.kind, id))?.fields : undefined;
    const [read = row] = drafts ? [row] : await forPublic([row]);
    const [item = {}] = await toItems([{ ...read, ...changed }], told);
    return { ...withChangedPoints(item, changed), ...(await findNeighbours(db, table, id)) };
  }

  /** The items the public site shows with ids from `idFrom` to `idTo`, as `get` gives each to anyone (bulk reads). */
  async function shownSingles(idFrom: number, idTo: number) {
    const [rows, neighbours] = await Promise.all([
      listRows(db, table, { idFrom, idTo, shown: true, order: 'asc' }).then(forPublic),
      shownNeighbours(db, table),
    ]);
    const items = await toItems(rows, false);
    return items.map((item, at) => ({ ...item, ...neighbours.get(Number(rows[at]?.[table.idColumn])) }));
  }

  const ids = (options: Pick<ListOptions, 'shown' | 'published'>) => listIds(db, table, options);
  return { list, page, ids, get, shownSingles };
}
