import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

export const migration = ({ id, now: createdAt, byCodePoint }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // Units for sale (#shared/entities/unit.ts), each of a building and one of its sales categories.
    await db.schema
      .createTable('units')
      .addColumn('unitId', 'integer', id)
      .addColumn('buildingId', 'integer', (c) => c.notNull().references('buildings.buildingId').onDelete('cascade'))
      .addColumn('salesCategoryId', 'integer', (c) =>
        c.notNull().references('salesCategories.categoryId').onDelete('restrict'),
      )
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('entrance', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('floor', 'integer', (c) => c.notNull())
      .addColumn('unitType', 'text', (c) => c.notNull())
      .addColumn('rooms', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bathrooms', 'integer')
      // Double precision on both engines: a typed 85.4 reads back as the same number.
      .addColumn('netArea', 'double precision')
      .addColumn('grossArea', 'double precision')
      .addColumn('outdoorArea', 'double precision')
      .addColumn('orientation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unitNote', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('shenimiNjesise', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('price', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('floorPlanUrl', 'text')
      .addColumn('planPdfUrl', 'text')
      .addColumn('focalPoints', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updatedAt', 'text')
      .addColumn('updatedBy', 'text')
      .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sortTitle', 'text', (c) => byCodePoint(c).notNull().defaultTo(''))
      .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
      .execute();
    // The sales team's reference names one unit of a building.
    await db.schema.createIndex('unitsByReference').on('units').columns(['buildingId', 'reference']).unique().execute();
    // A catalogue page's table, and a floor's neighbours.
    await db.schema
      .createIndex('unitsByCategory')
      .on('units')
      .columns(['buildingId', 'salesCategoryId', 'unitId'])
      .execute();
    await db.schema.createIndex('unitsByFloor').on('units').columns(['buildingId', 'floor']).execute();
    await db.schema.createIndex('unitsBySortTitle').on('units').columns(['sortTitle', 'unitId']).execute();

    // What a building shows of its units (#shared/entities/building.ts): prices or "on request", and
    // whether its sold units stay listed. Existing buildings show neither prices nor change.
    await db.schema
      .alterTable('buildings')
      .addColumn('unitPrices', 'text', (c) => c.notNull().defaultTo('onRequest'))
      .execute();
    await db.schema
      .alterTable('buildings')
      .addColumn('soldUnits', 'text', (c) => c.notNull().defaultTo('listed'))
      .execute();

    // A visitor's question about a unit reaches the inbox linked to it, and is kept if it goes.
    await db.schema
      .alterTable('contacts')
      .addColumn('unitId', 'integer', (c) => c.references('units.unitId').onDelete('set null'))
      .execute();
    await db.schema.createIndex('contactsByUnit').on('contacts').column('unitId').execute();
  },
});
