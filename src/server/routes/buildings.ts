import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import type { App, AppContext } from '../context.ts';
import { firstCatalogTitles } from '../repositories/catalog-titles.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function buildingRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, BUILDING, {
    dependants: [
      { entity: CATALOG, foreignKey: 'buildingId' },
      { entity: UNIT, foreignKey: 'buildingId' },
    ],
    publish: {
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
  });
}
