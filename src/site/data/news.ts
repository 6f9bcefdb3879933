import { z } from 'zod';
import { NewsImageSchema } from '#shared/schemas/news-image.ts';
import { NewsListItemSchema, NewsSchema } from '#shared/schemas/news.ts';
import { readApi, readApiList } from './api.ts';

/** Newest first. */
export const loadNewsList = () => readApiList('/news/get/mini', z.array(NewsListItemSchema));

export const loadNews = (newsId: number) => readApi(`/news/get/single/news/${newsId}`, NewsSchema);

export const loadNewsImages = async (newsId: number) =>
  (await readApi(`/newsimage/get/mini/${newsId}`, z.array(NewsImageSchema))) ?? [];
