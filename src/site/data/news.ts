import { z } from 'zod';
import { TAGS } from '#shared/publish-tags.ts';
import { NewsImageSchema } from '#shared/entities/news-image.ts';
import { NewsListItemSchema, NewsSchema } from '#shared/entities/news.ts';
import { firstOf, readApi, readApiItems } from './api.ts';

const NewsListSchema = z.array(NewsListItemSchema);

/** Newest first; only the first `limit` when given. */
export const loadNewsList = (limit?: number) =>
  readApiItems(firstOf('/news/get/mini', limit), NewsListSchema, TAGS.newsList, (news) => TAGS.news(news.newsId));


export const loadNews = (newsId: number) => readApi(`/news/get/single/news/${newsId}`, NewsSchema, [TAGS.news(newsId)]);

export const loadNewsImages = async (newsId: number) =>
  (await readApi(`/newsimage/get/mini/${newsId}`, z.array(NewsImageSchema), [TAGS.newsImages(newsId)])) ?? [];
