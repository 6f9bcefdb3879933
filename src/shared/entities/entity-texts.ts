import { OTHER_LANGUAGE } from '../i18n/languages.ts';
import type { Entity, TextPair } from './define-entity.ts';

/**
 * An item's texts as the site and the admin show them: whether it is published and shown, and
 * each text in a page's language or, where it has none, the other one.
 */

/** The field pairs of the texts an entity needs to be shown (its `shownWith`): one of each pair must be filled. */
export function shownTextPairs(entity: Pick<Entity, 'kind' | 'texts' | 'shownWith'>): TextPair[] {
  return (entity.shownWith ?? []).map((name) => {
    const pair = entity.texts?.[name];
    if (!pair) throw new Error(`${entity.kind} needs a text it does not have: ${name}`);
    return pair;
  });
}

/** Whether a field holds a text: not missing, and more than white space. */
export const hasText = (value: unknown) => String(value ?? '').trim() !== '';

/**
 * Whether an item is published, not a draft: an item of an entity without drafts always is. A row
 * holds it as 1 or 0, an answer as a boolean.
 */
export const isPublished = (entity: Pick<Entity, 'drafts'>, item: object) =>
  !entity.drafts || Boolean((item as { published?: unknown }).published ?? true);

/** Whether an item's field holds a value that keeps it off the site (its entity's `offSite`: a unit not yet on sale). */
export const isOffSite = ({ offSite }: Pick<Entity, 'offSite'>, item: object) =>
  offSite?.values.includes(String((item as Record<string, unknown>)[offSite.field])) ?? false;

/**
 * Whether the public site shows an item: it is published, not kept off the site by a value of its
 * own (`offSite`), and every text its entity needs is filled in one language at least. An item that
 * is part of another (`partOf`) needs that one shown too, which its row alone cannot tell.
 */
export function isShown(
  entity: Pick<Entity, 'kind' | 'texts' | 'shownWith' | 'drafts' | 'offSite'>,
  item: object,
): boolean {
  const fields = item as Record<string, unknown>;
  return (
    isPublished(entity, item) &&
    !isOffSite(entity, item) &&
    shownTextPairs(entity).every((pair) => hasText(fields[pair.en]) || hasText(fields[pair.sq]))
  );
}

/** The language each text of an item is shown in on pages of `language`: its own, or the other one when empty in its own. */
export function textLanguagesOf<E extends { texts: Record<string, TextPair> }>(
  entity: E,
  item: object,
  language: 'en' | 'sq',
): Record<keyof E['texts'], 'en' | 'sq'> {
  const fields = item as Record<string, unknown>;
  const filled = (field: string) => hasText(fields[field]);
  return Object.fromEntries(
    Object.entries(entity.texts).map(([name, pair]) => [
      name,
      filled(pair[language]) || !filled(pair[OTHER_LANGUAGE[language]]) ? language : OTHER_LANGUAGE[language],
    ]),
  ) as Record<keyof E['texts'], 'en' | 'sq'>;
}

/** The `lang` of the texts an item shows in the other language on pages of one language: `{ titleLang: 'en' }`. */
export type FallbackLanguages<E extends { texts: Record<string, TextPair> }> = {
  [K in keyof E['texts'] & string as `${K}Lang`]?: 'en' | 'sq';
};

/**
 * Which of an item's texts pages of `language` show in the other language (textsOf), for the
 * `lang` attribute of the element that shows each; texts in the page's own language have none.
 */
export function fallbackLanguagesOf<E extends { texts: Record<string, TextPair> }>(
  entity: E,
  item: object,
  language: 'en' | 'sq',
): FallbackLanguages<E> {
  return Object.fromEntries(
    Object.entries(textLanguagesOf(entity, item, language))
      .filter(([, shownIn]) => shownIn !== language)
      .map(([name, shownIn]) => [`${name}Lang`, shownIn]),
  ) as FallbackLanguages<E>;
}

/**
 * An item's texts on pages of `language`, by the names its descriptor gives them (`title`,
 * `address`…): each in `language`, or in the other language when it has none in its own, so that
 * no page shows an empty title (textLanguagesOf says which).
 */
export function textsOf<E extends { texts: Record<string, TextPair> }>(
  entity: E,
  item: object,
  language: 'en' | 'sq',
): Record<keyof E['texts'], string> {
  const fields = item as Record<string, unknown>;
  const languages = textLanguagesOf(entity, item, language) as Record<string, 'en' | 'sq'>;
  return Object.fromEntries(
    Object.entries(entity.texts).map(([name, pair]) => [name, String(fields[pair[languages[name] ?? language]] ?? '')]),
  ) as Record<keyof E['texts'], string>;
}
