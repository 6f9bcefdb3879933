import type { Entity } from '#shared/entities/define-entity.ts';
import { type EntityKind, entityOf } from '#shared/entities/entities.ts';
import type { ItemTitles } from '#shared/payloads/item-titles.ts';
import type { Db } from '../db/database.ts';
import { findRows } from './resource-table.ts';
import { type Row, tableOf } from './table-shape.ts';
import { findTrashEntriesOf } from './trash.ts';

/** An item the admin names, by kind and id; with its row when the caller holds it (a trash entry's). */
export interface NamedItem {
  kind: EntityKind;
  id: number;
  row?: Row | undefined;
}

const keyOf = (kind: EntityKind, id: number) => `${kind}:${id}`;

/** An item's titles from its row; null for an entity the admin lists without a title (a contact). */
function titlesOfRow(entity: Entity, row: Row): ItemTitles | null {
  const pair = tableOf(entity).title;
  return pair ? { en: String(row[pair.en] ?? ''), sq: String(row[pair.sq] ?? '') } : null;
}

/** Whether the admin names an item of the entity by what its row holds: its title, or its parent's. */
const isNamed = (entity: Entity) => entity.collection !== undefined || tableOf(entity).title !== undefined;

/**
 * The rows of the items of one kind, by id: those in its table, or else the ones their trash entries
 * keep. Two queries at most, whatever the number of ids.
 */
async function rowsOf(db: Db, kind: EntityKind, ids: number[]): Promise<Map<number, Row>> {
  const shape = tableOf(entityOf(kind));
  const rows = new Map((await findRows(db, shape, ids)).map((row) => [Number(row[shape.idColumn]), row]));
  const deleted = ids.filter((id) => !rows.has(id));
  // Newest first: should two entries keep the same item, its latest delete names it.
  for (const { entityId, content } of await findTrashEntriesOf(db, kind, deleted)) {
    const [kept] = content.rows;
    if (kept && !rows.has(entityId)) rows.set(entityId, kept.row);
  }
  return rows;
}

/**
 * What the admin calls each of `items` now, in both languages: its titles from its row, else from
 * its trash entry; an image's, its parent's, found the same way. Null for an item found nowhere
 * and for a kind without titles. A couple of queries per kind, however many items.
 */
export async function titlesOf(db: Db, items: readonly NamedItem[]): Promise<(ItemTitles | null)[]> {
  const unread = new Map<EntityKind, Set<number>>();
  for (const { kind, id, row } of items) {
    if (row || !isNamed(entityOf(kind))) continue;
    unread.set(kind, (unread.get(kind) ?? new Set()).add(id));
  }
  const read = new Map<string, Row>();
  for (const [kind, ids] of unread) {
    for (const [id, row] of await rowsOf(db, kind, [...ids])) read.set(keyOf(kind, id), row);
  }
  const rowOf = (item: NamedItem) => item.row ?? read.get(keyOf(item.kind, item.id));

  const parentOf = (item: NamedItem): NamedItem | undefined => {
    const entity: Entity = entityOf(item.kind);
    const parent = entity.collection?.parent;
    const row = rowOf(item);
    return parent && row ? { kind: parent.kind as EntityKind, id: Number(row[parent.idField]) } : undefined;
  };
  const parents = items.flatMap((item) => parentOf(item) ?? []);
  // A parent is never an image itself: this call goes no deeper.
  const parentTitles = parents.length === 0 ? [] : await titlesOf(db, parents);
  const titlesOfParent = new Map(parents.map(({ kind, id }, at) => [keyOf(kind, id), parentTitles[at] ?? null]));

  return items.map((item) => {
    const parent = parentOf(item);
    if (parent) return titlesOfParent.get(keyOf(parent.kind, parent.id)) ?? null;
    const row = rowOf(item);
    return row ? titlesOfRow(entityOf(item.kind), row) : null;
  });
}
