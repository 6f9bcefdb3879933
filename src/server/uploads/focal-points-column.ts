import type { Entity } from '#shared/entities/define-entity.ts';
import { everyFocalPoint, type FocalPoints, imageFieldsOf } from '#shared/entities/focal-points.ts';
import { FOCAL_CENTRE, type FocalPoint } from '#shared/schemas/common.ts';

/** The column of an item's focal points (migration 024): JSON by image field, null while every image is centred. */
export const FOCAL_POINTS_COLUMN = 'focalPoints';

const isCentre = (point: FocalPoint) => point.x === FOCAL_CENTRE.x && point.y === FOCAL_CENTRE.y;

/**
 * The column's value for the points a write gives (`focalPoints`, checked by the input schema; or
 * the column as stored, which a restore or a publish of changes carries): its image fields' points
 * in the descriptor's order, the centred ones left out, so that equal points are equal text and a
 * form saved unchanged changes nothing.
 */
export function focalPointsColumn(entity: Entity, written: unknown): string | null {
  const given = (typeof written === 'string' ? JSON.parse(written) : written) as Partial<FocalPoints> | null;
  const kept = imageFieldsOf(entity.files).flatMap((field) => {
    const point = given?.[field];
    return point && !isCentre(point) ? [[field, { x: point.x, y: point.y }] as const] : [];
  });
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/** Every image field's point of a row, centred where the column has none (images older than focal points). */
export function focalPointsOfRow(entity: Pick<Entity, 'files'>, column: unknown): FocalPoints {
  const stored = typeof column === 'string' ? (JSON.parse(column) as Partial<FocalPoints>) : {};
  return everyFocalPoint(imageFieldsOf(entity.files), stored);
}
