import { request } from 'undici';
import { z } from 'zod';
import { type Entity, isShown } from '#shared/entities/define-entity.ts';
import type { PagedEntity } from '#shared/entities/entities.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { PREVIEW_GRANT_HEADER } from '#shared/schemas/preview.ts';
import { answersOf, currentRenderScope } from './render-scope.ts';

/** Where the build reads the API: the running API of `npm start`, or API_URL. */
export const API_URL = (process.env.API_URL ?? 'http://localhost:8080').replace(/\/$/, '');

/**
 * Reads one API path and checks the answer against its shared schema; a 404 gives null. `tags`
 * name the answer (#shared/publish-tags.ts) and are recorded in the page's render scope. Answers
 * are kept for the rest of the render scope's publish, or of the static build.
 */
export function readApi<S extends z.ZodType>(
  path: string,
  schema: S,
  tags: readonly string[],
): Promise<z.infer<S> | null> {
  const scope = currentRenderScope();
  for (const tag of tags) scope?.tags.add(tag);
  const answers = scope?.answers ?? answersOf(null);
  let answer = answers.get(path);
  if (!answer) {
    // undici's request rather than fetch: a full build reads the API for every page, and fetch's
    // web streams cost several times more.
    const headers = scope?.preview ? { [PREVIEW_GRANT_HEADER]: scope.preview } : {};
    answer = request(`${API_URL}${path}`, { headers }).then(async ({ statusCode, body }) => {
      if (statusCode === 200) return schema.parse(await body.json());
      await body.dump();
      if (statusCode === 404) return null;
      throw new Error(`The API answered ${statusCode} for ${path}`);
    });
    answers.set(path, answer);
  }
  return answer as Promise<z.infer<S> | null>;
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
 * Like readApi, for one item of an entity: null also when the public site does not show it (it
 * lacks a text its entity needs, `isShown`), so that no page of it, or link to it, is made.
 */
export async function readShownItem<S extends z.ZodType>(
  entity: Entity,
  path: string,
  schema: S,
  tags: readonly string[],
): Promise<z.infer<S> | null> {
  const item = await readApi(path, schema, tags);
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
): Promise<z.infer<S>> {
  const answer = await readApi(path, schema, tags);
  if (answer === null) throw new Error(`The API has no ${path}`);
  return answer;
}
