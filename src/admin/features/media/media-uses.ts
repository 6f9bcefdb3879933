import { z } from 'zod';
import { titleIn } from '#admin/i18n/item-titles.ts';
import { nounOf } from '#admin/i18n/nouns.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { ItemTitlesSchema } from '#shared/payloads/item-titles.ts';

/**
 * A place that uses an image, as the API names it when it refuses to delete one (409 `IN_USE`,
 * docs/decisions/034-media-library.md, "The trash"): the item's kind and id, its image field, and
 * its title (`title`), or its titles in both languages (`titles`, a collection's image named by its
 * `parent`), and whether only its unpublished changes show the image. Read here, leniently, until
 * the API's answer has its schema in #shared; an answer without `uses` still has its message.
 */
const MediaUseSchema = z.object({
  kind: z.string(),
  id: z.union([z.number(), z.string()]),
  field: z.string(),
  title: z.string().nullish(),
  titles: ItemTitlesSchema.nullish(),
  parent: z.object({ kind: z.string(), id: z.number() }).nullish(),
  inChanges: z.boolean().optional(),
});
const InUseSchema = z.object({ uses: z.array(MediaUseSchema) });
export type MediaUse = z.infer<typeof MediaUseSchema>;

/** The places a refused delete names; none for any other failure. */
export function usesOf(error: unknown): MediaUse[] {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return [];
  const parsed = InUseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.uses : [];
}

const entityOf = (kind: string) => ENTITIES.find((candidate) => candidate.kind === kind);

/** The screen of an item: its view, or for a kind without one (a gallery's image), its list. */
function screenOf(kind: string, id: number | string): string | null {
  const entity = entityOf(kind);
  if (!entity) return null;
  const paths = screenPaths(entity);
  return 'view' in entity.admin.screens ? paths.view(id) : paths.list;
}

/**
 * A place as the image's screen lists it, in `language`: the item by its title (else its kind and
 * number), its field by the label its kind gives it, whether only its unpublished changes show the
 * image, and the screen it opens on: a collection's image on its parent's, any other item on its
 * own; none for a kind the admin does not know.
 */
export function placeOfUse(
  use: MediaUse,
  language: Language,
): { title: string; field: string; inChanges: boolean; to: string | null } {
  const entity = entityOf(use.kind);
  const file = (entity?.files as Record<string, { label: string; sq: { label: string } } | undefined> | undefined)?.[
    use.field
  ];
  const named = titleIn(use.titles ?? null, language) || use.title;
  return {
    title: named || (entity ? `${nounOf(entity, language).one} #${use.id}` : `${use.kind} #${use.id}`),
    field: file ? (language === 'sq' ? file.sq.label : file.label) : use.field,
    inChanges: use.inChanges ?? false,
    to: use.parent ? screenOf(use.parent.kind, use.parent.id) : screenOf(use.kind, use.id),
  };
}
