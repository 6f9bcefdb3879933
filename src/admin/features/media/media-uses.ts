import { z } from 'zod';
import { nounOf } from '#admin/i18n/nouns.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';

/**
 * A place that uses an image, as the API names it when it refuses to delete one (409 `IN_USE`,
 * docs/decisions/034-media-library.md, "The trash"): the item's kind, id and title, and its image
 * field. Read here, leniently, until the API's answer has its schema in #shared; an answer without
 * `uses` still has its message.
 */
const MediaUseSchema = z.object({
  kind: z.string(),
  id: z.union([z.number(), z.string()]),
  title: z.string().nullable().optional(),
  field: z.string(),
});
const InUseSchema = z.object({ uses: z.array(MediaUseSchema) });
export type MediaUse = z.infer<typeof MediaUseSchema>;

/** The places a refused delete names; none for any other failure. */
export function usesOf(error: unknown): MediaUse[] {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return [];
  const parsed = InUseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.uses : [];
}

/**
 * A place as the image's screen lists it, in `language`: the item by its title (else its kind and
 * number), its field by the label its form gives it, and the screen it opens on, its view or, for
 * a kind without one (a gallery's image), its list; none for a kind the admin does not know.
 */
export function placeOfUse(use: MediaUse, language: Language): { title: string; field: string; to: string | null } {
  const entity = ENTITIES.find((candidate) => candidate.kind === use.kind);
  if (!entity) return { title: use.title || `${use.kind} #${use.id}`, field: use.field, to: null };
  const file = (entity.files as Record<string, { label: string; sq: { label: string } } | undefined>)[use.field];
  const paths = screenPaths(entity);
  return {
    title: use.title || `${nounOf(entity, language).one} #${use.id}`,
    field: file ? (language === 'sq' ? file.sq.label : file.label) : use.field,
    to: 'view' in entity.admin.screens ? paths.view(use.id) : paths.list,
  };
}
