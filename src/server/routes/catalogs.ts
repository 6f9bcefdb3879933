import { z } from 'zod';
import { catalogKey } from '#shared/bulk-reads.ts';
import {
  CATALOG,
  CatalogFilterParamsSchema,
  CatalogGroupSchema,
  CatalogGroupsQuerySchema,
  CatalogSchema,
} from '#shared/entities/catalog.ts';
import { IdsQuerySchema } from '#shared/schemas/common.ts';
import type { App, AppContext } from '../context.ts';
import { listCatalogGroups } from '../repositories/catalog-groups.ts';
import type { Row } from '../repositories/table-shape.ts';
import { registerBulkRead } from './bulk-read-routes.ts';
import { PUBLIC_ERRORS } from './error-responses.ts';

/** A catalogue's routes beyond those of every kind (content-routes.ts): its reads by building and category. */
export function catalogRoutes(app: App, context: AppContext) {
  const catalogs = context.content.of(CATALOG.kind);

  app.get(CATALOG.api.more.ofBuildingInCategory, {
    config: { access: 'public' },
    schema: {
      tags: [CATALOG.noun.many],
      summary: 'The catalogues of one building in one sales category',
      params: CatalogFilterParamsSchema,
      querystring: IdsQuerySchema,
      response: { 200: z.array(CatalogSchema), ...PUBLIC_ERRORS },
    },
    handler: async (request) => {
      const { buildingId, categoryId } = request.params;
      const where = { buildingId, salesCategoryId: categoryId };
      return (await catalogs.list({ where, shown: request.query.shown })) as z.infer<typeof CatalogSchema>[];
    },
  });

  // The publisher reads the catalogues of its buildings' pages in bulk (#shared/bulk-reads.ts).
  registerBulkRead(
    app,
    'catalog',
    z.array(CatalogSchema),
    `What ${CATALOG.api.more.ofBuildingInCategory}?shown=true answers for each building of a range and category that has catalogues, by buildingId/categoryId`,
    async ({ idFrom, idTo }) => {
      const rows = (await catalogs.list({
        within: { column: 'buildingId', from: idFrom, to: idTo },
        shown: true,
      })) as Row[];
      return Object.groupBy(rows, (row) => catalogKey(Number(row.buildingId), Number(row.salesCategoryId)));
    },
  );

  app.get(CATALOG.api.more.groups, {
    config: { access: 'public' },
    schema: {
      tags: [CATALOG.noun.many],
      summary: 'Each building, or the one asked for, with each sales category it has catalogues in',
      querystring: CatalogGroupsQuerySchema,
      response: { 200: z.array(CatalogGroupSchema), ...PUBLIC_ERRORS },
    },
    handler: ({ query }) => listCatalogGroups(context.db, query),
  });
}
