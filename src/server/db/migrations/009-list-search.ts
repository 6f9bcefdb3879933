import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './dialects.ts';

// The keys as this migration made them, kept here so that it stays what it was whatever
// repositories/title-keys.ts and #shared/search-key.ts become (a change of them needs a migration).
const SEARCH_TEXT = 'searchText';
const SORT_TITLE = 'sortTitle';
const searchKey = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
const titleKeys = (english: string, albanian: string) => ({
  [SEARCH_TEXT]: `${searchKey(english)}\n${searchKey(albanian)}`,
  [SORT_TITLE]: searchKey(english.trim() !== '' ? english : albanian),
});

/** The tables of the admin's paged lists, with the fields of the title each is searched and sorted by. */
const LISTED_TABLES = [
  { table: 'projects', id: 'projectId', en: 'projectTitle', sq: 'titulliProjekti' },
  { table: 'news', id: 'newsId', en: 'newsTitle', sq: 'titullLajmesh' },
  { table: 'staff', id: 'staffId', en: 'staffTittle', sq: 'titulliStaf' },
  { table: 'salesCategories', id: 'categoryId', en: 'categoryName', sq: 'emriKategorise' },
  { table: 'buildings', id: 'buildingId', en: 'buildingTitle', sq: 'titulliNderteses' },
  { table: 'salesCatalogs', id: 'salesCatalogId', en: 'catalogTitle', sq: 'titulliKatalog' },
];

/** Columns of the lists' other sorts and filters (the descriptors' `listing.columns`) that no index serves yet. */
const COLUMN_INDEXES = [
  { name: 'newsByType', table: 'news', columns: ['newsType', 'newsId'] },
  { name: 'projectsByType', table: 'projects', columns: ['projectType', 'projectId'] },
];

export const migration = ({ byCodePoint }: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // biome-ignore lint/suspicious/noExplicitAny: tables named at run time, as in the repositories
    const untyped = db as Kysely<any>;
    for (const { table, id, en, sq } of LISTED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn(SEARCH_TEXT, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn(SORT_TITLE, 'text', (c) => byCodePoint(c).notNull().defaultTo(''))
        .execute();
      // The keys are made in code, as the API makes them, not in SQL: each existing row's in turn.
      const rows = await untyped.selectFrom(table).select([id, en, sq]).execute();
      for (const row of rows) {
        await untyped
          .updateTable(table)
          .set(titleKeys(String(row[en]), String(row[sq])))
          .where(id, '=', row[id])
          .execute();
      }
      await db.schema.createIndex(`${table}BySortTitle`).on(table).columns([SORT_TITLE, id]).execute();
    }
    for (const { name, table, columns } of COLUMN_INDEXES) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
});
