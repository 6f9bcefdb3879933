import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // When an applicant agreed to the privacy terms on the application form; null for contact
    // messages, which ask for none, and for applications sent before the form asked.
    await db.schema.alterTable('contacts').addColumn('consentAt', 'text').execute();
  },
});
