import type { Insertable, Selectable } from 'kysely';
import type { MailStatus } from '#shared/schemas/mail.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

export type MailRow = Selectable<Database['mails']>;

/** Writes mails to send; inside the transaction of what they are about, so that both commit or neither. */
export async function insertMails(db: Db, mails: Insertable<Database['mails']>[]): Promise<void> {
  if (mails.length > 0) await db.insertInto('mails').values(mails).execute();
}

/** The unsent mail that is due first, at `now`; none when every unsent one waits for a later try. */
export const nextDueMail = (db: Db, now: string) =>
  db
    .selectFrom('mails')
    .selectAll()
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .orderBy('mailId')
    .limit(1)
    .executeTakeFirst();

/** When the earliest unsent mail is due; null when all are sent. */
export async function nextAttemptAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('mails')
    .select((eb) => eb.fn.min('nextAttemptAt').as('next'))
    .where('sentAt', 'is', null)
    .executeTakeFirst();
  return row?.next ?? null;
}

export async function markSent(db: Db, mailId: number, sentAt: string, messageId: string): Promise<void> {
  await db.updateTable('mails').set({ sentAt, messageId, lastError: null }).where('mailId', '=', mailId).execute();
}

export async function markFailed(db: Db, mailId: number, attempts: number, next: string, error: string) {
  await db
    .updateTable('mails')
    .set({ attempts, nextAttemptAt: next, lastError: error.slice(0, 500) })
    .where('mailId', '=', mailId)
    .execute();
}

/** How many mails wait, how many of them failed, and the latest failure (the dashboard's). */
export async function mailCounts(db: Db): Promise<Omit<MailStatus, 'enabled' | 'staffNotified'>> {
  const row = await db
    .selectFrom('mails')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('unsent'),
      eb.fn.count<number | string>('lastError').as('failing'),
    ])
    .where('sentAt', 'is', null)
    .executeTakeFirst();
  const latest = await db
    .selectFrom('mails')
    .select('lastError')
    .where('sentAt', 'is', null)
    .where('lastError', 'is not', null)
    .orderBy('nextAttemptAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { unsent: Number(row?.unsent ?? 0), failing: Number(row?.failing ?? 0), lastError: latest?.lastError ?? null };
}
