import type { Kysely, Migration } from 'kysely';

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // A building's facade and typical floor plan (image columns, a JSON StoredImage each), and the
    // zones drawn on them (#shared/entities/facade-zones.ts): JSON text, null while none is drawn.
    for (const column of ['buildingFacadeImageUrl', 'buildingFloorPlanImageUrl', 'facadeZones']) {
      await db.schema.alterTable('buildings').addColumn(column, 'text').execute();
    }
  },
});
