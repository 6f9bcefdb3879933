import { request } from 'undici';
import { z } from 'zod';
import type { Entity } from '#shared/entities/define-entity.ts';
import type { PagedEntity } from '#shared/entities/entities.ts';
import { TAGS } from '#shared/publish-tags.ts';
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
    answer = request(`${API_URL}${path}`).then(async ({ statusCode, body }) => {
      if (statusCode === 200) return schema.parse(await body.json());
      await body.dump();
      if (statusCode === 404) return null;
      throw new Error(`The API answered ${statusCode} for ${path}`);
    });
    answers.set(path, answer);
  }
  return answer as Promise<z.infer<S> | null>;
}

/** A list's path asking for its first `limit` items only, or all of them. */
export const firstOf = (path: string, limit?: number) => (limit === undefined ? path : `${path}?limit=${limit}`);

/** A list's path asking for its `limit` items of highest id, newest first. */
export const newestOf = (path: string, limit: number) => `${path}?order=desc&limit=${limit}`;

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

/** Every id of a kind of entity: for what only needs to know which pages exist (its TAGS.pageSet unless told). */
export const readApiIds = (entity: PagedEntity, tags: string[] = [TAGS.pageSet(entity.kind)]) =>
  readApiList(entity.api.ids, IdsSchema, tags);

/** The entity's list that the public site reads: public, and in its order. */
export function publicListPath(entity: Entity): string {
  const list = entity.api.lists.find((candidate) => candidate.access === 'public' && !candidate.random);
  if (!list) throw new Error(`${entity.kind} has no public list`);
  return list.path;
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
