import type { TextRow } from '#admin/resources/resource.ts';

/**
 * The row of an item's search description (#shared/entities/search-and-sharing.ts), the same on
 * the form of every entity with pages; the form shows, under its fields, how search results and
 * shared links will show the item (SearchPreview.tsx).
 */
export const SEARCH_ROW = {
  label: { en: 'Summary for search results', sq: 'Përmbledhja për kërkimet' },
  text: 'searchDescription',
  kind: 'textarea',
  hint: {
    en: 'What search results and shared links show under the title. Left empty, they show the start of the description.',
    sq: 'Çfarë tregojnë rezultatet e kërkimit dhe lidhjet e ndara nën titull. Bosh, tregojnë fillimin e përshkrimit.',
  },
} as const satisfies TextRow<'searchDescription'>;
