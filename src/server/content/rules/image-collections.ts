import type { ServerRules } from '#server/resources/resource-service.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { TAGS } from '#shared/publish-tags.ts';

/** A project's gallery: each image names its project, whose gallery it changes. */
export const GALLERY_IMAGE_RULES: ServerRules = {
  references: [{ field: GALLERY_IMAGE.collection.parent.idField, entity: GALLERY_IMAGE.collection.parent }],
  publish: { tags: (_id, image) => [TAGS.gallery(Number(image.projectId))] },
};

/** A news item's images: each names its news item, whose images it changes. */
export const NEWS_IMAGE_RULES: ServerRules = {
  references: [{ field: NEWS_IMAGE.collection.parent.idField, entity: NEWS_IMAGE.collection.parent }],
  publish: { tags: (_id, image) => [TAGS.newsImages(Number(image.newsId))] },
};
