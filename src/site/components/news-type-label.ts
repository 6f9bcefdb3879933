import { stringsFor } from '#shared/i18n/dictionary.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { NewsType } from '#shared/entities/news.ts';

/** The visible name of a news item's type (SPEC §3: news or event) in `language`. */
export function newsTypeLabel(type: NewsType, language: Language): string {
  const strings = stringsFor(language);
  return type === 'event' ? strings.newsTypeEvent : strings.newsTypeNews;
}
