import type { Entity } from '#shared/entities/define-entity.ts';
import type { EntityKind } from '#shared/entities/entities.ts';
import type { Db } from '../db/database.ts';
import { findRow, listRows, selectColumn } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { insertTrashEntry, type TrashContent } from '../repositories/trash.ts';

type Relation = { entity: Entity; foreignKey: string };

/** A descriptor's kind, which the generic Entity types as any string. */
const kindOf = (entity: Entity) => entity.kind as EntityKind;

/** An item's name in its own texts (a title, a category's name), in English or else Albanian; '' without one. */
function nameOf(entity: Entity, row: Row): string {
  const pair = entity.texts?.title ?? entity.texts?.name;
  return pair ? String(row[pair.en] || row[pair.sq] || '').trim() : '';
}

/** What the trash calls an item: its name; an image, by the parent it belongs to. */
async function titleOf(trx: Db, entity: Entity, id: number, row: Row): Promise<string> {
  const parent = entity.collection?.parent;
  if (!parent) return nameOf(entity, row) || `${entity.noun.one} #${id}`;
  const parentId = Number(row[parent.idField]);
  const parentRow = await findRow(trx, tableOf(parent), parentId);
  return `Image #${id} of ${(parentRow && nameOf(parent, parentRow)) || `${parent.noun.one.toLowerCase()} #${parentId}`}`;
}

/**
 * The rows of `detached` kinds that name one of the dependants `named` (rows deleted with the item),
 * by the dependant each names (`to`): one read per kind, however many dependants there are.
 */
async function detachedFromDependants(trx: Db, detached: Relation[], named: number[]) {
  const found: TrashContent['detached'] = [];
  if (named.length === 0) return found;
  const dependants = new Set(named);
  const within = (column: string) => ({ column, from: Math.min(...named), to: Math.max(...named) });
  for (const { entity: other, foreignKey } of detached) {
    const byDependant = new Map<number, number[]>();
    for (const row of await listRows(trx, tableOf(other), { within: within(foreignKey) })) {
      const to = Number(row[foreignKey]);
      if (dependants.has(to)) byDependant.set(to, [...(byDependant.get(to) ?? []), Number(row[other.idField])]);
    }
    for (const [to, ids] of byDependant) found.push({ kind: kindOf(other), foreignKey, ids, to });
  }
  return found;
}

/**
 * Keeps an item that `actor` deletes in the trash, in the delete's transaction and before the
 * delete: its row, the rows of its `dependants` (which the delete takes with it), and which rows of
 * `detached` kinds name it or a dependant (`detachedOf` the dependant's kind: a unit deleted with its
 * building leaves its inquiries). Answers the entry's id.
 */
export async function keepInTrash(
  trx: Db,
  entity: Entity,
  { dependants = [], detached = [] }: { dependants?: Relation[] | undefined; detached?: Relation[] | undefined },
  { id, row, actor }: { id: number; row: Row; actor: string },
  detachedOf: (dependant: Entity) => Relation[] = () => [],
): Promise<number> {
  const content: TrashContent = { rows: [{ kind: kindOf(entity), row }], detached: [] };
  for (const { entity: dependant, foreignKey } of dependants) {
    const dependantRows = await listRows(trx, tableOf(dependant), { where: { [foreignKey]: id } });
    for (const dependantRow of dependantRows) content.rows.push({ kind: kindOf(dependant), row: dependantRow });
    const dependantIds = dependantRows.map((dependantRow) => Number(dependantRow[dependant.idField]));
    content.detached.push(...(await detachedFromDependants(trx, detachedOf(dependant), dependantIds)));
  }
  for (const { entity: other, foreignKey } of detached) {
    const ids = (await selectColumn(trx, tableOf(other).table, other.idField, { [foreignKey]: id })).map(Number);
    if (ids.length > 0) content.detached.push({ kind: kindOf(other), foreignKey, ids });
  }
  const title = await titleOf(trx, entity, id, row);
  return insertTrashEntry(trx, { kind: kindOf(entity), entityId: id, title, content, deletedBy: actor });
}
