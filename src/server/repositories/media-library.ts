import { type SqlBool, sql } from 'kysely';
import type { MediaLibraryQuery } from '#shared/payloads/media-library.ts';
import type { Db } from '../db/database.ts';
import { searchMatches } from './list-page.ts';
import type { MediaRow } from './media.ts';
import { countOfUses, isUnusedMedia } from './media-uses.ts';

/** The condition that a media row says nothing of what it shows: no text in either language, and not decorative. */
const lacksAltText = sql<SqlBool>`(decorative = 0 and trim(${sql.ref('altEn')}) = '' and trim(${sql.ref('altSq')}) = '')`;

/** How many images an item shows lack a text for those who cannot see them (the dashboard's attention). */
export async function countShownWithoutAlt(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(lacksAltText)
    .where(sql<SqlBool>`not ${isUnusedMedia()}`)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The column each of the library's sorts orders by. */
const SORT_COLUMNS = { uploadedAt: 'uploadedAt', originalBytes: 'originalBytes', name: 'sortTitle' } as const;

/**
 * One page of the media library as its query asks (payloads/media-library.ts), and how many images
 * match in all. Images stored before the library have no original size: they sort after the others
 * either way, on both databases. Ties go by id in the same direction, so pages neither repeat nor skip.
 */
export async function readMediaLibrary(
  db: Db,
  query: MediaLibraryQuery,
): Promise<{ rows: (MediaRow & { useCount: number | string })[]; total: number }> {
  let matching = db.selectFrom('media');
  for (const match of searchMatches(query.q)) matching = matching.where(match);
  if (query.type) matching = matching.where('originalType', '=', query.type);
  if (query.unused !== undefined)
    matching = matching.where(query.unused ? isUnusedMedia() : sql<SqlBool>`not ${isUnusedMedia()}`);
  if (query.withoutAlt !== undefined)
    matching = matching.where(query.withoutAlt ? lacksAltText : sql<SqlBool>`not ${lacksAltText}`);
  const column = SORT_COLUMNS[query.sort];
  const [counted, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    matching
      .selectAll()
      .select(countOfUses().as('useCount'))
      .orderBy(sql`${sql.ref(column)} is null`)
      .orderBy(sql.ref(column), query.dir)
      .orderBy('mediaId', query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { rows, total: Number(counted.total) };
}
