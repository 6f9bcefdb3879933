import type { App, AppContext } from '../context.ts';
import { registerImageCollectionRoutes } from './image-collections.ts';
import { registerResourceRoutes } from './resource-routes.ts';

/** The routes of every kind of content in the core, an image collection's or any other's, at its descriptor's paths. */
export function contentRoutes(app: App, context: AppContext) {
  for (const kind of context.content.kinds) {
    if (kind.entity.collection) registerImageCollectionRoutes(app, context, kind);
    else registerResourceRoutes(app, context, kind);
  }
}
