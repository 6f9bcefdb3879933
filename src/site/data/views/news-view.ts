import {
  NEWS_CARD_ELLIPSIS_AFTER_CHARS,
  NEWS_CARD_PREVIEW_CHARS,
  NEWS_SLIDER_PREVIEW_CHARS,
} from '#shared/constants.ts';
import { textsOf } from '#shared/entities/define-entity.ts';
import { NEWS, type NewsListItem, type NewsType } from '#shared/entities/news.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import { ROUTES } from '#shared/routes.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import { truncate } from '#shared/text.ts';
import { type CardImage, cardImage } from './card-image.ts';
import { metaDescription } from './meta-description.ts';

/** A news item as the site shows it in one language. */
export interface NewsView {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  /** Its page in the view's language. */
  href: string;
  type: NewsType;
  typeLabel: string;
  title: string;
  description: string;
  /** The description as a card cuts it (SPEC §2: 80 characters, … after 90). */
  cardText: string;
  /** The description as the slider cuts it (SPEC §2: 100 characters). */
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
    title,
    description,
    cardText: truncate(description, NEWS_CARD_PREVIEW_CHARS, NEWS_CARD_ELLIPSIS_AFTER_CHARS),
    slideText: truncate(description, NEWS_SLIDER_PREVIEW_CHARS),
    metaDescription: metaDescription(description),
    image: cardImage(news.newsImageUrl, news.imageSets.newsImageUrl),
  };
}

/** A news card in the page's language, its text already cut. */
export interface NewsCardData {
  id: number;
  href: string;
  type: NewsType;
  typeLabel: string;
  title: string;
  text: string;
  image: CardImage | null;
}

/** One news item of the slider, in the page's language, its description already cut. */
export interface NewsSlide {
  newsId: number;
  href: string;
  type: string;
  title: string;
  text: string;
  src: string | null;
  set: ImageSet | null;
}
