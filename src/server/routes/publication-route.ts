import type { FastifyTypeProviderDefault } from 'fastify';
import type { z } from 'zod';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import {
  EditConflictSchema,
  IdParamsSchema,
  IfMatchHeadersSchema,
  PublicationInputSchema,
} from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App } from '../context.ts';
import { etagOf } from '../resources/versions.ts';
import { acceptedVersions } from './edit-versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/**
 * Registers the PUT that publishes an item of an entity with drafts or takes it back to a draft
 * (its descriptor's `api.publication`), when it has one: the lists' bulk actions and the view
 * screen's button change that alone, without sending the item's fields.
 */
export function registerPublicationRoute(app: App, service: ContentKind) {
  const { entity } = service;
  const path = entity.api.publication;
  if (!path) return;
  const { schemas } = entity;
  const label = entity.noun.one;
  app.withTypeProvider<FastifyTypeProviderDefault>().put(path, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `Publish a ${label.toLowerCase()}, or take it back to a draft that no public page shows`,
      description: 'With If-Match, only while the item is at that version (412 otherwise).',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body: PublicationInputSchema,
      response: { 200: schemas.single, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof IdParamsSchema>;
      const { published } = request.body as z.infer<typeof PublicationInputSchema>;
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity: item, eventId } = await service.setPublished(id, published, write);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).header('ETag', etagOf(item.version)).send(item);
    },
  });
}
