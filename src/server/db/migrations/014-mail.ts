import { randomInt } from 'node:crypto';
import type { Migration } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialects.ts';

// A reference as this migration gave them (repositories/contact-reference.ts gives new contacts theirs):
// TG- and five of Crockford's base 32.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newContactReference = () =>
  `TG-${Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export const migration = ({ id, now }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // A contact's short reference (TG-7K3Q9), which the visitor's confirmation gives and staff
    // search for; and the language of the page it was sent from (docs/decisions/018-mail.md).
    await db.schema.alterTable('contacts').addColumn('reference', 'text').execute();
    await db.schema
      .alterTable('contacts')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('sq'))
      .execute();
    const { rows } = await sql<{ contactId: number }>`select ${sql.ref('contactId')} from contacts`.execute(db);
    const given = new Set<string>();
    for (const { contactId } of rows) {
      let reference = newContactReference();
      while (given.has(reference)) reference = newContactReference();
      given.add(reference);
      await sql`update contacts set reference = ${reference} where ${sql.ref('contactId')} = ${contactId}`.execute(db);
    }
    await db.schema.createIndex('contactsByReference').on('contacts').column('reference').unique().execute();

    // Emails waiting to be sent, written in the transaction of what they are about, sent by the
    // mail sender with retries (mail/mail-sender.ts).
    await db.schema
      .createTable('mails')
      .addColumn('mailId', 'integer', id)
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('contactId', 'integer')
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('lastError', 'text')
      .addColumn('sentAt', 'text')
      .addColumn('messageId', 'text')
      .execute();
    // The sender reads the unsent mails that are due.
    await db.schema.createIndex('mailsUnsent').on('mails').columns(['sentAt', 'nextAttemptAt']).execute();
  },
});
