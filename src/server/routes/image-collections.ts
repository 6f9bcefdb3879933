import { z } from 'zod';
import { EditConflictSchema, IdParamsSchema, IdSchema, IfMatchHeadersSchema, MessageSchema } from '#shared/schemas/common.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/schemas/publish.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { PublishRules } from '../outbox/change-tags.ts';
import { findNeighbours, findRow, listRows, type Row, type TableName } from '../repositories/resource-table.ts';
import { UploadSchema } from '../uploads/temp-upload.ts';
import { acceptedVersions, etagOf } from './edit-versions.ts';
import { ADMIN_ERRORS, PUBLIC_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';
import { resourceService } from './resource-routes.ts';

/** A collection of images that belong to a parent entity: a project's gallery, a news item's images. */
interface ImageCollection {
  tag: string;
  label: string;
  table: TableName;
  idColumn: string;
  imageField: string;
  parent: { table: TableName; idColumn: string; label: string; order: 'asc' | 'desc' };
  item: z.ZodObject;
  prefix: string;
  publish: PublishRules;
}

export function registerImageCollectionRoutes(app: App, context: AppContext, collection: ImageCollection) {
  const { parent, prefix, tag } = collection;
  const parentId = parent.idColumn;
  const images = resourceService(context, {
    label: collection.label,
    tag,
    table: collection.table,
    idColumn: collection.idColumn,
    order: 'asc',
    input: z.object({ [parentId]: IdSchema }),
    item: collection.item,
    single: collection.item,
    files: { [collection.imageField]: 'image' },
    references: [{ field: parentId, table: parent.table, column: parentId, label: parent.label.toLowerCase() }],
    publish: collection.publish,
    urls: { save: '', update: '', delete: '', single: '', singleAccess: 'admin', lists: [] },
  });
  const parentShape = { table: parent.table, idColumn: parentId, order: parent.order };

  app.get(`${prefix}/get/mini`, {
    config: { access: 'admin' },
    schema: { tags: [tag], summary: `All ${tag.toLowerCase()}`, response: { 200: z.array(collection.item), ...ADMIN_ERRORS } },
    handler: async () => (await images.list()) as Row[],
  });

  app.get(`${prefix}/get/mini/:${parentId}`, {
    config: { access: 'public' },
    schema: {
      tags: [tag],
      summary: `The images of one ${parent.label.toLowerCase()}; the first carries the ${parent.label.toLowerCase()}'s prev and next`,
      params: z.object({ [parentId]: IdSchema }),
      response: { 200: z.array(collection.item), ...PUBLIC_ERRORS },
    },
    handler: async (request) => {
      const id = (request.params as Record<string, number>)[parentId] as number;
      if (!(await findRow(context.db, parentShape, id))) throw notFound(parent.label);
      const items = (await images.list({ where: { [parentId]: id } })) as Row[];
      const [first, ...rest] = items;
      return first ? [{ ...first, ...(await findNeighbours(context.db, parentShape, id)) }, ...rest] : [];
    },
  });

  app.get(`${prefix}/get/single/:id`, {
    config: { access: 'admin' },
    schema: {
      tags: [tag],
      summary: 'One image, with its version as ETag',
      params: IdParamsSchema,
      response: { 200: collection.item, ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const { prev: _prev, next: _next, ...image } = await images.get(request.params.id);
      return reply.header('ETag', etagOf(image.version)).send(image);
    },
  });

  app.get(`${prefix}/get/random`, {
    config: { access: 'public', cache: false },
    schema: { tags: [tag], summary: 'One image chosen at random', response: { 200: collection.item, ...PUBLIC_ERRORS } },
    handler: async () => {
      const [image] = (await listRows(context.db, { table: collection.table, idColumn: collection.idColumn, order: 'asc' }, { random: true })) as Row[];
      if (!image) throw notFound('Image');
      return images.get(image[collection.idColumn] as number).then(({ prev: _prev, next: _next, ...rest }) => rest);
    },
  });

  app.post(`${prefix}/save`, {
    config: { access: 'admin' },
    schema: {
      tags: [tag],
      summary: `Add an image to a ${parent.label.toLowerCase()}`,
      consumes: ['multipart/form-data'],
      body: z.object({ [parentId]: IdSchema, [collection.imageField]: UploadSchema }),
      response: { 201: collection.item, ...ADMIN_ERRORS, ...UPLOAD_ERRORS },
    },
    handler: async (request, reply) => {
      const { entity, eventId } = await images.create(request.body as Row, signedInOf(request).user.username);
      const { prev: _prev, next: _next, ...image } = entity;
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).code(201).send(image);
    },
  });

  app.delete(`${prefix}/delete/:id`, {
    config: { access: 'admin' },
    schema: {
      tags: [tag],
      summary: 'Delete an image',
      description: 'With If-Match, only while the image is at that version (412 otherwise).',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      response: { 200: MessageSchema, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const { eventId } = await images.remove(request.params.id, { accepted: acceptedVersions(request) });
      const message = `${collection.label} deleted successfully!`;
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).send({ message });
    },
  });
}
