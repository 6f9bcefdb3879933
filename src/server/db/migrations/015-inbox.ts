import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

type SearchedContact = Record<
  'firstName' | 'lastName' | 'email' | 'contactNumber' | 'contactMessage' | 'reference',
  string
>;

// A contact's search text as this migration made it, kept here so that it stays what it was
// whatever repositories/contact-search.ts becomes (a change of it needs a migration).
const searchKey = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const contactSearchText = (contact: SearchedContact) =>
  [contact.firstName, contact.lastName, contact.email, contact.contactNumber, contact.reference, contact.contactMessage]
    .map(searchKey)
    .join('\n');

export const migration = ({ id, now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they are at this migration, not as tables.ts has them later
    const untyped = db as Kysely<any>;
    // Where each contact stands in the staff's inbox (docs/decisions/019-inbox.md). Nothing recorded
    // whether the admin had opened those received so far: they start as new, as any other.
    await db.schema
      .alterTable('contacts')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await db.schema.createIndex('contactsByState').on('contacts').columns(['state', 'contactId']).execute();

    // What the inbox's search looks in, made in code as the API makes it: each existing row's in turn.
    await db.schema
      .alterTable('contacts')
      .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const rows: (SearchedContact & { contactId: number })[] = await untyped
      .selectFrom('contacts')
      .select(['contactId', 'firstName', 'lastName', 'email', 'contactNumber', 'contactMessage', 'reference'])
      .execute();
    for (const row of rows) {
      await untyped
        .updateTable('contacts')
        .set({ searchText: contactSearchText(row) })
        .where('contactId', '=', row.contactId)
        .execute();
    }

    // Admins' internal notes on a contact, which go when it goes.
    await db.schema
      .createTable('contactNotes')
      .addColumn('noteId', 'integer', id)
      .addColumn('contactId', 'integer', (c) => c.notNull().references('contacts.contactId').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('contactNotesByContact').on('contactNotes').columns(['contactId', 'noteId']).execute();
  },
});
