import { z } from 'zod';
import type { BulkRead } from '#shared/bulk-reads.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TRASH_ENTRY_HEADER } from '#shared/payloads/trash.ts';
import {
  EditConflictSchema,
  IdParamsSchema,
  IdSchema,
  IfMatchHeadersSchema,
  MessageSchema,
} from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App, AppContext } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { findNeighbours, findRow, listRows, shownNeighbours } from '../repositories/resource-table.ts';
import { type Row, tableOf } from '../repositories/table-shape.ts';
import { etagOf } from '../resources/versions.ts';
import { UploadSchema } from '../uploads/temp-upload.ts';
import { registerBulkRead } from './bulk-read-routes.ts';
import { acceptedVersions, sendUpdated } from './edit-versions.ts';
import { ADMIN_ERRORS, PUBLIC_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';
import { registerOrderRoute } from './order-route.ts';

/**
 * The routes of an image collection (a project's gallery, a news item's images) at its
 * descriptor's paths: images are added to a parent, ordered within it and deleted; once added,
 * only their focal points change.
 */
export function registerImageCollectionRoutes(app: App, context: AppContext, images: ContentKind) {
  const { entity } = images;
  const { collection, api } = entity;
  if (!collection) throw new Error(`${entity.kind} is no image collection`);
  const label = entity.noun.one;
  const { parent, imageField } = collection;
  const chosen = mediaReferenceOf(imageField);
  const tag = entity.noun.many;
  const parentId = parent.idField;
  const item = entity.schemas.item;
  const parentTable = tableOf(parent);
  const parentLabel = parent.noun.one.toLowerCase();
  const withoutNeighbours = ({ prev: _prev, next: _next, ...image }: Row) => image;

  for (const list of api.lists) {
    app.get(list.path, {
      config: { access: list.access },
      schema: { tags: [tag], summary: `All ${tag.toLowerCase()}`, response: { 200: z.array(item), ...ADMIN_ERRORS } },
      handler: async () => (await images.list()) as Row[],
    });
  }

  app.get(collection.byParent, {
    config: { access: 'public' },
    schema: {
      tags: [tag],
      summary: `The images of one ${parentLabel}; the first carries the ${parentLabel}'s prev and next`,
      params: z.object({ [parentId]: IdSchema }),
      response: { 200: z.array(item), ...PUBLIC_ERRORS },
    },
    handler: async (request) => {
      const id = (request.params as Record<string, number>)[parentId] as number;
      if (!(await findRow(context.db, parentTable, id))) throw notFound(parent.noun.one);
      const items = (await images.list({ where: { [parentId]: id } })) as Row[];
      const [first, ...rest] = items;
      return first ? [{ ...first, ...(await findNeighbours(context.db, parentTable, id)) }, ...rest] : [];
    },
  });

  app.get(api.single, {
    config: { access: api.singleAccess },
    schema: {
      tags: [tag],
      summary: 'One image, with its version as ETag',
      params: IdParamsSchema,
      response: { 200: item, ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const image = withoutNeighbours(await images.get(request.params.id));
      return reply.header('ETag', etagOf(image.version)).send(image);
    },
  });

  // The publisher reads its parents' images in bulk (#shared/bulk-reads.ts): of the parents the
  // site shows, as the read above answers for each.
  registerBulkRead(
    app,
    entity.kind as BulkRead,
    z.array(item),
    `What ${collection.byParent} answers for each ${parentLabel} of a range the site shows, by its id`,
    async ({ idFrom, idTo }) => {
      const [neighbours, rows] = await Promise.all([
        shownNeighbours(context.db, parentTable),
        images.list({ within: { column: parentId, from: idFrom, to: idTo } }) as Promise<Row[]>,
      ]);
      const byParent = Object.groupBy(rows, (row) => String(row[parentId]));
      const shownParents = [...neighbours.keys()].filter((id) => id >= idFrom && id <= idTo);
      return Object.fromEntries(
        shownParents.map((id) => {
          const [first, ...rest] = byParent[id] ?? [];
          return [String(id), first ? [{ ...first, ...neighbours.get(id) }, ...rest] : []];
        }),
      );
    },
  );

  app.get(collection.random, {
    config: { access: 'public', cache: false },
    schema: { tags: [tag], summary: 'One image chosen at random', response: { 200: item, ...PUBLIC_ERRORS } },
    handler: async () => {
      const [image] = (await listRows(context.db, tableOf(entity), { random: true })) as Row[];
      if (!image) throw notFound('Image');
      return withoutNeighbours(await images.get(image[entity.idField] as number));
    },
  });

  app.post(api.save, {
    config: { access: 'editor' },
    schema: {
      tags: [tag],
      summary: `Add an image to a ${parentLabel}: a file, or an image of the library by its id`,
      consumes: ['multipart/form-data'],
      body: entity.schemas.input.extend({ [imageField]: UploadSchema.optional() } as Record<string, z.ZodType>),
      response: { 201: item, ...ADMIN_ERRORS, ...UPLOAD_ERRORS },
    },
    handler: async (request, reply) => {
      const body = request.body as Row;
      if (body[imageField] === undefined && body[chosen] === undefined)
        throw badRequest({ [imageField]: 'Send an image file, or choose an image of the library.' });
      const { entity: image, eventId } = await images.create(body, signedInOf(request).user.username);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).code(201).send(withoutNeighbours(image));
    },
  });

  // The input's own check of the points, required here: it is all this write is for. Other
  // fields are left out of the body, so that neither the image nor its parent changes.
  const { focalPoints } = entity.schemas.input.shape;
  if (!(focalPoints instanceof z.ZodOptional)) throw new Error(`${entity.kind} has no focal points`);
  const focalBody = z.object({ focalPoints: focalPoints.unwrap() });
  app.put(collection.focal, {
    config: { access: 'editor' },
    schema: {
      tags: [tag],
      summary: "Set an image's focal points, with its version as ETag",
      description: 'With If-Match, only while the image is at that version (412 otherwise).',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body: focalBody,
      response: { 200: item, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity: image, eventId } = await images.update(request.params.id, request.body as Row, write);
      // Points as they were are no write: nothing is published.
      return sendUpdated(reply, eventId, image.version, withoutNeighbours(image));
    },
  });

  if (!api.remove) throw new Error(`${entity.kind} has no remove path`);
  app.delete(api.remove, {
    config: { access: 'editor' },
    schema: {
      tags: [tag],
      summary: 'Delete an image, into the trash',
      description: `With If-Match, only while the image is at that version (412 otherwise). The ${TRASH_ENTRY_HEADER} header names its trash entry, from which it can be restored.`,
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      response: { 200: MessageSchema, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { eventId, entryId } = await images.remove(request.params.id, write);
      return reply
        .header(PUBLISH_EVENT_HEADER, String(eventId))
        .header(TRASH_ENTRY_HEADER, String(entryId))
        .send({ message: `${label} deleted successfully!` });
    },
  });

  registerOrderRoute(app, images);
}
