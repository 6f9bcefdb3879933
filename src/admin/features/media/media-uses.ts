import { titleIn } from '#admin/i18n/item-titles.ts';
import { nounOf } from '#admin/i18n/nouns.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { MediaInUseSchema, type MediaUse } from '#shared/payloads/media-library.ts';

/**
 * The places a refused delete names (409 `IN_USE`, docs/decisions/034-media-library.md, "The
 * trash"); none for any other failure, or an answer that does not name them.
 */
export function usesOf(error: unknown): MediaUse[] {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return [];
  const parsed = MediaInUseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.uses : [];
}

const entityOf = (kind: string) => ENTITIES.find((candidate) => candidate.kind === kind);

/** The screen of an item: its view, or for a kind without one (a gallery's image), its list. */
function screenOf(kind: string, id: number): string | null {
  const entity = entityOf(kind);
  if (!entity) return null;
  const paths = screenPaths(entity);
  return 'view' in entity.admin.screens ? paths.view(id) : paths.list;
}

/** A place as the image's screen lists it: what its link says, and where it leads. */
export interface PlaceOfUse {
  key: string;
  title: string;
  field: string;
  inChanges: boolean;
  to: string | null;
}

/**
 * A place as the image's screen lists it, in `language`: the item by its title (else its kind and
 * number), its field by the label its kind gives it, whether only its unpublished changes show the
 * image, and the screen it opens on: a collection's image on its parent's, any other item on its
 * own; none for a kind the admin does not know.
 */
export function placeOfUse(use: MediaUse, language: Language): PlaceOfUse {
  const entity = entityOf(use.kind);
  const file = (entity?.files as Record<string, { label: string; sq: { label: string } } | undefined> | undefined)?.[
    use.field
  ];
  const named = titleIn(use.titles, language);
  return {
    key: `${use.kind}:${use.id}:${use.field}:${use.inChanges}`,
    title: named || (entity ? `${nounOf(entity, language).one} #${use.id}` : `${use.kind} #${use.id}`),
    field: file ? (language === 'sq' ? file.sq.label : file.label) : use.field,
    inChanges: use.inChanges,
    to: use.parent ? screenOf(use.parent.kind, use.parent.id) : screenOf(use.kind, use.id),
  };
}
