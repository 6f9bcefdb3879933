import type { ServerRules } from '#server/resources/resource-service.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { TAGS } from '#shared/publish-tags.ts';

export const CATEGORY_RULES: ServerRules = {
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
};
