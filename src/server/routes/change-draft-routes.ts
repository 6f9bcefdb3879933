import type { FastifyTypeProviderDefault } from 'fastify';
import type { z } from 'zod';
import { changeDraftAnswerSchema, changeDraftPaths } from '#shared/payloads/change-drafts.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ApiErrorSchema, EditConflictSchema, IdParamsSchema, IfMatchHeadersSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App } from '../context.ts';
import type { Row } from '../repositories/table-shape.ts';
import { etagOf } from '../resources/versions.ts';
import { acceptedVersions } from './edit-versions.ts';
import { ADMIN_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';

/**
 * Registers the unpublished changes of an item of an entity with drafts, for editors, at
 * `/changes/{kind}/…` (docs/decisions/017-drafts-of-changes.md): read, save (an update's body),
 * discard, and publish as one update. Their ETag names the item's version and their revision.
 */
export function registerChangeDraftRoutes(app: App, { entity, changes: drafts }: ContentKind, body: z.ZodObject) {
  if (!drafts) return;
  const paths = changeDraftPaths(entity.kind);
  const what = entity.noun.one.toLowerCase();
  const answer = changeDraftAnswerSchema(entity.schemas.single);
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const idOf = (params: unknown) => (params as z.infer<typeof IdParamsSchema>).id;
  const conditional = 'With If-Match (their ETag), only while the item and its changes are as read (412 otherwise).';

  routes.get(paths.draft, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `The unpublished changes to a ${what}: the item as they would make it, or null`,
      params: IdParamsSchema,
      response: { 200: answer, ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const { tag, answer } = await drafts.read(idOf(request.params));
      return reply.header('ETag', tag).send(answer);
    },
  });

  routes.put(paths.draft, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `Save changes to a published ${what} without publishing them; its page stays as it is`,
      description: `${conditional} The body is an update's; a file left out keeps the changes' or the item's.`,
      consumes: ['multipart/form-data', 'application/json'],
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body,
      response: {
        200: answer,
        ...ADMIN_ERRORS,
        ...(Object.keys(entity.files).length > 0 ? UPLOAD_ERRORS : {}),
        409: ApiErrorSchema,
        412: EditConflictSchema,
      },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { tag, answer } = await drafts.save(idOf(request.params), request.body as Row, write);
      return reply.header('ETag', tag).send(answer);
    },
  });

  routes.delete(paths.draft, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `Discard the unpublished changes to a ${what}, with their files`,
      description: conditional,
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      response: { 200: answer, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { tag, answer } = await drafts.discard(idOf(request.params), write);
      return reply.header('ETag', tag).send(answer);
    },
  });

  routes.post(paths.publish, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `Publish the saved changes to a ${what}, as one update of it`,
      description: `${conditional} Changes made before the item's last save are refused (409) until saved again.`,
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      response: { 200: entity.schemas.single, ...ADMIN_ERRORS, 409: ApiErrorSchema, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity: item, eventId } = await drafts.publish(idOf(request.params), write);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).header('ETag', etagOf(item.version)).send(item);
    },
  });
}
