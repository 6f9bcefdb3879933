import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { ContactState } from '#shared/entities/contact.ts';
import type { InboxBuilding, InboxFilter, InboxUnit, InboxVacancy } from '#shared/payloads/inbox.ts';
import { searchWords } from '#shared/search-key.ts';
import type { Db } from '../db/database.ts';
import { contactsAsRead, gatherUnit } from './contacts.ts';

/** `%word%` for LIKE, its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The condition that `column` holds a search word; a null column holds none. */
const holds = (column: string, word: string) =>
  sql<SqlBool>`coalesce(${sql.ref(column)}, '') like ${containing(word)} escape '\\'`;

/**
 * The contacts a filter keeps, newest first: each search word in the contact's `searchText`
 * (contact-search.ts: names, email, phone, reference and message, without accents, lower case) or
 * in its unit's (the unit's reference, title-keys.ts), and the kind, vacancy, building, unit and
 * state asked for.
 */
function matching(db: Db, filter: InboxFilter) {
  let query = contactsAsRead(db);
  for (const word of searchWords(filter.q ?? '')) {
    query = query.where((eb) => eb.or([holds('contacts.searchText', word), holds('units.searchText', word)]));
  }
  if (filter.kind) query = query.where('contacts.kind', '=', filter.kind);
  if (filter.staffId !== undefined) query = query.where('contacts.staffId', '=', filter.staffId);
  if (filter.buildingId !== undefined) query = query.where('units.buildingId', '=', filter.buildingId);
  if (filter.unitId !== undefined) query = query.where('contacts.unitId', '=', filter.unitId);
  if (filter.state) query = query.where('contacts.state', '=', filter.state);
  return query;
}

/** One page of the inbox, newest first, and how many contacts match in all. */
export async function readInboxPage(
  db: Db,
  filter: InboxFilter,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const found = matching(db, filter);
  const [rows, counted] = await Promise.all([
    found
      .orderBy('contacts.contactId', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute()
      .then((read) => read.map(gatherUnit)),
    found
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** Every contact a filter keeps, newest first: what the CSV export writes. */
export const readInbox = async (db: Db, filter: InboxFilter) =>
  (await matching(db, filter).orderBy('contacts.contactId', 'desc').execute()).map(gatherUnit);

/** How many messages, inquiries about units and applications wait unopened (their state `new`). */
export async function countNewContacts(db: Db): Promise<{ messages: number; inquiries: number; applications: number }> {
  const rows = await db
    .selectFrom('contacts')
    .select(['kind', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('state', '=', 'new')
    .groupBy('kind')
    .execute();
  const countOf = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { messages: countOf('message'), inquiries: countOf('inquiry'), applications: countOf('application') };
}

/** The vacancies that have applications, by title. */
export async function appliedVacancies(db: Db): Promise<InboxVacancy[]> {
  return db
    .selectFrom('staff')
    .select(['staffId', 'staffTittle', 'titulliStaf'])
    .where((eb) =>
      eb.exists(eb.selectFrom('contacts').select('contactId').whereRef('contacts.staffId', '=', 'staff.staffId')),
    )
    .orderBy('sortTitle')
    .orderBy('staffId')
    .execute();
}

/** The buildings whose units were asked about, by title. */
export async function askedBuildings(db: Db): Promise<InboxBuilding[]> {
  return db
    .selectFrom('buildings')
    .select(['buildingId', 'buildingTitle', 'titulliNderteses'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('contacts')
          .innerJoin('units', 'units.unitId', 'contacts.unitId')
          .select('contacts.contactId')
          .whereRef('units.buildingId', '=', 'buildings.buildingId'),
      ),
    )
    .orderBy('sortTitle')
    .orderBy('buildingId')
    .execute();
}

/** The units asked about, and `named` (the unit filter's) if it exists, by building and reference. */
export async function askedUnits(db: Db, named: number | undefined): Promise<InboxUnit[]> {
  return db
    .selectFrom('units')
    .innerJoin('buildings', 'buildings.buildingId', 'units.buildingId')
    .select([
      'units.unitId',
      'units.reference',
      'units.buildingId',
      'buildings.buildingTitle',
      'buildings.titulliNderteses',
    ])
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('contacts').select('contactId').whereRef('contacts.unitId', '=', 'units.unitId')),
        ...(named === undefined ? [] : [eb('units.unitId', '=', named)]),
      ]),
    )
    .orderBy('buildings.sortTitle')
    .orderBy('units.buildingId')
    .orderBy('units.sortTitle')
    .orderBy('units.unitId')
    .execute();
}

/**
 * Puts a contact in `state`; answers whether it moved, false when it was there already (or is
 * not there), so that two admins opening a new contact at once record one change between them.
 */
export async function setContactState(db: Db, contactId: number, state: ContactState): Promise<boolean> {
  const result = await db
    .updateTable('contacts')
    .set({ state })
    .where('contactId', '=', contactId)
    .where('state', '<>', state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
