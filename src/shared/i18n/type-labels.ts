import type { NEWS_TYPES, PROJECT_TYPES } from '../domain-values.ts';
import { type Strings, stringsFor } from './dictionary.ts';
import type { Language } from './languages.ts';

type NewsType = (typeof NEWS_TYPES)[number];
type ProjectType = (typeof PROJECT_TYPES)[number];

const NEWS_TYPE_KEYS = { news: 'newsTypeNews', event: 'newsTypeEvent' } as const satisfies Record<
  NewsType,
  keyof Strings
>;

const PROJECT_TYPE_KEYS = {
  Residential: 'projectTypeResidential',
  Hotel: 'projectTypeHotel',
  Commercial: 'projectTypeCommercial',
  'Mixed Use': 'projectTypeMixedUse',
  Office: 'projectTypeOffice',
} as const satisfies Record<ProjectType, keyof Strings>;

/** The one name of a news item's type (docs/product.md#entities-and-their-fields: news or event) in `language`: on cards, the filter and the menu alike. */
export const newsTypeLabel = (type: NewsType, language: Language) => stringsFor(language)[NEWS_TYPE_KEYS[type]];

/** The name of a project type in `language`. */
export const projectTypeLabel = (type: ProjectType, language: Language) =>
  stringsFor(language)[PROJECT_TYPE_KEYS[type]];
