import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // Which column of a building's spreadsheet holds each field of a unit, kept from its last
    // import (docs/decisions/030-spreadsheet-import.md): JSON, field → the column's heading. It
    // goes with its building.
    await db.schema
      .createTable('unitImportMappings')
      .addColumn('buildingId', 'integer', (c) => c.primaryKey().references('buildings.buildingId').onDelete('cascade'))
      .addColumn('mapping', 'text', (c) => c.notNull())
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('updatedBy', 'text', (c) => c.notNull())
      .execute();
  },
});
