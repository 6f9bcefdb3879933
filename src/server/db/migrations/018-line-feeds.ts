import { type Kysely, type Migration, sql } from 'kysely';

/** The tables whose texts people type: the content an admin edits, and what visitors send. */
const TYPED_TABLES = ['projects', 'buildings', 'news', 'staff', 'salesCatalogs', 'salesCategories', 'contacts'];

/** The tables that keep an item's fields as JSON: its history, and its unpublished changes. */
const FIELD_SNAPSHOTS = [
  { table: 'versions', keys: ['versionId'] },
  { table: 'changeDrafts', keys: ['kind', 'entityId'] },
];

/** What this migration reads of the snapshot tables. */
type SnapshotTables = Record<string, Record<string, string | number>>;

const withLineFeeds = (text: string) => text.replace(/\r\n?/g, '\n');

export const migration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    // Browsers send a textarea's line breaks as CRLF, and texts were stored so: every later save
    // of the same text, now stored with LF, would read as a change. Each stored text gets LF, in
    // place: no version is recorded for it, and no page changes (HTML shows both alike).
    const tables = await db.introspection.getTables();
    for (const { name, columns } of tables.filter((table) => TYPED_TABLES.includes(table.name))) {
      for (const column of columns.filter((each) => /^(text|varchar|character varying)$/i.test(each.dataType))) {
        const ref = sql.ref(column.name);
        await sql`update ${sql.table(name)} set ${ref} = replace(replace(${ref}, ${'\r\n'}, ${'\n'}), ${'\r'}, ${'\n'}) where ${ref} like ${'%\r%'} escape '!'`.execute(
          db,
        );
      }
    }
    // A snapshot's JSON escapes a CR as \r: its rows are read, mended and written back whole.
    for (const { table, keys } of FIELD_SNAPSHOTS) {
      const rows = await (db as Kysely<SnapshotTables>)
        .selectFrom(table)
        .select([...keys, 'fields'])
        .where(sql<boolean>`fields like ${'%\\r%'} escape '!'`)
        .execute();
      for (const row of rows) {
        const fields = JSON.parse(String(row.fields), (_name, value) =>
          typeof value === 'string' ? withLineFeeds(value) : value,
        );
        let update = (db as Kysely<SnapshotTables>).updateTable(table).set({ fields: JSON.stringify(fields) });
        for (const key of keys) update = update.where(key, '=', row[key] ?? null);
        await update.execute();
      }
    }
  },
});
