import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerImageCollectionRoutes } from './image-collections.ts';

export function galleryRoutes(app: App, context: AppContext) {
  registerImageCollectionRoutes(app, context, GALLERY_IMAGE, {
    tags: (_id, image) => [TAGS.gallery(Number(image.projectId))],
  });
}
