import type { Insertable } from 'kysely';
import type { InquiredUnit } from '#shared/entities/contact.ts';
import { UNIT } from '#shared/entities/unit.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { newContactReference } from './contact-reference.ts';
import { contactSearchText } from './contact-search.ts';
import { listIds } from './resource-table.ts';
import { tableOf } from './table-shape.ts';

/**
 * Contacts as the admin reads them, with the titles of the vacancy applied for and, for an
 * inquiry, its unit as it is now: reference, status, building and sales category.
 */
export const contactsAsRead = (db: Db) =>
  db
    .selectFrom('contacts')
    .leftJoin('staff', 'staff.staffId', 'contacts.staffId')
    .leftJoin('units', 'units.unitId', 'contacts.unitId')
    .leftJoin('buildings', 'buildings.buildingId', 'units.buildingId')
    .leftJoin('salesCategories', 'salesCategories.categoryId', 'units.salesCategoryId')
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
      'units.unitId',
      'units.reference as unitReference',
      'units.status as unitStatus',
      'units.buildingId',
      'buildings.buildingTitle',
      'buildings.titulliNderteses',
      'units.salesCategoryId',
      'salesCategories.categoryName',
      'salesCategories.emriKategorise',
    ]);

type ReadRow = Awaited<ReturnType<ReturnType<typeof contactsAsRead>['executeTakeFirstOrThrow']>>;

/** A contact read, its unit's columns gathered into `unit`: null for other contacts, and once the unit is deleted. */
export function gatherUnit(row: ReadRow) {
  const {
    unitId,
    unitReference,
    unitStatus,
    buildingId,
    buildingTitle,
    titulliNderteses,
    salesCategoryId,
    categoryName,
    emriKategorise,
    ...contact
  } = row;
  const unit: InquiredUnit | null =
    unitId === null || unitReference === null || unitStatus === null || buildingId === null || salesCategoryId === null
      ? null
      : {
          unitId,
          reference: unitReference,
          buildingId,
          buildingTitle: buildingTitle ?? '',
          titulliNderteses: titulliNderteses ?? '',
          salesCategoryId,
          categoryName: categoryName ?? '',
          emriKategorise: emriKategorise ?? '',
          status: unitStatus,
        };
  return { ...contact, unit };
}

export type ContactRow = ReturnType<typeof gatherUnit>;

/** Newest first. */
export const listContacts = async (db: Db) =>
  (await contactsAsRead(db).orderBy('contacts.contactId', 'desc').execute()).map(gatherUnit);

export async function findContact(db: Db, contactId: number): Promise<ContactRow | undefined> {
  const row = await contactsAsRead(db).where('contacts.contactId', '=', contactId).executeTakeFirst();
  return row && gatherUnit(row);
}

/** Whether the public site shows a unit: the only units a visitor may ask about. */
export async function isUnitOnSite(db: Db, unitId: number): Promise<boolean> {
  return (await listIds(db, tableOf(UNIT), { shown: true, where: { unitId } })).length > 0;
}

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
