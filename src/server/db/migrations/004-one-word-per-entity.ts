import { type Kysely, type Migration, sql } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // Change events name their entity by its one word (docs/decisions/006-names.md).
    for (const [before, after] of [
      ['staff', 'vacancy'],
      ['salescategory', 'category'],
    ]) {
      await sql`update outbox set kind = ${after} where kind = ${before}`.execute(db);
    }
  },
});
