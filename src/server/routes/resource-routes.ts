import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import { z } from 'zod';
import type { PublishOperation } from '#shared/publish-tags.ts';
import { EditConflictSchema, IdParamsSchema, IfMatchHeadersSchema, ListQuerySchema, MessageSchema } from '#shared/schemas/common.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/schemas/publish.ts';
import { signedInOf } from '../auth/access.ts';
import type { Access, App, AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { changeTags, type PublishRules, type WrittenRows } from '../outbox/change-tags.ts';
import { commitWithEvent } from '../outbox/commit-with-event.ts';
import type { Change } from '../repositories/outbox.ts';
import {
  deleteRow,
  findNeighbours,
  findRow,
  insertRow,
  type ListOptions,
  listIds,
  listRows,
  type Row,
  rowExists,
  selectColumn,
  type TableName,
  type TableShape,
  updateRow,
} from '../repositories/resource-table.ts';
import { FileChanges } from '../uploads/file-changes.ts';
import { checkUpload, type FileFields, storedFiles, storeUpload, withFileUrls } from '../uploads/stored-files.ts';
import { TempUpload, UploadSchema } from '../uploads/temp-upload.ts';
import { acceptedVersions, assertVersion, editConflict, etagOf } from './edit-versions.ts';
import { ADMIN_ERRORS, PUBLIC_ERRORS, UPLOAD_ERRORS } from './error-responses.ts';

/** A body field that must name an existing row of another table. */
interface Reference {
  field: string;
  table: TableName;
  column: string;
  label: string;
}

/** Rows of another table that go with this entity when it is deleted (ON DELETE CASCADE), with their files. */
interface Dependants {
  table: TableName;
  foreignKey: string;
  files: FileFields;
}

/** Rows of another table that forbid deleting this entity while they exist. */
interface Blocker {
  table: TableName;
  foreignKey: string;
  message: string;
}

interface ListRoute {
  url: string;
  access: Access;
  random?: boolean;
}

/** Everything the generic create, read, update and delete routes need to know about one entity. */
export interface ResourceDefinition<Item extends z.ZodObject, Single extends z.ZodObject> extends TableShape {
  /** Singular, for messages ("Project was not found."). */
  label: string;
  tag: string;
  input: z.ZodObject;
  item: Item;
  single: Single;
  files: FileFields;
  urls: {
    save: string;
    update: string;
    delete: string;
    single: string;
    singleAccess: Access;
    lists: ListRoute[];
    /** Every id, public: what the publisher needs to know which pages exist, without the entities. */
    ids?: string;
  };
  references?: Reference[];
  dependants?: Dependants[];
  blockers?: Blocker[];
  /** What each write of the entity changes on the public site. */
  publish: PublishRules;
  /** Adds what lists carry beyond the row itself. */
  decorateItems?: (db: Db, items: Row[]) => Promise<Row[]>;
}

/** Who asks for a write, and the versions it may be made from (null: any; see edit-versions.ts). */
export interface WriteRequest {
  actor: string;
  accepted: string[] | null;
}

/**
 * Reads and writes of one entity, for the generic routes and for the entity's own extra routes.
 * Each write commits with its change event and returns the event's id. An entity read carries its
 * row's `version` (which no answer schema lets out).
 */
export function resourceService<Item extends z.ZodObject, Single extends z.ZodObject>(
  context: AppContext,
  definition: ResourceDefinition<Item, Single>,
) {
  const { db, storage, dispatcher } = context;
  const toItem = (row: Row) => withFileUrls(row, definition.files);

  async function list(options: ListOptions = {}) {
    const items = (await listRows(db, definition, options)).map(toItem);
    return definition.decorateItems ? definition.decorateItems(db, items) : items;
  }

  async function get(id: number): Promise<Row & { prev: number | null; next: number | null }> {
    const row = await findRow(db, definition, id);
    if (!row) throw notFound(definition.label);
    return { ...toItem(row), ...(await findNeighbours(db, definition, id)) };
  }

  async function checkReferences(values: Row) {
    const problems: Record<string, string> = {};
    for (const reference of definition.references ?? []) {
      if (!(await rowExists(db, reference.table, reference.column, values[reference.field]))) {
        problems[reference.field] = `There is no ${reference.label} with id ${values[reference.field]}.`;
      }
    }
    if (Object.keys(problems).length > 0) throw badRequest(problems);
  }

  /** Splits a validated body into column values and uploads, checking every upload's content first. */
  async function readBody(body: Row) {
    const values: Row = {};
    const uploads: [string, TempUpload][] = [];
    for (const [field, value] of Object.entries(body)) {
      if (value instanceof TempUpload) uploads.push([field, value]);
      else if (value !== undefined) values[field] = value;
    }
    await checkReferences(values);
    for (const [field, upload] of uploads) await checkUpload(definition.files[field] ?? 'image', field, upload);
    return { values, uploads };
  }

  async function storeUploads(uploads: [string, TempUpload][], changes: FileChanges) {
    const columns: Row = {};
    for (const [field, upload] of uploads) {
      columns[field] = await storeUpload(storage, definition.files[field] ?? 'image', field, upload, changes);
    }
    return columns;
  }

  /** The event of a write. A create's neighbours are read after the insert, a delete's before the delete. */
  async function changeOf(trx: Db, operation: PublishOperation, id: number, rows: WrittenRows): Promise<Change> {
    const { publish } = definition;
    const movesNeighbours = operation !== 'update' && publish.neighbour !== undefined;
    const neighbours = movesNeighbours ? await findNeighbours(trx, definition, id) : undefined;
    const tags = changeTags(publish, operation, id, { ...rows, neighbours });
    return { kind: publish.kind, entityId: id, operation, tags };
  }

  async function create(body: Row, actor: string) {
    const { values, uploads } = await readBody(body);
    const changes = new FileChanges();
    const { result: id, eventId } = await changes.apply(async () => {
      const row = { ...values, ...(await storeUploads(uploads, changes)) };
      return commitWithEvent(db, dispatcher, async (trx) => {
        const id = await insertRow(trx, definition, row, actor);
        return { result: id, change: await changeOf(trx, 'create', id, { after: row }) };
      });
    });
    return { entity: await get(id), eventId };
  }

  /** The row of a write, checked against the versions the write may be made from. */
  async function currentRow(trx: Db, id: number, accepted: string[] | null) {
    const current = await findRow(trx, definition, id);
    if (!current) throw notFound(definition.label);
    assertVersion(definition.label, current, accepted);
    return current;
  }

  /** Fails a write whose conditional statement found the row at another version than it read. */
  async function conflictAfterRace(trx: Db, id: number): Promise<never> {
    const current = await findRow(trx, definition, id);
    throw current ? editConflict(definition.label, current) : notFound(definition.label);
  }

  async function update(id: number, body: Row, { actor, accepted }: WriteRequest) {
    // Checked before the uploads are encoded, so that a stale edit fails fast; checked again when it commits.
    await currentRow(db, id, accepted);
    const { values, uploads } = await readBody(body);
    const changes = new FileChanges();
    const { eventId } = await changes.apply(async () => {
      const files = await storeUploads(uploads, changes);
      return commitWithEvent(db, dispatcher, async (trx) => {
        const current = await currentRow(trx, id, accepted);
        for (const field of Object.keys(files)) {
          changes.replaced(...storedFiles(storage, definition.files[field] ?? 'image', current[field]));
        }
        const row = { ...values, ...files };
        if (!(await updateRow(trx, definition, id, row, Number(current.version), actor))) await conflictAfterRace(trx, id);
        const change = await changeOf(trx, 'update', id, { before: current, after: { ...current, ...row } });
        return { result: id, change };
      });
    });
    return { entity: await get(id), eventId };
  }

  async function remove(id: number, { accepted }: Pick<WriteRequest, 'accepted'>) {
    const changes = new FileChanges();
    const { eventId } = await changes.apply(() =>
      commitWithEvent(db, dispatcher, async (trx) => {
        const current = await currentRow(trx, id, accepted);
        for (const blocker of definition.blockers ?? []) {
          if (await rowExists(trx, blocker.table, blocker.foreignKey, id)) {
            throw new HttpError(409, 'IN_USE', blocker.message);
          }
        }
        for (const [field, kind] of Object.entries(definition.files)) {
          changes.replaced(...storedFiles(storage, kind, current[field]));
        }
        for (const dependants of definition.dependants ?? []) {
          for (const [field, kind] of Object.entries(dependants.files)) {
            const columns = await selectColumn(trx, dependants.table, field, { [dependants.foreignKey]: id });
            changes.replaced(...columns.flatMap((column) => storedFiles(storage, kind, column)));
          }
        }
        const change = await changeOf(trx, 'delete', id, { before: current });
        if (!(await deleteRow(trx, definition, id, Number(current.version)))) await conflictAfterRace(trx, id);
        return { result: id, change };
      }),
    );
    return { eventId };
  }

  return { list, ids: () => listIds(db, definition), get, create, update, remove };
}

/** A writer's body: the entity's text fields, plus its file fields as optional uploads. */
function writerBody(definition: ResourceDefinition<z.ZodObject, z.ZodObject>) {
  const uploads = Object.fromEntries(Object.keys(definition.files).map((field) => [field, UploadSchema.optional()]));
  return definition.input.extend(uploads);
}

/** Registers the list, single, save, update and delete routes of one entity; returns its service. */
export function registerResourceRoutes<Item extends z.ZodObject, Single extends z.ZodObject>(
  app: App,
  context: AppContext,
  definition: ResourceDefinition<Item, Single>,
) {
  const service = resourceService(context, definition);
  // Schemas chosen at run time defeat the type provider's inference; validation and
  // serialisation still run through them, so inside this generic module the types are plain.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof IdParamsSchema>).id;
  const { urls, tag } = definition;
  const body = writerBody(definition);
  const consumes = ['multipart/form-data', 'application/json'];
  const uploadErrors = Object.keys(definition.files).length > 0 ? UPLOAD_ERRORS : {};

  for (const list of urls.lists) {
    routes.get(list.url, {
      config: { access: list.access, cache: !list.random },
      schema: {
        tags: [tag],
        summary: list.random
          ? `All ${tag.toLowerCase()} in random order`
          : `All ${tag.toLowerCase()}, or a part of them`,
        ...(!list.random && { querystring: ListQuerySchema }),
        response: { 200: z.array(definition.item), ...(list.access === 'admin' ? ADMIN_ERRORS : PUBLIC_ERRORS) },
      },
      handler: (request) =>
        list.random ? service.list({ random: true }) : service.list(request.query as z.infer<typeof ListQuerySchema>),
    });
  }

  if (urls.ids) {
    routes.get(urls.ids, {
      config: { access: 'public', cache: true },
      schema: {
        tags: [tag],
        summary: `The ids of every ${definition.label.toLowerCase()}, in the list's order`,
        response: { 200: z.array(z.number().int()), ...PUBLIC_ERRORS },
      },
      handler: () => service.ids(),
    });
  }

  routes.get(urls.single, {
    config: { access: urls.singleAccess },
    schema: {
      tags: [tag],
      summary: `One ${definition.label.toLowerCase()} with its neighbours`,
      params: IdParamsSchema,
      response: { 200: definition.single, ...(urls.singleAccess === 'admin' ? ADMIN_ERRORS : PUBLIC_ERRORS) },
    },
    handler: async (request, reply) => {
      const entity = await service.get(idOf(request));
      return reply.header('ETag', etagOf(entity.version)).send(entity);
    },
  });

  routes.post(urls.save, {
    config: { access: 'admin' },
    schema: {
      tags: [tag],
      summary: `Create a ${definition.label.toLowerCase()}`,
      consumes,
      body,
      response: { 201: definition.single, ...ADMIN_ERRORS, ...uploadErrors },
    },
    handler: async (request, reply) => {
      const { entity, eventId } = await service.create(request.body as Row, signedInOf(request).user.username);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).code(201).send(entity);
    },
  });

  routes.put(urls.update, {
    config: { access: 'admin' },
    schema: {
      tags: [tag],
      summary: `Update a ${definition.label.toLowerCase()}; a file left out keeps the current one`,
      description: 'With If-Match, only while the item is at that version (412 otherwise).',
      consumes,
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body,
      response: { 200: definition.single, ...ADMIN_ERRORS, ...uploadErrors, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity, eventId } = await service.update(idOf(request), request.body as Row, write);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).header('ETag', etagOf(entity.version)).send(entity);
    },
  });

  routes.delete(urls.delete, {
    config: { access: 'admin' },
    schema: {
      tags: [tag],
      summary: `Delete a ${definition.label.toLowerCase()} with what belongs to it`,
      description: 'With If-Match, only while the item is at that version (412 otherwise).',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      response: { 200: MessageSchema, ...ADMIN_ERRORS, 409: ADMIN_ERRORS[400], 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const { eventId } = await service.remove(idOf(request), { accepted: acceptedVersions(request) });
      const message = `${definition.label} deleted successfully!`;
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).send({ message });
    },
  });

  return service;
}
