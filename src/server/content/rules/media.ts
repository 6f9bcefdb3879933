import { HttpError } from '#server/errors.ts';
import { mediaKeys } from '#server/repositories/media.ts';
import { mediaUses } from '#server/repositories/media-uses.ts';
import type { ServerRules } from '#server/resources/resource-service.ts';
import { MediaInUseSchema } from '#shared/payloads/media-library.ts';
import { TAGS } from '#shared/publish-tags.ts';

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
  inUse: {
    refusal: MediaInUseSchema,
    async check(db, id) {
      const uses = await mediaUses(db, id);
      if (uses.length === 0) return;
      const places = uses.length === 1 ? 'one place' : `${uses.length} places`;
      throw new HttpError(
        409,
        'IN_USE',
        `This image is still shown in ${places}. Choose another image there, or remove it, before deleting it.`,
        undefined,
        {},
        { uses },
      );
    },
  },
};
