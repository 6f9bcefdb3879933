import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // When the mail server refused a mail's recipient for good (a 5xx answer to RCPT TO): such a
    // mail is not tried again, where any other failure is.
    await db.schema.alterTable('mails').addColumn('refusedAt', 'text').execute();
  },
});
