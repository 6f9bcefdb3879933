import {
  NEWS_CARD_ELLIPSIS_AFTER_CHARS,
  NEWS_CARD_PREVIEW_CHARS,
  NEWS_SLIDER_PREVIEW_CHARS,
} from '#shared/constants.ts';
import { type FallbackLanguages, fallbackLanguagesOf, textsOf } from '#shared/entities/entity-texts.ts';
import { NEWS, type NewsListItem, type NewsType } from '#shared/entities/news.ts';
import { formatDay } from '#shared/i18n/formats.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import { ROUTES } from '#shared/routes.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import { truncate } from '#shared/text.ts';
import { type CardImage, cardImage } from './card-image.ts';
import { metaDescription, searchDescriptionOf } from './meta-description.ts';

/** A news item as the site shows it in one language; a text it has only in the other language carries its `lang`. */
export interface NewsView extends FallbackLanguages<typeof NEWS> {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  /** Its page in the view's language. */
  href: string;
  type: NewsType;
  typeLabel: string;
  /** Its publication date, `2026-05-29`, and as the view's language writes it. */
  date: string;
  dateText: string;
  title: string;
  description: string;
  /** The description as a card cuts it (docs/product.md#screens-and-routes: 80 characters, … after 90). */
  cardText: string;
  /** The description as the slider cuts it (docs/product.md#screens-and-routes: 100 characters). */
  slideText: string;
  metaDescription: string;
  image: CardImage | null;
}

export function newsView(news: NewsListItem, language: Language): NewsView {
  const { title, description } = textsOf(NEWS, news, language);
  const path = ROUTES.newsDetails(news.newsId);
  return {
    id: news.newsId,
    path,
    href: localizePath(path, language),
    type: news.newsType,
    typeLabel: newsTypeLabel(news.newsType, language),
    date: news.newsDate,
    dateText: formatDay(news.newsDate, language),
    title,
    description,
    cardText: truncate(description, NEWS_CARD_PREVIEW_CHARS, NEWS_CARD_ELLIPSIS_AFTER_CHARS),
    slideText: truncate(description, NEWS_SLIDER_PREVIEW_CHARS),
    metaDescription: searchDescriptionOf(news, language, metaDescription(description)),
    image: cardImage(news.newsImageUrl, news.imageSets.newsImageUrl),
    ...fallbackLanguagesOf(NEWS, news, language),
  };
}

/** What a news card and a news slide both show, in the page's language, the text already cut. */
interface NewsTeaser extends Pick<NewsView, 'href' | 'date' | 'dateText' | 'title'> {
  titleLang?: Language | undefined;
  text: string;
  textLang?: Language | undefined;
}

/** A news card; `titleLang` and `textLang` as NewsView's. */
export interface NewsCardData extends NewsTeaser, Pick<NewsView, 'id' | 'type' | 'typeLabel' | 'image'> {}

/** One news item of the slider. */
export interface NewsSlide extends NewsTeaser {
  newsId: number;
  /** Its type's label. */
  type: string;
  src: string | null;
  set: ImageSet | null;
}
