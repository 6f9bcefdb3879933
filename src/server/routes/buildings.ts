import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import {
  BUILDING_IMAGE_FIELDS,
  BuildingInputSchema,
  BuildingListItemSchema,
  BuildingSchema,
} from '#shared/entities/building.ts';
import type { App, AppContext } from '../context.ts';
import { firstCatalogTitles } from '../repositories/catalog-titles.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function buildingRoutes(app: App, context: AppContext) {
  return registerResourceRoutes(app, context, {
    label: 'Building',
    tag: 'Buildings',
    table: 'buildings',
    idColumn: 'buildingId',
    order: 'asc',
    input: BuildingInputSchema,
    item: BuildingListItemSchema,
    single: BuildingSchema,
    files: Object.fromEntries(BUILDING_IMAGE_FIELDS.map((field) => [field, 'image' as const])),
    dependants: [
      { table: 'salesCatalogs', foreignKey: 'buildingId', files: { catalogImageUrl: 'image', pdfUrl: 'pdf' } },
    ],
    publish: {
      kind: 'building',
      tags: (id) => [TAGS.building(id), feedChunkTag('buildings', id)],
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
    urls: {
      save: '/building/save',
      update: '/building/update/:id',
      delete: '/building/delete/:id',
      single: '/building/get/single/building/:id',
      singleAccess: 'public',
      ids: '/building/get/ids',
      lists: [
        { url: '/building/get/mini', access: 'public' },
        { url: '/building/get/mini/random', access: 'public', random: true },
      ],
    },
  });
}
