import type { ServerRules } from '#server/resources/resource-service.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { mediaKeys } from '../../repositories/media.ts';

/**
 * An image of the library: a write of it (its texts, its point, a new file) re-renders exactly the
 * pages that show it, which the site's data tags `media:<id>`; its search keys follow its name and texts.
 */
export const MEDIA_RULES: ServerRules = {
  publish: { tags: (id) => [TAGS.media(id)] },
  follows: (row) =>
    mediaKeys({
      originalName: (row.originalName as string | null) ?? null,
      altEn: String(row.altEn ?? ''),
      altSq: String(row.altSq ?? ''),
    }),
};
