import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { ContactState } from '#shared/entities/contact.ts';
import type { InboxFilter, InboxVacancy } from '#shared/payloads/inbox.ts';
import { searchWords } from '#shared/search-key.ts';
import type { Db } from '../db/database.ts';
import { withVacancy } from './contacts.ts';

/** `%word%` for LIKE, its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The contacts a filter keeps, newest first: each search word in the contact's `searchText`
 * (contact-search.ts: names, email, phone, reference and message, without accents, lower case),
 * and the kind, vacancy and state asked for.
 */
function matching(db: Db, filter: InboxFilter) {
  let query = withVacancy(db);
  for (const word of searchWords(filter.q ?? '')) {
    query = query.where(sql<SqlBool>`${sql.ref('contacts.searchText')} like ${containing(word)} escape '\\'`);
  }
  if (filter.kind) query = query.where('contacts.kind', '=', filter.kind);
  if (filter.staffId !== undefined) query = query.where('contacts.staffId', '=', filter.staffId);
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
      .execute(),
    found
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** Every contact a filter keeps, newest first: what the CSV export writes. */
export const readInbox = (db: Db, filter: InboxFilter) =>
  matching(db, filter).orderBy('contacts.contactId', 'desc').execute();

/** How many messages and applications wait unopened (their state `new`). */
export async function countNewContacts(db: Db): Promise<{ messages: number; applications: number }> {
  const rows = await db
    .selectFrom('contacts')
    .select(['kind', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('state', '=', 'new')
    .groupBy('kind')
    .execute();
  const countOf = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { messages: countOf('message'), applications: countOf('application') };
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
