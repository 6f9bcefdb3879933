import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // A reservation's end and note (docs/decisions/029-units-for-sale.md), for the sales team
    // only: when it ends the unit is available again, through a row of `schedules`. Existing
    // reservations have neither: they last until someone changes them.
    await db.schema.alterTable('units').addColumn('reservedUntil', 'text').execute();
    await db.schema
      .alterTable('units')
      .addColumn('reservationNote', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // The dashboard's reservations ending in the week ahead.
    await db.schema.createIndex('unitsByReservedUntil').on('units').column('reservedUntil').execute();
  },
});
