import { checkFacadeZones } from '#server/buildings/facade-rules.ts';
import { firstCatalogTitles } from '#server/repositories/catalog-titles.ts';
import type { ServerRules } from '#server/resources/resource-service.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';

export const BUILDING_RULES: ServerRules = {
  dependants: [
    { entity: CATALOG, foreignKey: 'buildingId' },
    { entity: UNIT, foreignKey: 'buildingId' },
  ],
  check: checkFacadeZones,
  publish: {
    // Its own read: its page and its catalogue pages (their facade picker among them).
    tags: (id) => [TAGS.building(id), feedChunkTag(BUILDING.kind, id)],
    lists: [TAGS.buildingList],
    neighbour: TAGS.building,
    // Its catalogues go with it.
    deleted: (id) => [TAGS.catalogsOfBuilding(id), TAGS.catalogList],
  },
  decorateItems: async (db, items) => {
    const titles = await firstCatalogTitles(
      db,
      items.map((item) => item.buildingId as number),
    );
    return items.map((item) => ({
      ...item,
      catalogTitle: titles.get(item.buildingId as number)?.catalogTitle ?? null,
      titulliKatalog: titles.get(item.buildingId as number)?.titulliKatalog ?? null,
    }));
  },
};
