import { z } from 'zod';
import { DRAFTED_ENTITIES, type DraftedKind, type PagedKind, pagedEntityOf } from '../entities/entities.ts';
import { fillPath } from '../entities/paths.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { localizePath } from '../i18n/localized-paths.ts';

/**
 * The preview of an item's page as the site would render it, drafts included (docs/decisions/
 * 015-drafts.md): the admin asks the API for a grant, whose links open the page on the site's
 * address under PREVIEW_PREFIX; the API has the publisher render it with the grant, and the
 * site's reads of the API carry the grant in PREVIEW_GRANT_HEADER.
 */
export const PREVIEW_PREFIX = '/preview';
export const PREVIEW_GRANT_HEADER = 'x-preview-grant';

/** How long a preview's links open the page: the admin's session must be alive too. */
export const PREVIEW_GRANT_MINUTES = 30;

/** The kinds of content whose page can be previewed: those with drafts and pages. */
export const PreviewKindSchema = z.enum(
  DRAFTED_ENTITIES.map((entity) => entity.kind) as [DraftedKind, ...DraftedKind[]],
);

/** A grant's answer: the preview of the item's page in each language. */
export const PreviewSchema = z.object({
  links: z.object({ sq: z.string(), en: z.string() }),
  expiresAt: z.string(),
});
export type Preview = z.infer<typeof PreviewSchema>;

/** The item's page, in `language`, that a preview of it shows. */
export function previewedPage(kind: PagedKind, id: number, language: Language): string {
  return localizePath(fillPath(pagedEntityOf(kind).pages.path, id), language);
}

/** The pages a grant opens, both languages. */
export const previewedPages = (kind: PagedKind, id: number) =>
  LANGUAGES.map((language) => previewedPage(kind, id, language));
