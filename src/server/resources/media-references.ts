import type { Entity } from '#shared/entities/define-entity.ts';
import { type FocalPoints, imageFieldOfReference, mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { MEDIA } from '#shared/entities/media.ts';
import { TAGS } from '#shared/publish-tags.ts';
import type { FocalPoint } from '#shared/schemas/common.ts';
import type { Db } from '../db/database.ts';
import { recordWrite } from '../history/record-write.ts';
import { insertMedia, mediaFieldsOf, mediaOfRows } from '../repositories/media.ts';
import type { Row } from '../repositories/table-shape.ts';
import { focalPointsColumn } from '../uploads/focal-points-column.ts';
import type { UploadedOriginal } from '../uploads/stored-files.ts';
import type { StoredImage } from '../uploads/stored-image.ts';

/**
 * How an entity's image fields refer to the media library (docs/decisions/034-media-library.md):
 * each field `projectImageUrl` keeps its media row's id in `projectImageMediaId`. An upload to the
 * field is a new row of the library, made in the write's transaction; an image's point is its media
 * row's, which a write of the item's points changes for every item that shows it.
 */

/** An image uploaded to a field, encoded and stored, whose media row the write's transaction makes. */
export class NewMedia {
  readonly image: StoredImage;
  readonly original: UploadedOriginal;
  readonly uploadedBy: string;

  constructor(image: StoredImage, original: UploadedOriginal, uploadedBy: string) {
    this.image = image;
    this.original = original;
    this.uploadedBy = uploadedBy;
  }
}

const pointColumnOf = (point: FocalPoint | undefined) => focalPointsColumn(MEDIA, point ? { imageUrl: point } : {});

/**
 * The row with each image uploaded to it made a row of the library (with the point the write
 * gives its field), in the write's transaction `trx`: no media row without its files, no file
 * without its row.
 */
export async function withNewMedia(trx: Db, row: Row, points: Partial<FocalPoints> = {}): Promise<Row> {
  const result = { ...row };
  for (const [reference, value] of Object.entries(row)) {
    if (!(value instanceof NewMedia)) continue;
    const field = imageFieldOfReference(reference);
    const { image, original, uploadedBy } = value;
    const mediaId = await insertMedia(trx, image, original, uploadedBy, { focalPoints: pointColumnOf(points[field]) });
    await recordWrite(trx, MEDIA, { operation: 'create', id: mediaId, actor: uploadedBy });
    result[reference] = mediaId;
  }
  return result;
}

/** The media rows whose point a write's `points` change, of the images `row` shows, with the point each takes. */
export async function pointChanges(db: Db, entity: Entity, row: Row, points: Partial<FocalPoints> | undefined) {
  if (!points) return [];
  const media = await mediaOfRows(db, entity, [row]);
  return mediaFieldsOf(entity).flatMap((field) => {
    const point = points[field];
    const current = media.get(Number(row[mediaReferenceOf(field)]));
    if (!point || !current || pointColumnOf(point) === current.focalPoints) return [];
    return [{ field, media: current, point }];
  });
}

/**
 * Sets the points a write gives the images `row` shows, each a new version of its media row by
 * `actor`, in the write's transaction; answers the tags of the pages that show them. A field the
 * points leave out keeps its image's point, which other items may show.
 */
export async function setMediaPoints(
  trx: Db,
  entity: Entity,
  row: Row,
  points: Partial<FocalPoints> | undefined,
  actor: string,
): Promise<string[]> {
  const tags: string[] = [];
  for (const { media, point } of await pointChanges(trx, entity, row, points)) {
    await trx
      .updateTable('media')
      .set({
        focalPoints: pointColumnOf(point),
        version: media.version + 1,
        updatedAt: new Date().toISOString(),
        updatedBy: actor,
      })
      .where('mediaId', '=', media.mediaId)
      .execute();
    await recordWrite(trx, MEDIA, { operation: 'update', id: media.mediaId, actor, before: media });
    tags.push(TAGS.media(media.mediaId));
  }
  return tags;
}
