import type { z } from 'zod';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { fieldsOf, type ResourceConfig } from '../resource.ts';
import { FOCAL_POINTS_FIELD, hasFocalPoints } from './use-focal-points.ts';

/**
 * The values a form starts with: the item's, or for a new item those `given` (by its address: a
 * unit added from a building's units is of that building), the resource's or the field's default,
 * else empty. A number is written with the decimal separator of the admin's `language` ("85,4"),
 * without thousands separators, which English's comma would make ambiguous.
 */
export function initialValues<T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  item: T | null,
  { given = {}, language = 'en' }: { given?: Record<string, string> | undefined; language?: Language } = {},
) {
  const shape = config.entity.schemas.input.shape as Record<string, z.ZodType>;
  const defaults = item ? {} : { ...config.defaults?.(), ...given };
  const values: Record<string, string> = {};
  for (const field of config.rows.flatMap(fieldsOf)) {
    const current = item?.[field.name] ?? defaults[field.name];
    const fallback = shape[field.name]?.safeParse(undefined);
    const value = current ?? (fallback?.success ? fallback.data : '');
    const text = value === null || value === undefined ? '' : String(value);
    values[field.name] = field.kind === 'number' && language === 'sq' ? text.replace('.', ',') : text;
  }
  if (hasFocalPoints(config.entity)) values[FOCAL_POINTS_FIELD] = JSON.stringify(item?.[FOCAL_POINTS_FIELD] ?? {});
  return values;
}

/**
 * The multipart body of a save: every field (the focal points, which the form's schema reads into
 * an object, as JSON), the files chosen, and the library's images chosen instead of a file, each as
 * its field's reference (`projectImageUrl` → `projectImageMediaId`); a field with neither keeps
 * its current file.
 */
export function formBody(
  values: Record<string, unknown>,
  files: Record<string, File | null>,
  fromLibrary: Record<string, { mediaId: number } | null> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) body.append(name, '');
    else body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file);
  for (const [reference, mediaId] of Object.entries(libraryReferences(fromLibrary)))
    body.append(reference, String(mediaId));
  return body;
}

/**
 * The library's images chosen instead of a file, as a save and the live preview send them: each
 * image's id by its field's reference (`projectImageUrl` → `projectImageMediaId`); a field with no
 * image chosen is left out, and keeps its image.
 */
export const libraryReferences = (fromLibrary: Record<string, { mediaId: number } | null>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(fromLibrary).flatMap(([name, media]) => (media ? [[mediaReferenceOf(name), media.mediaId]] : [])),
  );
