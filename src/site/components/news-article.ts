import { HTML_LANG, type Language } from '#shared/i18n/languages.ts';
import type { NewsView } from '../data/views/news-view.ts';

const ORGANIZATION = { '@type': 'Organization', name: 'Tirana Group' } as const;

/**
 * schema.org NewsArticle of one news item in the page's language. The API keeps no publication
 * date for news, so datePublished is left out rather than invented.
 */
export function newsArticle(news: NewsView, language: Language, pageUrl: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: news.title,
    ...(imageUrl ? { image: [imageUrl] } : {}),
    inLanguage: HTML_LANG[language],
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: ORGANIZATION,
    publisher: ORGANIZATION,
  };
}
