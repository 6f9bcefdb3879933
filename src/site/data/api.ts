import { request } from 'undici';
import { z } from 'zod';
import { type BulkRead, bulkRangeOf, bulkReadPath } from '#shared/bulk-reads.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import type { PagedEntity } from '#shared/entities/entities.ts';
import { isShown } from '#shared/entities/entity-texts.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { PREVIEW_GRANT_HEADER } from '#shared/payloads/preview.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { DEFAULT_API_URL, withoutTrailingSlash } from '#shared/settings.ts';
import { currentRenderScope, sharedRendersOf } from './render-scope.ts';

/** Where the build reads the API: the running API of `npm start`, or API_URL. */
export const API_URL = withoutTrailingSlash(process.env.API_URL ?? DEFAULT_API_URL);

/**
 * A per-item read that a publish of many pages takes from a bulk read of its id range
 * (#shared/bulk-reads.ts): which bulk read, the id whose range holds it, its key in the bulk read's
 * answer (the id unless told), and what a key the answer lacks stands for (not found unless told).
 */
export interface BulkSource {
  read: BulkRead;
  id: number;
  key?: string;
  absent?: unknown;
}

/**
 * The API could not answer for now: it said 503 (its database is away) or did not take the
 * connection. A render that meets it is tried again later, and is no fault of the page
 * (middleware.ts answers such a render with 503).
 */
export class ApiUnavailableError extends Error {}

const CONNECTION_REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);

/** The API's answer at `path`, as JSON; null for a 404. */
function fetchAnswer(path: string, preview: string | undefined): Promise<unknown> {
  // undici's request rather than fetch: a full build reads the API for every page, and fetch's
  // web streams cost several times more.
  const headers = preview ? { [PREVIEW_GRANT_HEADER]: preview } : {};
  return request(`${API_URL}${path}`, { headers }).then(
    async ({ statusCode, body }) => {
      if (statusCode === 200) return body.json();
      await body.dump();
      if (statusCode === 404) return null;
      if (statusCode === 503) throw new ApiUnavailableError(`The API is unavailable (503) for ${path}`);
      throw new Error(`The API answered ${statusCode} for ${path}`);
    },
    (error: Error & { code?: string }) => {
      if (error.code && CONNECTION_REFUSED.has(error.code))
        throw new ApiUnavailableError(`The API did not answer for ${path}: ${error.code}`);
      throw error;
    },
  );
}

/** What `source`'s bulk read answers for its key, read once per range and publish. */
async function fromBulk(
  { read, id, key = String(id), absent = null }: BulkSource,
  answers: Map<string, Promise<unknown>>,
): Promise<unknown> {
  const rangePath = withQuery(bulkReadPath(read), bulkRangeOf(id));
  let range = answers.get(rangePath);
  if (!range) {
    range = fetchAnswer(rangePath, undefined);
    answers.set(rangePath, range);
  }
  const all = (await range) as Record<string, unknown>;
  return Object.hasOwn(all, key) ? all[key] : absent;
}

/**
 * Reads one API path and checks the answer against its shared schema; a 404 gives null. `tags`
 * name the answer (#shared/publish-tags.ts) and are recorded in the page's render scope. Answers
 * are kept for the rest of the render scope's publish, or of the static build. A publish of many
 * pages takes a read with a `bulk` source from its bulk read instead: the same answer, read with
 * those of its id range.
 */
export function readApi<S extends z.ZodType>(
  path: string,
  schema: S,
  tags: readonly string[],
  bulk?: BulkSource,
): Promise<z.infer<S> | null> {
  const scope = currentRenderScope();
  for (const tag of tags) scope?.tags.add(tag);
  const answers = scope?.answers ?? sharedRendersOf(null).answers;
  let answer = answers.get(path);
  if (!answer) {
    const json =
      scope?.given && Object.hasOwn(scope.given, path)
        ? Promise.resolve(scope.given[path])
        : scope?.bulk && bulk
          ? fromBulk(bulk, answers)
          : fetchAnswer(path, scope?.preview);
    answer = json.then((value) => (value === null ? null : schema.parse(value)));
    answers.set(path, answer);
  }
  // The page shows the images of what it read: a change of one (its texts, its point) renders it again.
  return answer.then((value) => {
    if (scope) for (const mediaId of mediaIdsOf(value)) scope.tags.add(TAGS.media(mediaId));
    return value;
  }) as Promise<z.infer<S> | null>;
}

const mediaIdsOfAnswers = new WeakMap<object, number[]>();

/**
 * The images of the media library an answer holds (each image set names its `mediaId`), found once
 * per answer however many pages read it.
 */
function mediaIdsOf(answer: unknown): number[] {
  if (typeof answer !== 'object' || answer === null) return [];
  let ids = mediaIdsOfAnswers.get(answer);
  if (!ids) {
    const found = new Set<number>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) for (const item of value) visit(item);
      else if (typeof value === 'object' && value !== null) {
        const { mediaId, avif } = value as { mediaId?: unknown; avif?: unknown };
        if (typeof mediaId === 'number' && typeof avif === 'string') found.add(mediaId);
        else for (const field of Object.values(value)) visit(field);
      }
    };
    visit(answer);
    ids = [...found];
    mediaIdsOfAnswers.set(answer, ids);
  }
  return ids;
}

/** `path` with `query` added to its query string: `withQuery('/news/get/mini?shown=true', { limit: 3 })`. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const [base = path, search] = path.split('?');
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text === '' ? base : `${base}?${text}`;
}

/** A list's path asking for its first `limit` items only, or all of them. */
export const firstOf = (path: string, limit?: number) => withQuery(path, { limit });

/**
 * Like readApi, for one item of an entity with pages (its single read): null also when the public
 * site does not show it (it lacks a text its entity needs, `isShown`), so that no page of it, or
 * link to it, is made.
 */
export async function readShownItem<S extends z.ZodType>(
  entity: PagedEntity,
  id: number,
  schema: S,
  tags: readonly string[],
): Promise<z.infer<S> | null> {
  const item = await readApi(fillPath(entity.api.single, id), schema, tags, { read: entity.kind, id });
  return item !== null && isShown(entity, item as object) ? item : null;
}

/**
 * Reads a list and records, besides its tag, the tag of each item it holds: a page that shows an
 * item is rendered again when that item changes, and when the list gains or loses items.
 */
export async function readApiItems<T>(
  path: string,
  schema: z.ZodType<T[]>,
  listTag: string,
  itemTag: (item: T) => string,
): Promise<T[]> {
  const scope = currentRenderScope();
  const items = await readApiList(path, schema, [listTag]);
  for (const item of items) scope?.tags.add(itemTag(item));
  return items;
}

const IdsSchema = z.array(z.number().int());

/**
 * Every id of a kind of entity that the public site shows: for what only needs to know which pages
 * exist (its TAGS.pageSet unless told).
 */
export const readApiIds = (entity: PagedEntity, tags: string[] = [TAGS.pageSet(entity.kind)]) =>
  readApiList(withQuery(entity.api.ids, { shown: 'true' }), IdsSchema, tags);

/** The entity's list that the public site reads: public, in its order, of the items it shows. */
export function publicListPath(entity: Entity): string {
  const list = entity.api.lists.find((candidate) => candidate.access === 'public' && !candidate.random);
  if (!list) throw new Error(`${entity.kind} has no public list`);
  return withQuery(list.path, { shown: 'true' });
}

/** Like readApi, for lists and other answers that must exist. */
export async function readApiList<S extends z.ZodType>(
  path: string,
  schema: S,
  tags: readonly string[],
  bulk?: BulkSource,
): Promise<z.infer<S>> {
  const answer = await readApi(path, schema, tags, bulk);
  if (answer === null) throw new Error(`The API has no ${path}`);
  return answer;
}
