import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, databaseIn, openDatabase } from '#server/db/database.ts';
import { insertMedia, mediaAnswer, mediaByIds, mediaKeys } from '#server/repositories/media.ts';
import { MediaSchema } from '#shared/entities/media.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

const IMAGE = { key: 'tower-at-dusk', width: 1600, height: 1067, widths: [480, 960, 1600] };
const ORIGINAL = { name: 'Kulla në muzg.JPG', type: 'image/jpeg', bytes: 2_345_678, width: 4000, height: 2667 };

let dataDir: string;
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-repository-'));
  database = await freshDatabase();
  db = await openDatabase(databaseIn(dataDir, database.url));
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the media table', () => {
  it('keeps an uploaded image with its original, its uploader and the moment, without texts and centred', async () => {
    const mediaId = await insertMedia(db, IMAGE, ORIGINAL, 'editor');
    const row = (await mediaByIds(db, [mediaId])).get(mediaId);
    if (!row) throw new Error('the row was not read back');
    const answer = MediaSchema.parse(mediaAnswer(row));
    expect(answer).toMatchObject({
      mediaId,
      imageUrl: '/uploads/images/tower-at-dusk-1600.webp',
      originalName: ORIGINAL.name,
      originalType: ORIGINAL.type,
      originalBytes: ORIGINAL.bytes,
      originalWidth: ORIGINAL.width,
      originalHeight: ORIGINAL.height,
      altEn: '',
      altSq: '',
      decorative: false,
      uploadedBy: 'editor',
      version: 1,
      updatedAt: null,
    });
    expect(answer.imageSets.imageUrl).toMatchObject({ width: 1600, height: 1067, focalPoint: { x: 50, y: 50 } });
    expect(answer.focalPoints).toEqual({ imageUrl: { x: 50, y: 50 } });
    expect(Object.keys(answer)).not.toContain('searchText');
    expect(answer.imageSets.imageUrl.webp).toContain('/uploads/images/tower-at-dusk-480.webp 480w');
    expect(answer.uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row).toMatchObject({ searchText: 'kulla ne muzg.jpg\n\n', sortTitle: 'kulla ne muzg.jpg' });
  });

  it('answers an image stored before the library, without an original, with its texts, point and decorative choice', async () => {
    const { mediaId } = await db
      .insertInto('media')
      .values({
        imageUrl: JSON.stringify(IMAGE),
        focalPoints: JSON.stringify({ imageUrl: { x: 30.5, y: 20 } }),
        originalName: null,
        originalType: null,
        originalBytes: null,
        originalWidth: null,
        originalHeight: null,
        uploadedBy: null,
        altEn: 'A tower at dusk',
        altSq: 'Një kullë në muzg',
        decorative: 1,
        ...mediaKeys({ originalName: null, altEn: 'A tower at dusk', altSq: 'Një kullë në muzg' }),
      })
      .returning('mediaId')
      .executeTakeFirstOrThrow();
    const row = (await mediaByIds(db, [mediaId])).get(mediaId);
    if (!row) throw new Error('the row was not read back');
    const answer = MediaSchema.parse(mediaAnswer(row));
    expect(answer).toMatchObject({ originalName: null, originalType: null, originalBytes: null, originalWidth: null });
    expect(answer).toMatchObject({ altEn: 'A tower at dusk', altSq: 'Një kullë në muzg', decorative: true });
    expect(answer.imageSets.imageUrl.focalPoint).toEqual({ x: 30.5, y: 20 });
    expect(answer.focalPoints).toEqual({ imageUrl: { x: 30.5, y: 20 } });
    expect(row.sortTitle).toBe('a tower at dusk');
  });

  it('reads several rows in one call, each once, leaving out ids without a row', async () => {
    const first = await insertMedia(db, IMAGE, ORIGINAL, 'editor');
    const second = await insertMedia(db, { ...IMAGE, key: 'lake-residence' }, ORIGINAL, 'admin');
    const rows = await mediaByIds(db, [second, first, second, 999_999]);
    expect([...rows.keys()].sort((a, b) => a - b)).toEqual([first, second]);
    expect(rows.get(second)?.uploadedBy).toBe('admin');
    expect((await mediaByIds(db, [])).size).toBe(0);
  });
});
