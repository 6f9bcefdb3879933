import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';

/** The database engines the schema is written for; their differences live in this file only. */
export type Engine = 'sqlite' | 'postgres';

/** The tables of the entities an admin edits, whose rows carry a version. */
const VERSIONED_TABLES = [
  'projects',
  'galleryImages',
  'salesCategories',
  'staff',
  'news',
  'newsImages',
  'buildings',
  'salesCatalogs',
];

/** Each engine's words for the same things. */
interface Dialect {
  engine: Engine;
  /** A row id the database numbers, which an insert may also give (the seeded categories). */
  id: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** Now in UTC as ISO text with milliseconds, "2026-11-25T16:55:01.123Z", the same on both. */
  now: ReturnType<typeof sql>;
  /** Moves `table`'s id numbering past the ids inserted explicitly. */
  afterExplicitIds: (db: Kysely<unknown>, table: string, column: string) => Promise<void>;
}

const DIALECTS: Record<Engine, Dialect> = {
  sqlite: {
    engine: 'sqlite',
    id: (column) => column.primaryKey().autoIncrement(),
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    afterExplicitIds: async () => {},
  },
  postgres: {
    engine: 'postgres',
    id: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
    now: sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    afterExplicitIds: async (db, table, column) => {
      await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
        db,
      );
    },
  },
};

/**
 * Versioned migrations, applied in name order at start. Column names are the field names of
 * SPEC §3, so rows and API payloads line up; image columns hold a JSON `StoredImage`, file
 * columns the stored file's name.
 */
const migrationsFor = ({ engine, id, now: createdAt, afterExplicitIds }: Dialect): Record<string, Migration> => ({
  '001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('userId', 'integer', id)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('passwordHash', 'text', (c) => c.notNull())
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();

      await db.schema
        .createTable('projects')
        .addColumn('projectId', 'integer', id)
        .addColumn('projectType', 'text', (c) => c.notNull())
        .addColumn('projectTitle', 'text', (c) => c.notNull())
        .addColumn('titulliProjekti', 'text', (c) => c.notNull())
        .addColumn('projectAddress', 'text', (c) => c.notNull())
        .addColumn('adresaProjekti', 'text', (c) => c.notNull())
        .addColumn('projectDescription', 'text', (c) => c.notNull())
        .addColumn('pershkrimiProjekti', 'text', (c) => c.notNull())
        .addColumn('boxOne', 'text', (c) => c.notNull())
        .addColumn('boxTwo', 'text', (c) => c.notNull())
        .addColumn('boxThree', 'text', (c) => c.notNull())
        .addColumn('boxFour', 'text', (c) => c.notNull())
        .addColumn('boxFive', 'text', (c) => c.notNull())
        .addColumn('boxSix', 'text', (c) => c.notNull())
        .addColumn('boxSeven', 'text', (c) => c.notNull())
        .addColumn('boxEight', 'text', (c) => c.notNull())
        .addColumn('projectImageUrl', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();

      await db.schema
        .createTable('galleryImages')
        .addColumn('galleryImageId', 'integer', id)
        .addColumn('projectId', 'integer', (c) => c.notNull().references('projects.projectId').onDelete('cascade'))
        .addColumn('galleryImageUrl', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();
      await db.schema.createIndex('galleryImagesByProject').on('galleryImages').column('projectId').execute();

      await db.schema
        .createTable('salesCategories')
        .addColumn('categoryId', 'integer', id)
        .addColumn('categoryName', 'text', (c) => c.notNull())
        .addColumn('emriKategorise', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('salesCategories' as never)
        .values([
          { categoryId: 1, categoryName: 'Apartment', emriKategorise: 'Apartament' },
          { categoryId: 2, categoryName: 'Service Unit', emriKategorise: 'Njësi Shërbimi' },
          { categoryId: 3, categoryName: 'Car Post', emriKategorise: 'Vend Parkimi' },
        ] as never)
        .execute();
      await afterExplicitIds(db, 'salesCategories', 'categoryId');

      await db.schema
        .createTable('staff')
        .addColumn('staffId', 'integer', id)
        .addColumn('staffTittle', 'text', (c) => c.notNull())
        .addColumn('titulliStaf', 'text', (c) => c.notNull())
        .addColumn('staffDescriptionOne', 'text', (c) => c.notNull())
        .addColumn('pershkrimiStafNje', 'text', (c) => c.notNull())
        .addColumn('staffDescriptionTwo', 'text', (c) => c.notNull())
        .addColumn('pershkrimiStafDy', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();

      await db.schema
        .createTable('news')
        .addColumn('newsId', 'integer', id)
        .addColumn('newsType', 'text', (c) => c.notNull())
        .addColumn('newsTitle', 'text', (c) => c.notNull())
        .addColumn('titullLajmesh', 'text', (c) => c.notNull())
        .addColumn('newsDescription', 'text', (c) => c.notNull())
        .addColumn('pershkrimLajmesh', 'text', (c) => c.notNull())
        .addColumn('newsImageUrl', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();

      await db.schema
        .createTable('newsImages')
        .addColumn('newsImageId', 'integer', id)
        .addColumn('newsId', 'integer', (c) => c.notNull().references('news.newsId').onDelete('cascade'))
        .addColumn('newsImageUrl', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();
      await db.schema.createIndex('newsImagesByNews').on('newsImages').column('newsId').execute();

      await db.schema
        .createTable('buildings')
        .addColumn('buildingId', 'integer', id)
        .addColumn('buildingTitle', 'text', (c) => c.notNull())
        .addColumn('buildingAdress', 'text', (c) => c.notNull())
        .addColumn('titulliNderteses', 'text', (c) => c.notNull())
        .addColumn('adresaNderteses', 'text', (c) => c.notNull())
        .addColumn('buildingGoogleLink', 'text', (c) => c.notNull())
        .addColumn('buildingImageUrl', 'text')
        .addColumn('buildingGoogleAdressImageUrl', 'text')
        .addColumn('buildingApartmentImageUrl', 'text')
        .addColumn('buildingServiceImageUrl', 'text')
        .addColumn('buildingPostImageUrl', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();

      await db.schema
        .createTable('salesCatalogs')
        .addColumn('salesCatalogId', 'integer', id)
        .addColumn('catalogTitle', 'text', (c) => c.notNull())
        .addColumn('titulliKatalog', 'text', (c) => c.notNull())
        .addColumn('catalogDescription', 'text', (c) => c.notNull())
        .addColumn('pershkrimKatalog', 'text', (c) => c.notNull())
        .addColumn('salesCategoryId', 'integer', (c) =>
          c.notNull().references('salesCategories.categoryId').onDelete('restrict'),
        )
        .addColumn('buildingId', 'integer', (c) => c.notNull().references('buildings.buildingId').onDelete('cascade'))
        .addColumn('pdfLayout', 'text', (c) => c.notNull())
        .addColumn('catalogImageUrl', 'text')
        .addColumn('pdfUrl', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();
      await db.schema
        .createIndex('salesCatalogsByBuildingCategory')
        .on('salesCatalogs')
        .columns(['buildingId', 'salesCategoryId'])
        .execute();
      await db.schema.createIndex('salesCatalogsByCategory').on('salesCatalogs').column('salesCategoryId').execute();

      await db.schema
        .createTable('contacts')
        .addColumn('contactId', 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('firstName', 'text', (c) => c.notNull())
        .addColumn('lastName', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('contactNumber', 'text', (c) => c.notNull())
        .addColumn('contactMessage', 'text', (c) => c.notNull())
        .addColumn('cvUrl', 'text')
        .addColumn('staffId', 'integer', (c) => c.references('staff.staffId').onDelete('set null'))
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .execute();
      await db.schema.createIndex('contactsByStaff').on('contacts').column('staffId').execute();
    },
  },
  '002-outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('eventId', 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('entityId', 'integer', (c) => c.notNull())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deliveredAt', 'text')
        .addColumn('liveAt', 'text')
        .addColumn('rendered', 'integer')
        .addColumn('pages', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('error', 'text')
        .addColumn('lastError', 'text')
        .execute();
      // The dispatcher reads the undelivered events, oldest first, after every write.
      await db.schema
        .createIndex('outboxPending')
        .on('outbox')
        .column('eventId')
        .where(sql.ref('deliveredAt'), 'is', null)
        .execute();
    },
  },
  '003-sessions-and-versions': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('disabledAt', 'text').execute();
      // One row per login: a token is good only while its session is (auth/sessions.ts).
      await db.schema
        .createTable('sessions')
        .addColumn('sessionId', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'integer', (c) => c.notNull().references('users.userId').onDelete('cascade'))
        .addColumn('createdAt', 'text', (c) => c.notNull().defaultTo(createdAt))
        .addColumn('lastSeenAt', 'text', (c) => c.notNull())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessionsByUser').on('sessions').column('userId').execute();
      // What an If-Match names (routes/edit-versions.ts), and who made the version and when.
      for (const table of VERSIONED_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema.alterTable(table).addColumn('updatedAt', 'text').execute();
        await db.schema.alterTable(table).addColumn('updatedBy', 'text').execute();
      }
    },
  },
  '004-one-word-per-entity': {
    async up(db: Kysely<unknown>) {
      // Change events name their entity by its one word (docs/decisions/006-names.md).
      for (const [before, after] of [
        ['staff', 'vacancy'],
        ['salescategory', 'category'],
      ]) {
        await sql`update outbox set kind = ${after} where kind = ${before}`.execute(db);
      }
    },
  },
  '005-news-dates-and-albanian-notes': {
    async up(db: Kysely<unknown>) {
      // A news item's publication date, which orders the news list; until now, the day it was created.
      await db.schema
        .alterTable('news')
        .addColumn('newsDate', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update news set "newsDate" = substr("createdAt", 1, 10)`.execute(db);
      await db.schema.createIndex('newsByDate').on('news').columns(['newsDate', 'newsId']).execute();
      // The Albanian companion of a project's note (boxEight), which had English only.
      await db.schema
        .alterTable('projects')
        .addColumn('shenimiProjekti', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  },
  '006-shared-limits': {
    async up(db: Kysely<unknown>) {
      // Login and form limits counted for every instance that shares the database, in
      // rate-limiter-flexible's own layout (shared-limits.ts). One SQLite instance counts in memory.
      if (engine !== 'postgres') return;
      await db.schema
        .createTable('rateLimits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute();
    },
  },
  '007-account-last-login': {
    async up(db: Kysely<unknown>) {
      // When each account last logged in, for the admin's accounts screen; null until it does.
      await db.schema.alterTable('users').addColumn('lastLoginAt', 'text').execute();
    },
  },
});

export const migrationProvider = (engine: Engine): MigrationProvider => ({
  getMigrations: async () => migrationsFor(DIALECTS[engine]),
});
