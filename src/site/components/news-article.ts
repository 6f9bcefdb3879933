import { HTML_LANG, type Language, pick } from '#shared/i18n/languages.ts';
import type { News } from '#shared/entities/news.ts';

const ORGANIZATION = { '@type': 'Organization', name: 'Tirana Group' } as const;

/**
 * schema.org NewsArticle of one news item in the page's language. The API keeps no publication
 * date for news, so datePublished is left out rather than invented.
 */
export function newsArticle(news: News, language: Language, pageUrl: string, imageUrl: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: pick(language, news.newsTitle, news.titullLajmesh),
    ...(imageUrl ? { image: [imageUrl] } : {}),
    inLanguage: HTML_LANG[language],
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    author: ORGANIZATION,
    publisher: ORGANIZATION,
  };
}
