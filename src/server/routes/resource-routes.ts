import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import { z } from 'zod';
import type { Entity } from '#shared/entities/define-entity.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TRASH_ENTRY_HEADER } from '#shared/payloads/trash.ts';
import {
  EditConflictSchema,
  IdParamsSchema,
  IdsQuerySchema,
  IfMatchHeadersSchema,
  ListQuerySchema,
  MessageSchema,
  PublishedInputSchema,
} from '#shared/schemas/common.ts';
import { seesDrafts, signedInOf } from '../auth/access.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App, AppContext } from '../context.ts';
import { previewsItem } from '../preview/preview-grants.ts';
import type { Row } from '../repositories/table-shape.ts';
import { etagOf } from '../resources/versions.ts';
import { UploadSchema } from '../uploads/temp-upload.ts';
import { registerBulkSingles } from './bulk-read-routes.ts';
import { registerChangeDraftRoutes } from './change-draft-routes.ts';
import { acceptedVersions } from './edit-versions.ts';
import { ADMIN_ERRORS, PUBLIC_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';
import { registerHistoryRoutes } from './history-routes.ts';
import { registerListPageRoute } from './list-page-route.ts';
import { registerOrderRoute } from './order-route.ts';
import { registerPublicationRoute } from './publication-route.ts';

/** An entity's file fields as optional uploads. */
const uploadsOf = (entity: Entity) =>
  Object.fromEntries(Object.keys(entity.files).map((field) => [field, UploadSchema.optional()]));

/** A writer's body: the entity's text fields, plus its file fields as optional uploads. */
function writerBody(entity: Entity) {
  const uploads = uploadsOf(entity);
  // Left out, a create publishes and an update keeps the item as it is (docs/decisions/015-drafts.md).
  const publication = entity.drafts ? { published: PublishedInputSchema.optional() } : {};
  return entity.schemas.input.extend({ ...uploads, ...publication });
}

const required = (path: string | undefined, what: string, entity: Entity) => {
  if (!path) throw new Error(`${entity.kind} has no ${what} path`);
  return path;
};

/**
 * Registers the list, single, save, update, delete (and order and paged list) routes of one kind of
 * content at its descriptor's paths, and its history, each calling the content core.
 */
export function registerResourceRoutes(app: App, context: AppContext, service: ContentKind) {
  const { entity } = service;
  // Schemas chosen at run time defeat the type provider's inference; validation and
  // serialisation still run through them, so inside this generic module the types are plain.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof IdParamsSchema>).id;
  const { api, schemas } = entity;
  const { one: label, many: tag } = entity.noun;
  const body = writerBody(entity);
  const consumes = ['multipart/form-data', 'application/json'];
  const uploadErrors = Object.keys(entity.files).length > 0 ? UPLOAD_ERRORS : {};

  for (const list of api.lists) {
    routes.get(list.path, {
      config: { access: list.access, cache: !list.random, readsDrafts: true },
      schema: {
        tags: [tag],
        summary: list.random
          ? `All ${tag.toLowerCase()} in random order`
          : `All ${tag.toLowerCase()}, or a part of them`,
        ...(!list.random && { querystring: ListQuerySchema }),
        response: { 200: z.array(schemas.item), ...(list.access !== 'public' ? ADMIN_ERRORS : PUBLIC_ERRORS) },
      },
      handler: (request) => {
        const published = !seesDrafts(request);
        return list.random
          ? service.list({ random: true, published })
          : service.list({ ...(request.query as z.infer<typeof ListQuerySchema>), published });
      },
    });
  }

  if (api.ids) {
    routes.get(api.ids, {
      config: { access: 'public', cache: true, readsDrafts: true },
      schema: {
        tags: [tag],
        summary: `The ids of every ${label.toLowerCase()}, in the list's order; with shown=true, those the site shows`,
        querystring: IdsQuerySchema,
        response: { 200: z.array(z.number().int()), ...PUBLIC_ERRORS },
      },
      handler: (request) =>
        service.ids({ ...(request.query as z.infer<typeof IdsQuerySchema>), published: !seesDrafts(request) }),
    });
  }

  routes.get(api.single, {
    config: { access: api.singleAccess, readsDrafts: true },
    schema: {
      tags: [tag],
      summary: `One ${label.toLowerCase()} with its neighbours`,
      params: IdParamsSchema,
      response: { 200: schemas.single, ...(api.singleAccess !== 'public' ? ADMIN_ERRORS : PUBLIC_ERRORS) },
    },
    handler: async (request, reply) => {
      const id = idOf(request);
      const editor = seesDrafts(request);
      // The site rendering a preview of this item reads it as if published (docs/decisions/015-drafts.md).
      const previewed = !editor && entity.drafts === true && (await previewsItem(request, context, entity.kind, id));
      const item = await service.get(id, { drafts: editor || previewed, told: editor, changes: previewed });
      return reply.header('ETag', etagOf(item.version)).send(item);
    },
  });

  routes.post(api.save, {
    config: { access: 'editor' },
    schema: {
      tags: [tag],
      summary: `Create a ${label.toLowerCase()}`,
      consumes,
      body,
      response: { 201: schemas.single, ...ADMIN_ERRORS, ...uploadErrors },
    },
    handler: async (request, reply) => {
      const { entity: item, eventId } = await service.create(request.body as Row, signedInOf(request).user.username);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).code(201).send(item);
    },
  });

  routes.put(required(api.update, 'update', entity), {
    config: { access: 'editor' },
    schema: {
      tags: [tag],
      summary: `Update a ${label.toLowerCase()}; a file left out keeps the current one`,
      description: 'With If-Match, only while the item is at that version (412 otherwise).',
      consumes,
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body,
      response: { 200: schemas.single, ...ADMIN_ERRORS, ...uploadErrors, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity: item, eventId } = await service.update(idOf(request), request.body as Row, write);
      // A save that changed nothing has no event: nothing is published.
      if (eventId !== null) reply.header(PUBLISH_EVENT_HEADER, String(eventId));
      return reply.header('ETag', etagOf(item.version)).send(item);
    },
  });

  routes.delete(required(api.remove, 'remove', entity), {
    config: { access: 'editor' },
    schema: {
      tags: [tag],
      summary: `Delete a ${label.toLowerCase()} with what belongs to it, into the trash`,
      description: `With If-Match, only while the item is at that version (412 otherwise). The ${TRASH_ENTRY_HEADER} header names its trash entry, from which it can be restored.`,
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      response: {
        200: MessageSchema,
        ...ADMIN_ERRORS,
        409: service.rules.inUse?.refusal ?? ADMIN_ERRORS[400],
        412: EditConflictSchema,
      },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { eventId, entryId } = await service.remove(idOf(request), write);
      return reply
        .header(PUBLISH_EVENT_HEADER, String(eventId))
        .header(TRASH_ENTRY_HEADER, String(entryId))
        .send({ message: `${label} deleted successfully!` });
    },
  });

  // The publisher reads the pages' items in bulk (#shared/bulk-reads.ts).
  if (entity.pages && api.singleAccess === 'public') registerBulkSingles(app, entity, service.shownSingles);
  registerOrderRoute(app, service);
  registerPublicationRoute(app, service);
  registerHistoryRoutes(app, context, service);
  registerChangeDraftRoutes(app, service, entity.schemas.input.extend(uploadsOf(entity)));
  registerListPageRoute(app, service);
}
