import type { FastifyTypeProviderDefault } from 'fastify';
import { z } from 'zod';
import { type Order, OrderSchema } from '#shared/payloads/order.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ApiErrorSchema, IdSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App } from '../context.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/** Registers the PUT that sets an entity's order (its descriptor's `api.order`), when it has one. */
export function registerOrderRoute(app: App, { entity, reorder }: Pick<ContentKind, 'entity' | 'reorder'>) {
  const path = entity.api.order;
  if (!path || !reorder) return;
  const parent = entity.collection?.parent;
  const what = `${entity.noun.many.toLowerCase()}${parent ? ` of one ${parent.noun.one.toLowerCase()}` : ''}`;
  // Params chosen at run time, as in resource-routes.ts.
  app.withTypeProvider<FastifyTypeProviderDefault>().put(path, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `Set the order of the ${what}: every id, in the new order`,
      description:
        'A list that is not the current set of ids (one was added or deleted meanwhile) is refused with 409.',
      ...(parent && { params: z.object({ [parent.idField]: IdSchema }) }),
      body: OrderSchema,
      response: { 200: OrderSchema, ...ADMIN_ERRORS, 409: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const parentId = parent ? (request.params as Record<string, number>)[parent.idField] : undefined;
      const actor = signedInOf(request).user.username;
      const { result: ids, eventId } = await reorder((request.body as Order).ids, actor, parentId);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).send({ ids });
    },
  });
}
