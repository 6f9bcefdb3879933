import { z } from 'zod';
import { GalleryImageSchema } from '#shared/entities/gallery-image.ts';
import { NewsImageSchema } from '#shared/entities/news-image.ts';
import { NewsListItemSchema } from '#shared/entities/news.ts';
import { ProjectListItemSchema } from '#shared/entities/project.ts';
import { ADMIN_PATHS } from '../../routes.ts';

/** An image as the collection screens show it, whatever its collection calls its fields. */
export interface CollectionImage {
  id: number;
  parentId: number;
  url: string | null;
  srcSet: string | undefined;
}

export interface Parent {
  id: number;
  title: string;
}

/** A collection of images that belong to a parent: a project's gallery, a news item's pictures. */
export interface ImageCollection {
  key: string;
  one: string;
  many: string;
  lower: string;
  paths: { list: string; add: string };
  /** The multipart field of the image file. */
  imageField: string;
  parent: {
    key: string;
    label: string;
    idField: string;
    list: string;
    schema: z.ZodType<Parent[]>;
    viewPath: (id: number) => string;
  };
  api: { list: string; single: (id: number) => string; save: string; remove: (id: number) => string };
  schema: z.ZodType<CollectionImage[]>;
  /** The answer to a save, which names the new image. */
  savedSchema: z.ZodType<unknown>;
}

export const galleryCollection: ImageCollection = {
  key: 'gallery',
  one: 'Gallery image',
  many: 'Gallery images',
  lower: 'gallery image',
  paths: ADMIN_PATHS.gallery,
  imageField: 'galleryImageUrl',
  parent: {
    key: 'project',
    label: 'Project',
    idField: 'projectId',
    list: '/projects/get/mini',
    schema: z
      .array(ProjectListItemSchema)
      .transform((projects) =>
        projects.map((project) => ({ id: project.projectId, title: project.projectTitle || project.titulliProjekti })),
      ),
    viewPath: ADMIN_PATHS.projects.view,
  },
  api: {
    list: '/gallery/get/mini',
    single: (id) => `/gallery/get/single/${id}`,
    save: '/gallery/save',
    remove: (id) => `/gallery/delete/${id}`,
  },
  schema: z.array(GalleryImageSchema).transform((images) =>
    images.map((image) => ({
      id: image.galleryImageId,
      parentId: image.projectId,
      url: image.galleryImageUrl,
      srcSet: image.imageSets.galleryImageUrl?.webp,
    })),
  ),
  savedSchema: GalleryImageSchema,
};

export const newsImageCollection: ImageCollection = {
  key: 'newsimage',
  one: 'News image',
  many: 'News images',
  lower: 'news image',
  paths: ADMIN_PATHS.newsImages,
  imageField: 'newsImageUrl',
  parent: {
    key: 'news',
    label: 'News item',
    idField: 'newsId',
    list: '/news/get/mini',
    schema: z
      .array(NewsListItemSchema)
      .transform((items) => items.map((news) => ({ id: news.newsId, title: news.newsTitle || news.titullLajmesh }))),
    viewPath: ADMIN_PATHS.news.view,
  },
  api: {
    list: '/newsimage/get/mini',
    single: (id) => `/newsimage/get/single/${id}`,
    save: '/newsimage/save',
    remove: (id) => `/newsimage/delete/${id}`,
  },
  schema: z.array(NewsImageSchema).transform((images) =>
    images.map((image) => ({
      id: image.newsImageId,
      parentId: image.newsId,
      url: image.newsImageUrl,
      srcSet: image.imageSets.newsImageUrl?.webp,
    })),
  ),
  savedSchema: NewsImageSchema,
};
