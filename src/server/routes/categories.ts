import { CATALOG } from '#shared/entities/catalog.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import { TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function categoryRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, CATEGORY, {
    publish: {
      tags: (id) => [TAGS.category(id)],
      lists: [TAGS.categoryList],
      neighbour: TAGS.category,
    },
    blockers: [
      {
        entity: CATALOG,
        foreignKey: 'salesCategoryId',
        message: 'This sales category still has catalogues. Move or delete them first.',
      },
    ],
  });
}
