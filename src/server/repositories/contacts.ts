import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { newContactReference } from '../mail/contact-reference.ts';
import { contactSearchText } from './contact-search.ts';

/** Contacts as the admin reads them, with the titles of the vacancy applied for. */
export const withVacancy = (db: Db) =>
  db
    .selectFrom('contacts')
    .leftJoin('staff', 'staff.staffId', 'contacts.staffId')
    .select([
      'contacts.contactId',
      'contacts.kind',
      'contacts.firstName',
      'contacts.lastName',
      'contacts.email',
      'contacts.contactNumber',
      'contacts.contactMessage',
      'contacts.cvUrl',
      'contacts.staffId',
      'contacts.createdAt',
      'contacts.reference',
      'contacts.language',
      'contacts.state',
      'contacts.consentAt',
      'staff.staffTittle',
      'staff.titulliStaf',
    ]);

export type ContactRow = Awaited<ReturnType<typeof findContact>>;

/** Newest first. */
export const listContacts = (db: Db) => withVacancy(db).orderBy('contacts.contactId', 'desc').execute();

export const findContact = (db: Db, contactId: number) =>
  withVacancy(db).where('contacts.contactId', '=', contactId).executeTakeFirst();

/** Keeps a contact under a new reference, unique among them, new in the inbox; answers its id and reference. */
export async function insertContact(
  db: Db,
  contact: Omit<Insertable<Database['contacts']>, 'reference' | 'state' | 'searchText'>,
): Promise<{ contactId: number; reference: string }> {
  let reference = newContactReference();
  while (await db.selectFrom('contacts').select('contactId').where('reference', '=', reference).executeTakeFirst()) {
    reference = newContactReference();
  }
  const { contactId } = await db
    .insertInto('contacts')
    .values({ ...contact, reference, searchText: contactSearchText({ ...contact, reference }) })
    .returning('contactId')
    .executeTakeFirstOrThrow();
  return { contactId, reference };
}
