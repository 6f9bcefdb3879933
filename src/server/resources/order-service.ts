import { ADMIN_ORDER, type Entity } from '#shared/entities/define-entity.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import { type PublishRules, pageSetTag } from '../outbox/change-tags.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import type { Dispatcher } from '../outbox/dispatcher.ts';
import { orderTags } from '../outbox/order-tags.ts';
import { insertActivity } from '../repositories/activity.ts';
import type { Change } from '../repositories/outbox.ts';
import { lockPositions, writePositions } from '../repositories/positions.ts';
import { listIds, rowExists } from '../repositories/resource-table.ts';
import { tableOf } from '../repositories/table-shape.ts';

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
};

/**
 * The order an admin sets for an entity's list (ADMIN_ORDER), or for one parent's images: it
 * commits with its change event, whose tags are those of the pages the new order changes.
 */
export function orderService(
  { db, dispatcher }: { db: Db; dispatcher: Dispatcher },
  entity: Entity,
  publish: PublishRules,
) {
  const table = tableOf(entity);
  const parent = entity.collection?.parent;
  if (entity.orderBy !== ADMIN_ORDER) throw new Error(`${entity.kind} is not in an order admins set`);

  /**
   * Sets the list's order to `ids`, which must be its ids, each once; of one parent's images when
   * `parentId` is given. The activity log says that `actor` did.
   */
  async function reorder(ids: number[], actor: string, parentId?: number) {
    if (parent && (parentId === undefined || !(await rowExists(db, tableOf(parent).table, parent.idField, parentId)))) {
      throw notFound(parent.noun.one);
    }
    // The list's rows, and what the rules' `tags` read of a moved item: its parent, for a parent's images.
    const list = parent ? { [parent.idField]: parentId } : {};
    return commitWithEvent(db, dispatcher, async (trx) => {
      await lockPositions(trx, table, list);
      if (!sameIds(await listIds(trx, table, { where: list }), ids)) {
        throw new HttpError(
          409,
          'ORDER_OUTDATED',
          `The list of ${entity.noun.many.toLowerCase()} has changed since it was loaded: reload it and order it again.`,
        );
      }
      const before = await listIds(trx, table, { where: list, shown: true });
      await writePositions(trx, table, ids);
      const after = await listIds(trx, table, { where: list, shown: true });
      const within = parent ? ` of ${parent.noun.one.toLowerCase()} #${parentId}` : '';
      const summary = `Reordered the ${entity.noun.many.toLowerCase()}${within}`;
      const details = parent && parentId !== undefined ? { parent: { kind: parent.kind, id: parentId } } : {};
      await insertActivity(trx, {
        actor,
        action: 'reorder',
        kind: entity.kind,
        entityId: parentId ?? null,
        summary,
        details,
      });
      const change: Change = {
        kind: entity.kind as Change['kind'],
        entityId: parentId ?? 0,
        operation: 'reorder',
        tags: orderTags(publish, { before, after, row: list, pageSet: pageSetTag(entity) }),
      };
      return { result: ids, change };
    });
  }

  return { reorder };
}
