import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { FOCAL_CENTRE } from '#shared/domain-values.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import type { FocalPoint } from './FocalPointPicker.tsx';

/** The form's field of an item's focal points: JSON text, as form values are text (form-values.ts). */
export const FOCAL_POINTS_FIELD = 'focalPoints';

export const hasFocalPoints = (entity: Entity) => FOCAL_POINTS_FIELD in entity.schemas.input.shape;

const parsed = (json: unknown): Record<string, FocalPoint> => {
  if (typeof json !== 'string' || json === '') return {};
  return JSON.parse(json) as Record<string, FocalPoint>;
};

/**
 * An item form's focal points by image field (#shared/entities/focal-points.ts), held as one field
 * of the form, so that moving a point is unsaved work like typing, and loading another admin's
 * version brings theirs; null for an entity without images.
 */
export function useFocalPoints(form: UseFormReturn<FieldValues>, entity: Entity) {
  const json = useWatch({ control: form.control, name: FOCAL_POINTS_FIELD });
  if (!hasFocalPoints(entity)) return null;
  const points = parsed(json);
  return {
    pointOf: (field: string): FocalPoint => points[field] ?? { ...FOCAL_CENTRE },
    setPoint: (field: string, point: FocalPoint) =>
      form.setValue(FOCAL_POINTS_FIELD, JSON.stringify({ ...points, [field]: point }), { shouldDirty: true }),
  };
}
