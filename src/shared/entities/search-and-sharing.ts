import type { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { FileUrlSchema, ImageSetSchema, typedText } from '../schemas/common.ts';
import type { FileField } from './define-entity.ts';

/**
 * What an item with a page of its own may say for search engines and shared links
 * (docs/product.md#search-and-sharing): a search description in each language, and an image for
 * link cards. Left empty, the page says what it said before: the start of its description, and its
 * main picture.
 */

/**
 * Where search results and link cards cut a page's title and description, about (they cut by
 * width): the admin's previews cut there, and it counts the description towards its cut.
 */
export const SEARCH_DESCRIPTION_CUT = 160;
export const SEARCH_TITLE_CUT = 60;
export const LINK_CARD_TITLE_CUT = 88;
export const LINK_CARD_DESCRIPTION_CUT = 110;
/** The longest search description kept: past the cut, a result shows none of the rest. */
export const MAX_SEARCH_DESCRIPTION_CHARS = 300;

/** Optional, unlike the other texts: a write that leaves them out (an import, a script) keeps them. */
const searchDescription = () => typedText().trim().max(MAX_SEARCH_DESCRIPTION_CHARS).optional();

const input = {
  searchDescription: searchDescription(),
  pershkrimiKerkimit: searchDescription(),
};

/**
 * What an entity with pages spreads into its schemas and its descriptor: `input` into its input
 * schema; `item` (the image's URL) into the schema of what it answers, and `imageSets` (the
 * image's sizes) into that answer's `imageSets`; `texts` and `files` into the descriptor's own.
 */
export const SEARCH_AND_SHARING = {
  input,
  item: { socialImageUrl: FileUrlSchema },
  imageSets: { socialImageUrl: ImageSetSchema.nullable() },
  texts: { searchDescription: { en: 'searchDescription', sq: 'pershkrimiKerkimit' } },
  files: {
    socialImageUrl: {
      kind: 'media',
      maxBytes: MAX_IMAGE_BYTES,
      label: 'Image for shared links',
      sq: { label: 'Fotografia për lidhjet e ndara' },
    },
  },
} as const satisfies { files: Record<string, FileField> } & Record<string, unknown>;

export type SearchAndSharing = z.infer<z.ZodObject<typeof input>>;
