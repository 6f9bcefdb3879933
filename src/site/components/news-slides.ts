import { NEWS_SLIDER_PREVIEW_CHARS } from '#shared/constants.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath, ROUTES } from '#shared/routes.ts';
import type { NewsListItem } from '#shared/schemas/news.ts';
import { truncate } from '#shared/text.ts';
import type { NewsSlide } from '../islands/NewsSlider.tsx';
import { newsTypeLabel } from './news-type-label.ts';

/** The news slider's items on the page of `currentId`: every other news item, newest first, as plain data. */
export function newsSlides(newsList: NewsListItem[], currentId: number, language: Language): NewsSlide[] {
  return newsList
    .filter((news) => news.newsId !== currentId)
    .map((news) => ({
      href: localizePath(ROUTES.newsDetails(news.newsId), language),
      type: newsTypeLabel(news.newsType, language),
      title: pick(language, news.newsTitle, news.titullLajmesh),
      text: truncate(pick(language, news.newsDescription, news.pershkrimLajmesh), NEWS_SLIDER_PREVIEW_CHARS),
      src: news.newsImageUrl,
      set: news.imageSets.newsImageUrl,
    }));
}
