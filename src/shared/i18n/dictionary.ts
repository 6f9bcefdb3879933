import type { Language } from './languages.ts';
import { CAREER_STRINGS } from './strings/career.ts';
import { CATALOG_STRINGS } from './strings/catalogs.ts';
import { COMMON_STRINGS } from './strings/common.ts';
import { FACADE_STRINGS } from './strings/facade.ts';
import { NEWS_STRINGS } from './strings/news.ts';
import { PROJECT_STRINGS } from './strings/projects.ts';
import { SHELL_STRINGS } from './strings/shell.ts';
import { UNIT_STRINGS } from './strings/units.ts';

const AREAS = [
  COMMON_STRINGS,
  SHELL_STRINGS,
  PROJECT_STRINGS,
  CATALOG_STRINGS,
  UNIT_STRINGS,
  FACADE_STRINGS,
  NEWS_STRINGS,
  CAREER_STRINGS,
] as const;

/** Every interface string of the site and its islands, in both languages: one dictionary, kept in areas. */
const DICTIONARY = {
  en: Object.assign({}, ...AREAS.map((area) => area.en)) as UnionToIntersection<(typeof AREAS)[number]['en']>,
  sq: Object.assign({}, ...AREAS.map((area) => area.sq)) as UnionToIntersection<(typeof AREAS)[number]['sq']>,
};

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

export type Strings = (typeof DICTIONARY)['en'];

export const stringsFor = (language: Language): Strings => DICTIONARY[language];
