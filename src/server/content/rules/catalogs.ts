import type { ServerRules } from '#server/resources/resource-service.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';

export const CATALOG_RULES: ServerRules = {
  references: [
    { field: 'buildingId', entity: BUILDING },
    { field: 'salesCategoryId', entity: CATEGORY },
  ],
  publish: {
    // Building lists carry each building's first catalogue title: the building's tag among their items.
    tags: (_id, catalog) => [
      TAGS.catalogsOfBuilding(Number(catalog.buildingId)),
      TAGS.building(Number(catalog.buildingId)),
      feedChunkTag(BUILDING.kind, Number(catalog.buildingId)),
    ],
    lists: [TAGS.catalogList],
  },
};
