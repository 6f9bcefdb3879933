import type { Entity } from '#shared/entities/define-entity.ts';
import { isShown } from '#shared/entities/entity-texts.ts';
import type { PublishOperation } from '#shared/publish-tags.ts';
import type { Db } from '../db/database.ts';
import { changeTags, type PublishRules, pageSetTag, type WrittenRows } from '../outbox/change-tags.ts';
import type { Change } from '../repositories/outbox.ts';
import { findNeighbours } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';

/**
 * The change events of one entity's writes: what each names for the publisher, read in the
 * write's transaction (`trx`) so that the neighbours it names are those the write leaves.
 */
export function changeOfWrites(entity: Entity, publish: PublishRules) {
  const table = tableOf(entity);

  /**
   * The event of a write. A create's neighbours are read after the insert, a delete's before the
   * delete. An item the public site does not show (`isShown`), before and after, is written
   * unseen: no answer the site reads holds it, so the event names nothing to publish.
   */
  async function changeOf(trx: Db, operation: PublishOperation, id: number, rows: WrittenRows): Promise<Change> {
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
    const kept = new Set(publish.deleted?.(id));
    const moved = tags.filter((tag) => !kept.has(tag));
    const pageSet = pageSetTag(entity);
    return pageSet ? [...moved, pageSet] : moved;
  }

  return { changeOf, onAndOffTags };
}
