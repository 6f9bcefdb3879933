import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

/** Which contacts to delete: one, by its id; or the applications received before a time (ISO 8601). */
export type ContactsToDelete = { contactId: number } | { applicationsBefore: string };

type Condition = (eb: ExpressionBuilder<Database, 'contacts'>) => Expression<SqlBool>;

const conditionOf = (which: ContactsToDelete): Condition =>
  'contactId' in which
    ? (eb) => eb('contactId', '=', which.contactId)
    : (eb) => eb.and([eb('kind', '=', 'application'), eb('createdAt', '<', which.applicationsBefore)]);

/**
 * Deletes the contacts `which` names and the emails about them (sent or waiting), in the caller's
 * transaction; answers each deleted contact with its stored CV, whose file the caller removes once
 * the transaction has committed. Of two instances deleting the same contact, one gets it.
 */
export async function deleteContacts(trx: Db, which: ContactsToDelete) {
  const condition = conditionOf(which);
  await trx
    .deleteFrom('mails')
    .where('contactId', 'in', trx.selectFrom('contacts').select('contactId').where(condition))
    .execute();
  return trx.deleteFrom('contacts').where(condition).returning(['contactId', 'kind', 'reference', 'cvUrl']).execute();
}

export type DeletedContact = Awaited<ReturnType<typeof deleteContacts>>[number];
