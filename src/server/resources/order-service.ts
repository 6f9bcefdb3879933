import { type Kysely, sql } from 'kysely';
import { ADMIN_ORDER, type Entity } from '#shared/entities/define-entity.ts';
import type { PagedKind } from '#shared/entities/entities.ts';
import { TAGS } from '#shared/publish-tags.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../errors.ts';
import type { PublishRules } from '../outbox/change-tags.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import { orderTags } from '../outbox/order-tags.ts';
import type { Change } from '../repositories/outbox.ts';
import { orderedIds, writePositions } from '../repositories/positions.ts';
import { findRow, tableOf } from '../repositories/resource-table.ts';

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
};

/**
 * The order an admin sets for an entity's list (ADMIN_ORDER), or for one parent's images: it
 * commits with its change event, whose tags are those of the pages the new order changes.
 */
export function orderService(context: AppContext, entity: Entity, publish: PublishRules) {
  const { db, dispatcher } = context;
  const table = tableOf(entity);
  const parent = entity.collection?.parent;
  if (entity.orderBy !== ADMIN_ORDER) throw new Error(`${entity.kind} is not in an order admins set`);

  /** Waits for any other order of the same list to commit, by writing its rows unchanged (both engines lock them). */
  async function lockList(trx: Db, parentId: number | undefined) {
    const within =
      table.parentColumn && parentId !== undefined ? sql`where ${sql.ref(table.parentColumn)} = ${parentId}` : sql``;
    const position = sql.ref(ADMIN_ORDER);
    await sql`update ${sql.table(table.table)} set ${position} = ${position} ${within}`.execute(trx as Kysely<unknown>);
  }

  /** Sets the list's order to `ids`, which must be its ids, each once; of one parent's images when `parentId` is given. */
  async function reorder(ids: number[], parentId?: number) {
    if (parent && (parentId === undefined || !(await findRow(db, tableOf(parent), parentId)))) {
      throw notFound(parent.label);
    }
    return commitWithEvent(db, dispatcher, async (trx) => {
      await lockList(trx, parentId);
      if (!sameIds(await orderedIds(trx, table, parentId), ids)) {
        throw new HttpError(
          409,
          'ORDER_OUTDATED',
          `The list of ${entity.label.toLowerCase()}s has changed since it was loaded: reload it and order it again.`,
        );
      }
      const before = await orderedIds(trx, table, parentId, { shown: true });
      await writePositions(trx, table, ids);
      const after = await orderedIds(trx, table, parentId, { shown: true });
      const row = parent && parentId !== undefined ? { [parent.idField]: parentId } : {};
      const pageSet = entity.pages ? TAGS.pageSet(entity.kind as PagedKind) : undefined;
      const change: Change = {
        kind: entity.kind as Change['kind'],
        entityId: parentId ?? 0,
        operation: 'reorder',
        tags: orderTags(publish, { before, after, row, pageSet }),
      };
      return { result: ids, change };
    });
  }

  return { reorder };
}
