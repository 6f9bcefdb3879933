import { NEWS_SLIDER_FEED_ITEMS } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { compact } from './list-cards.ts';
import { loadNewsList } from './news.ts';
import { type NewsSlide, newsView } from './views/news-view.ts';

/**
 * The news slider's feed in `language`: the newest news items as plain data, one more than the
 * slider offers so that each page can leave out its own. Published once per language
 * (news-slides.json), so that a news edit republishes this file instead of every news page.
 */
export async function loadNewsSlides(language: Language): Promise<NewsSlide[]> {
  const newsList = await loadNewsList(NEWS_SLIDER_FEED_ITEMS + 1);
  return newsList.map((news) => {
    const { id, href, typeLabel, date, dateText, title, titleLang, slideText, descriptionLang, image } = newsView(
      news,
      language,
    );
    return compact({
      newsId: id,
      href,
      type: typeLabel,
      date,
      dateText,
      title,
      titleLang,
      text: slideText,
      textLang: descriptionLang,
      src: image?.src ?? null,
      set: image?.set ?? null,
    });
  });
}
