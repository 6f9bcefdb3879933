import { z } from 'zod';
import { NEWS, NewsListItemSchema, NewsSchema } from '#shared/entities/news.ts';
import { NEWS_IMAGE, NewsImageSchema } from '#shared/entities/news-image.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { firstOf, publicListPath, readApi, readApiItems, readShownItem } from './api.ts';

const NewsListSchema = z.array(NewsListItemSchema);

/** Newest first; only the first `limit` when given. */
export const loadNewsList = (limit?: number) =>
  readApiItems(firstOf(publicListPath(NEWS), limit), NewsListSchema, TAGS.newsList, (news) => TAGS.news(news.newsId));

export const loadNews = (newsId: number) => readShownItem(NEWS, newsId, NewsSchema, [TAGS.news(newsId)]);

export const loadNewsImages = async (newsId: number) =>
  (await readApi(
    fillPath(NEWS_IMAGE.collection.byParent, { newsId }),
    z.array(NewsImageSchema),
    [TAGS.newsImages(newsId)],
    { read: NEWS_IMAGE.kind, id: newsId },
  )) ?? [];
