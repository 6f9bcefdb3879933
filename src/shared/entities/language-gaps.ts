import { OTHER_LANGUAGE } from '../i18n/languages.ts';
import type { Entity, TextPair } from './define-entity.ts';
import { hasText } from './entity-texts.ts';
import { SEARCH_AND_SHARING } from './search-and-sharing.ts';

export type TextLanguage = keyof TextPair;

type WithTexts = Pick<Entity, 'texts' | 'internalTexts' | 'schemas'>;

/**
 * The texts admins write for an entity that its public pages show, by name: those of its input
 * (not those its lists borrow from another entity), but the internal ones, and the search
 * description, which a page lacking it in its language never takes from the other: it says its
 * automatic one (search-and-sharing.ts).
 */
export const publicTexts = (entity: WithTexts): [string, TextPair][] =>
  Object.entries(entity.texts ?? {}).filter(
    ([name, pair]) =>
      !entity.internalTexts?.includes(name) &&
      !(name in SEARCH_AND_SHARING.texts) &&
      pair.en in entity.schemas.input.shape,
  );

/**
 * The public texts of an item written in one language only, by the language that lacks them:
 * `{ en: [], sq: ['description'] }` for a description in English alone. A text empty in both
 * languages lacks nothing: it is simply not given.
 */
export function languageGaps(entity: WithTexts, item: object): Record<TextLanguage, string[]> {
  const fields = item as Record<string, unknown>;
  const lacking = (language: TextLanguage) =>
    publicTexts(entity)
      .filter(([, pair]) => hasText(fields[pair[OTHER_LANGUAGE[language]]]) && !hasText(fields[pair[language]]))
      .map(([name]) => name);
  return { en: lacking('en'), sq: lacking('sq') };
}
