import { ACCOUNT_KIND } from '#shared/payloads/activity.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { type FactorChange, factorChangeMail } from '../mail/factor-change-mails.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { insertActivity } from '../repositories/activity.ts';
import { insertMails } from '../repositories/mails.ts';
import { findAdminLanguage, type User } from '../repositories/users.ts';

const factorWords = ({ factor, passkeyName }: FactorChange) =>
  factor === 'app' ? 'an authenticator app' : factor === 'passkey' ? `the passkey “${passkeyName}”` : 'every factor';

const summaryOf = (change: FactorChange, account: string) =>
  change.action === 'factor-add'
    ? `Added ${factorWords(change)} to the account “${account}”`
    : change.action === 'factor-remove'
      ? `Removed ${factorWords(change)} of the account “${account}”`
      : `Made new recovery codes for the account “${account}”`;

/**
 * Records a change to `owner`'s factors made by `actor` (the owner, or an admin for a lost phone),
 * in the transaction of the change: every such change is in the activity log, and emails the
 * owner in the language of their admin, so that a change made by someone else is seen
 * (docs/decisions/032-second-factors.md).
 */
async function recordFactorChange(
  trx: Db,
  owner: User,
  actor: User,
  change: FactorChange,
  mail: MailSettings,
): Promise<void> {
  await insertActivity(trx, {
    actor: actor.username,
    action: change.action,
    kind: ACCOUNT_KIND,
    entityId: owner.userId,
    summary: summaryOf(change, owner.username),
    details: { username: owner.username, ...(change.factor && { factor: change.factor }) },
  });
  if (!mail.transportUrl) return;
  const byAdmin = actor.userId === owner.userId ? undefined : actor.username;
  const facts = { change, owner: owner.username, byAdmin, at: new Date() };
  const language = await findAdminLanguage(trx, owner.userId);
  await insertMails(trx, [
    { purpose: 'factor-change', recipient: owner.email, ...factorChangeMail(language, facts, mail) },
  ]);
}

/**
 * Makes a change to `owner`'s factors (`write`) and records it in the same transaction; once it
 * has committed, wakes the mail sender for the owner's email. A write that throws records nothing.
 */
export async function changeFactors<T>(
  { db, mail }: Pick<AppContext, 'db' | 'mail'>,
  owner: User,
  actor: User,
  change: FactorChange,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const written = await write(trx);
    await recordFactorChange(trx, owner, actor, change, mail.settings);
    return written;
  });
  mail.sender.wake();
  return result;
}
