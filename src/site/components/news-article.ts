import { HTML_LANG, type Language } from '#shared/i18n/languages.ts';
import type { NewsView } from '../data/views/news-view.ts';

const ORGANIZATION = { '@type': 'Organization', name: 'Tirana Group' } as const;

/** schema.org NewsArticle of one news item on a page of `language`, in the language of its text. */
export function newsArticle(news: NewsView, language: Language, pageUrl: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    description: news.metaDescription,
    datePublished: news.date,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    inLanguage: HTML_LANG[news.descriptionLang ?? language],
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: ORGANIZATION,
    publisher: ORGANIZATION,
  };
}
