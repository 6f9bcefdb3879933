import { z } from 'zod';
import { feedChunkTag, TAGS } from '#shared/publish-tags.ts';
import {
  CatalogFilterParamsSchema,
  CatalogGroupSchema,
  CatalogGroupsQuerySchema,
  SalesCatalogDetailSchema,
  SalesCatalogInputSchema,
  SalesCatalogSchema,
} from '#shared/entities/catalog.ts';
import type { App, AppContext } from '../context.ts';
import { PUBLIC_ERRORS } from './error-responses.ts';
import { registerResourceRoutes } from './resource-routes.ts';

export function catalogRoutes(app: App, context: AppContext) {
  const catalogs = registerResourceRoutes(app, context, {
    label: 'Sales catalogue',
    tag: 'Sales catalogues',
    table: 'salesCatalogs',
    idColumn: 'salesCatalogId',
    order: 'asc',
    input: SalesCatalogInputSchema,
    item: SalesCatalogSchema,
    single: SalesCatalogDetailSchema,
    files: { catalogImageUrl: 'image', pdfUrl: 'pdf' },
    references: [
      { field: 'buildingId', table: 'buildings', column: 'buildingId', label: 'building' },
      { field: 'salesCategoryId', table: 'salesCategories', column: 'categoryId', label: 'sales category' },
    ],
    publish: {
      kind: 'catalog',
      // Building lists carry each building's first catalogue title: the building's tag among their items.
      tags: (_id, catalog) => [
        TAGS.catalogsOfBuilding(Number(catalog.buildingId)),
        TAGS.building(Number(catalog.buildingId)),
        feedChunkTag('buildings', Number(catalog.buildingId)),
      ],
      lists: [TAGS.catalogList],
    },
    urls: {
      save: '/catalog/save',
      update: '/catalog/update/:id',
      delete: '/catalog/delete/:id',
      single: '/catalog/get/single/catalog/:id',
      singleAccess: 'admin',
      lists: [
        { url: '/catalog/get/mini', access: 'public' },
        { url: '/catalog/get/mini/random', access: 'public', random: true },
      ],
    },
  });

  app.get('/catalog/get/catalog/:buildingId/:categoryId', {
    config: { access: 'public' },
    schema: {
      tags: ['Sales catalogues'],
      summary: 'The catalogues of one building in one sales category',
      params: CatalogFilterParamsSchema,
      response: { 200: z.array(SalesCatalogSchema), ...PUBLIC_ERRORS },
    },
    handler: async (request) => {
      const { buildingId, categoryId } = request.params;
      return (await catalogs.list({ where: { buildingId, salesCategoryId: categoryId } })) as z.infer<
        typeof SalesCatalogSchema
      >[];
    },
  });

  app.get('/catalog/get/groups', {
    config: { access: 'public' },
    schema: {
      tags: ['Sales catalogues'],
      summary: 'Each building, or the one asked for, with each sales category it has catalogues in',
      querystring: CatalogGroupsQuerySchema,
      response: { 200: z.array(CatalogGroupSchema), ...PUBLIC_ERRORS },
    },
    handler: ({ query: { buildingId } }) =>
      context.db
        .selectFrom('salesCatalogs')
        .select(['buildingId', 'salesCategoryId'])
        .$if(buildingId !== undefined, (select) => select.where('buildingId', '=', buildingId as number))
        .distinct()
        .orderBy('buildingId')
        .orderBy('salesCategoryId')
        .execute(),
  });
}
