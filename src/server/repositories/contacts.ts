import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

const withVacancy = (db: Db) =>
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
      'staff.staffTittle',
      'staff.titulliStaf',
    ]);

export type ContactRow = Awaited<ReturnType<typeof findContact>>;

/** Newest first. */
export const listContacts = (db: Db) => withVacancy(db).orderBy('contacts.contactId', 'desc').execute();

export const findContact = (db: Db, contactId: number) =>
  withVacancy(db).where('contacts.contactId', '=', contactId).executeTakeFirst();

export async function insertContact(db: Db, contact: Insertable<Database['contacts']>): Promise<number> {
  const { contactId } = await db
    .insertInto('contacts')
    .values(contact)
    .returning('contactId')
    .executeTakeFirstOrThrow();
  return contactId;
}
