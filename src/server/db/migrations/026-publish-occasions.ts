import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // What an update that was a publication did, and when it was due if it was scheduled, so that
    // the admin's publishes say "published, as scheduled" rather than "updated". Older events,
    // and every other write, have neither.
    await db.schema.alterTable('outbox').addColumn('publication', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('scheduledFor', 'text').execute();
  },
});
