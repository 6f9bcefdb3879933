import { type Kysely, type Migration, sql } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // The company's own recipients of each message and application are "the team" in the code, so
    // that "staff" no longer also means a job vacancy: their mails' purposes say so too.
    for (const kind of ['message', 'application'])
      await sql`update mails set purpose = ${`team-${kind}`} where purpose = ${`staff-${kind}`}`.execute(db);
  },
});
