import { NEWS_SLIDER_FEED_ITEMS, NEWS_SLIDER_PREVIEW_CHARS } from '#shared/constants.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { ROUTES } from '#shared/routes.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { truncate } from '#shared/text.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import type { NewsSlide } from '../islands/NewsSlider.tsx';
import { loadNewsList } from './news.ts';

/**
 * The news slider's feed in `language`: the newest news items as plain data, one more than the
 * slider offers so that each page can leave out its own. Published once per language
 * (news-slides.json), so that a news edit republishes this file instead of every news page.
 */
export async function loadNewsSlides(language: Language): Promise<NewsSlide[]> {
  const newsList = await loadNewsList(NEWS_SLIDER_FEED_ITEMS + 1);
  return newsList.map((news) => ({
    newsId: news.newsId,
    href: localizePath(ROUTES.newsDetails(news.newsId), language),
    type: newsTypeLabel(news.newsType, language),
    title: pick(language, news.newsTitle, news.titullLajmesh),
    text: truncate(pick(language, news.newsDescription, news.pershkrimLajmesh), NEWS_SLIDER_PREVIEW_CHARS),
    src: news.newsImageUrl,
    set: news.imageSets.newsImageUrl,
  }));
}
