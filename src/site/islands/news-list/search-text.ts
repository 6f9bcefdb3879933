import type { Language } from '#shared/i18n/languages.ts';

/** A text as the news search compares it: without accents and other marks (ë = e, ç = c), in lower case. */
export const searchText = (text: string, language: Language) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);

/** Whether `title` contains `query`, whatever the accents and case of either; `query` already through searchText. */
export const titleMatches = (title: string, query: string, language: Language) =>
  searchText(title, language).includes(query);
