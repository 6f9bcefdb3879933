import type { FastifyTypeProviderDefault } from 'fastify';
import { type ListPageQuery, listPageQuerySchema, listPageSchema } from '#shared/payloads/list-page.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App } from '../context.ts';
import { etagOf } from '../resources/versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/**
 * Registers the admin's paged list of an entity (its descriptor's `api.page`), when it has one:
 * for editors, as every admin read of content (docs/decisions/010-editors-and-admins.md).
 */
export function registerListPageRoute(app: App, service: ContentKind) {
  const { entity } = service;
  const { listing } = entity;
  const path = entity.api.page;
  if (!path || !listing) return;
  const columns = listing.columns.length > 0 ? `, ${listing.columns.join(', ')}` : '';
  const filters = listing.filters.length > 0 ? `, ${listing.filters.join(', ')}` : '';
  // Schemas chosen at run time, as in resource-routes.ts.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(path, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `A page of the ${entity.noun.one.toLowerCase()} list for the admin`,
      description:
        `q: words each found in the ${listing.title} in English or Albanian, ignoring case and accents. ` +
        `sort: title, id${columns}; dir: asc or desc. Narrowed by shown, missing (en or sq)${filters}. ` +
        'Each item carries its version as `etag`, for the If-Match of a delete.',
      querystring: listPageQuerySchema({ ...entity, listing }),
      response: { 200: listPageSchema(entity.schemas.item), ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const query = request.query as ListPageQuery;
      const { items, total } = await service.page(query);
      return {
        items: items.map((item) => ({ ...item, etag: etagOf(item.version) })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  });
}
