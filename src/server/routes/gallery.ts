import { TAGS } from '#shared/publish-tags.ts';
import { GalleryImageSchema } from '#shared/entities/gallery-image.ts';
import type { App, AppContext } from '../context.ts';
import { registerImageCollectionRoutes } from './image-collections.ts';

export function galleryRoutes(app: App, context: AppContext) {
  registerImageCollectionRoutes(app, context, {
    tag: 'Gallery',
    label: 'Gallery image',
    table: 'galleryImages',
    idColumn: 'galleryImageId',
    imageField: 'galleryImageUrl',
    parent: { table: 'projects', idColumn: 'projectId', label: 'Project', order: 'asc' },
    item: GalleryImageSchema,
    prefix: '/gallery',
    publish: { kind: 'gallery', tags: (_id, image) => [TAGS.gallery(Number(image.projectId))] },
  });
}
