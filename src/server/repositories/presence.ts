import type { EditorPresent } from '#shared/payloads/presence.ts';
import type { Db } from '../db/database.ts';

/** One open form: which item, which tab, whose. */
export interface OpenForm {
  kind: string;
  entityId: number;
  tab: string;
  userId: number;
}

/**
 * Notes that `form` is open now: its first beat sets `since`, each later one `seenAt` (one
 * statement, so that two instances taking beats of the same tab at once keep one row).
 */
export async function notePresence(db: Db, form: OpenForm, now: string): Promise<void> {
  await db
    .insertInto('presence')
    .values({ ...form, since: now, seenAt: now })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'entityId', 'tab']).doUpdateSet({ userId: form.userId, seenAt: now }),
    )
    .execute();
}

/** Forgets an open form: its tab closed or left the item. */
export async function endPresence(db: Db, form: OpenForm): Promise<void> {
  await db
    .deleteFrom('presence')
    .where('kind', '=', form.kind)
    .where('entityId', '=', form.entityId)
    .where('tab', '=', form.tab)
    .where('userId', '=', form.userId)
    .execute();
}

/**
 * The other accounts with the item's form open, seen since `seenSince`, each with its earliest
 * open form's `since`; by that, earliest first. Forms not seen since then are forgotten.
 */
export async function othersPresent(db: Db, form: Omit<OpenForm, 'tab'>, seenSince: string): Promise<EditorPresent[]> {
  await db.deleteFrom('presence').where('seenAt', '<', seenSince).execute();
  return db
    .selectFrom('presence')
    .innerJoin('users', 'users.userId', 'presence.userId')
    .select((eb) => ['users.username', eb.fn.min('presence.since').as('since')])
    .where('presence.kind', '=', form.kind)
    .where('presence.entityId', '=', form.entityId)
    .where('presence.userId', '!=', form.userId)
    .groupBy('users.username')
    .orderBy('since')
    .execute();
}
