import type { Insertable, Selectable } from 'kysely';
import type { MailStatus } from '#shared/payloads/mail.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

export type MailRow = Selectable<Database['mails']>;

/** Writes mails to send; inside the transaction of what they are about, so that both commit or neither. */
export async function insertMails(db: Db, mails: Insertable<Database['mails']>[]): Promise<void> {
  if (mails.length > 0) await db.insertInto('mails').values(mails).execute();
}

/** The mails still to send: neither sent nor refused for good. */
const waitingMails = (db: Db) => db.selectFrom('mails').where('sentAt', 'is', null).where('refusedAt', 'is', null);

/** The mails refused for good since `since`. */
const refusedMails = (db: Db, since: string) => db.selectFrom('mails').where('refusedAt', '>=', since);

/** The waiting mail that is due first, at `now`; none when every waiting one waits for a later try. */
export const nextDueMail = (db: Db, now: string) =>
  waitingMails(db)
    .selectAll()
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .orderBy('mailId')
    .limit(1)
    .executeTakeFirst();

/** When the earliest waiting mail is due; null when none waits. */
export async function nextAttemptAt(db: Db): Promise<string | null> {
  const row = await waitingMails(db)
    .select((eb) => eb.fn.min('nextAttemptAt').as('next'))
    .executeTakeFirst();
  return row?.next ?? null;
}

export async function markSent(db: Db, mailId: number, sentAt: string, messageId: string): Promise<void> {
  await db.updateTable('mails').set({ sentAt, messageId, lastError: null }).where('mailId', '=', mailId).execute();
}

/** Records that the mail server refused the mail's recipient for good: it is not tried again. */
export async function markRefused(db: Db, mailId: number, attempts: number, refusedAt: string, error: string) {
  await db
    .updateTable('mails')
    .set({ attempts, refusedAt, lastError: error.slice(0, 500) })
    .where('mailId', '=', mailId)
    .execute();
}

export async function markFailed(db: Db, mailId: number, attempts: number, next: string, error: string) {
  await db
    .updateTable('mails')
    .set({ attempts, nextAttemptAt: next, lastError: error.slice(0, 500) })
    .where('mailId', '=', mailId)
    .execute();
}

/**
 * How many mails wait, how many of them failed, and the latest failure; how many the mail server
 * refused for good since `refusedSince`, and the latest refusal (the dashboard's).
 */
export async function mailCounts(db: Db, refusedSince: string): Promise<Omit<MailStatus, 'enabled' | 'teamNotified'>> {
  const [waiting, refused, latestFailure, latestRefusal] = await Promise.all([
    waitingMails(db)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('unsent'),
        eb.fn.count<number | string>('lastError').as('failing'),
      ])
      .executeTakeFirst(),
    refusedMails(db, refusedSince)
      .select((eb) => eb.fn.countAll<number | string>().as('refused'))
      .executeTakeFirst(),
    waitingMails(db)
      .select('lastError')
      .where('lastError', 'is not', null)
      .orderBy('nextAttemptAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
    refusedMails(db, refusedSince)
      .select(['lastError', 'recipient'])
      .orderBy('refusedAt', 'desc')
      .orderBy('mailId', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    unsent: Number(waiting?.unsent ?? 0),
    failing: Number(waiting?.failing ?? 0),
    lastError: latestFailure?.lastError ?? null,
    refused: Number(refused?.refused ?? 0),
    lastRefusal: latestRefusal ? { recipient: latestRefusal.recipient, error: latestRefusal.lastError ?? '' } : null,
  };
}
