import { type Kysely, type Migration, sql } from 'kysely';

export const migration = (): Migration => ({
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
});
