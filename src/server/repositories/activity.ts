import { type Insertable, type SqlBool, sql } from 'kysely';
import type { ActivityDetails, ActivityEntry } from '#shared/payloads/activity.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

export type NewActivity = Omit<Insertable<Database['activity']>, 'activityId' | 'createdAt' | 'details'> & {
  details?: ActivityDetails;
};

/** Longest summary kept: a publisher's error can be long. */
const MAX_SUMMARY_CHARS = 500;
/** Longest actor kept: a failed login's typed name is whatever was sent. */
const MAX_ACTOR_CHARS = 254;

/** Records one admin action; inside a write's transaction, it commits with the write. */
export async function insertActivity(db: Db, activity: NewActivity): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      ...activity,
      actor: activity.actor.slice(0, MAX_ACTOR_CHARS),
      summary: activity.summary.slice(0, MAX_SUMMARY_CHARS),
      details: activity.details ? JSON.stringify(activity.details) : null,
    })
    .execute();
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** That `column` contains `word`, ignoring case, the same on both engines. */
const contains = (column: 'actor' | 'summary', word: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like lower(${containing(word)}) escape '\\'`;

/**
 * The entries whose actor or summary contains every word of `search`, newest first: one page of
 * them, and how many match in all.
 */
export async function searchActivity(
  db: Db,
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const words = search.split(/\s+/).filter(Boolean);
  const matching = db
    .selectFrom('activity')
    .where((eb) => eb.and(words.map((word) => eb.or([contains('actor', word), contains('summary', word)]))));
  const [rows, count] = await Promise.all([
    matching
      .select(['activityId', 'createdAt as at', 'actor', 'action', 'kind', 'entityId', 'summary', 'details'])
      .orderBy('activityId', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map(({ details, ...entry }) => ({
    ...entry,
    details: details === null ? null : (JSON.parse(details) as ActivityDetails),
  }));
  return { entries, total: Number(count.total) };
}

/** Deletes the entries older than `before` (ISO 8601); answers how many went. */
export async function pruneActivity(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('activity').where('createdAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
