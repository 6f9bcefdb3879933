import type { Insertable, Selectable } from 'kysely';
import type { Entity } from '#shared/entities/define-entity.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { MEDIA, type Media } from '#shared/entities/media.ts';
import { searchKey } from '#shared/search-key.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { type UploadedOriginal, withFileUrls } from '../uploads/stored-files.ts';
import type { StoredImage } from '../uploads/stored-image.ts';
import { withJsonFields } from './json-fields.ts';
import type { Row } from './table-shape.ts';

export type MediaRow = Selectable<Database['media']>;

/**
 * The library's search and sort keys (search-key.ts): a search matches the file's name or either
 * language's text; the library sorts by the name, else the English text, else the Albanian.
 */
export function mediaKeys(texts: { originalName: string | null; altEn: string; altSq: string }) {
  const name = texts.originalName ?? '';
  return {
    searchText: [name, texts.altEn, texts.altSq].map(searchKey).join('\n'),
    sortTitle: searchKey([name, texts.altEn, texts.altSq].find((text) => text.trim() !== '') ?? ''),
  };
}

/** What an image says: its alternative text in each language, or that it is decorative. */
type MediaTexts = Pick<Media, 'altEn' | 'altSq' | 'decorative'>;
const NO_TEXTS: MediaTexts = { altEn: '', altSq: '', decorative: false };

/**
 * Stores a row for an image just encoded, with its point's column and its texts (none unless
 * given), in the caller's transaction; answers its id. Seeded images have no uploader.
 */
export async function insertMedia(
  db: Db,
  image: StoredImage,
  original: UploadedOriginal,
  uploadedBy: string | null,
  { focalPoints = null, texts = NO_TEXTS }: { focalPoints?: string | null; texts?: MediaTexts } = {},
): Promise<number> {
  const row: Insertable<Database['media']> = {
    imageUrl: JSON.stringify(image),
    focalPoints,
    originalName: original.name,
    originalType: original.type,
    originalBytes: original.bytes,
    originalWidth: original.width,
    originalHeight: original.height,
    uploadedBy,
    altEn: texts.altEn,
    altSq: texts.altSq,
    decorative: texts.decorative ? 1 : 0,
    ...mediaKeys({ originalName: original.name, altEn: texts.altEn, altSq: texts.altSq }),
  };
  const { mediaId } = await db.insertInto('media').values(row).returning('mediaId').executeTakeFirstOrThrow();
  return mediaId;
}

/** The rows of `ids` in one read, by id; ids without a row are left out. */
export async function mediaByIds(db: Db, ids: readonly number[]): Promise<Map<number, MediaRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('media').selectAll().where('mediaId', 'in', unique).execute();
  return new Map(rows.map((row) => [row.mediaId, row]));
}

/**
 * A row as the API answers it (`MediaSchema`), as every kind's reads answer theirs
 * (resource-reads.ts): its URL and sizes with its point, its point by field, the flag as a boolean.
 */
export function mediaAnswer(row: MediaRow): Media {
  const {
    searchText: _searchText,
    sortTitle: _sortTitle,
    ...answered
  } = withFileUrls(withJsonFields(row, MEDIA), MEDIA);
  return answered as Media;
}

/** The entity's fields that refer to the library (`kind: 'media'`), in its descriptor's order. */
export const mediaFieldsOf = (entity: Pick<Entity, 'files'>): string[] =>
  Object.entries(entity.files)
    .filter(([, file]) => file.kind === 'media')
    .map(([field]) => field);

/** The media rows the rows' image fields refer to, in one read. */
export function mediaOfRows(
  db: Db,
  entity: Pick<Entity, 'files'>,
  rows: readonly Row[],
): Promise<Map<number, MediaRow>> {
  const references = mediaFieldsOf(entity).map(mediaReferenceOf);
  const ids = rows.flatMap((row) =>
    references.map((reference) => row[reference]).filter((id) => typeof id === 'number'),
  );
  return mediaByIds(db, ids as number[]);
}
