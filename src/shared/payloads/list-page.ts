import { z } from 'zod';
import { MAX_TITLE_CHARS } from '../constants.ts';
import { ADMIN_ORDER, type Entity, type EntityListing } from '../entities/define-entity.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * The admin's paged lists (an entity's `api.page`): the query, in the URL of the admin's list as in
 * the API's, and the answer. See docs/decisions/012-admin-lists.md.
 */

/** Items per page the admin offers: rows of 2, 3 and 4 cards fill evenly. */
export const LIST_PAGE_SIZES = [24, 48, 96] as const;
export const DEFAULT_LIST_PAGE_SIZE = LIST_PAGE_SIZES[0];
export const MAX_LIST_PAGE_SIZE = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** An entity with a paged list. */
export type ListedEntity = Pick<Entity, 'kind' | 'orderBy' | 'schemas'> & { listing: EntityListing };

/**
 * What every paged list takes: a search of the titles in both languages, a sort, a page, and the
 * narrowing to the items the site does not show (`shown=false`) or to those lacking a language.
 */
export const ListPageQuerySchema = z.object({
  q: z.string().trim().max(MAX_TITLE_CHARS).optional(),
  sort: z.string().optional(),
  dir: z.enum(SORT_DIRECTIONS).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(DEFAULT_LIST_PAGE_SIZE),
  /** true: only the items the site shows; false: only those it does not (language-gaps.ts, `isShown`). */
  shown: z.stringbool().optional(),
  /** Of an entity with drafts, true: only the published items; false: only the drafts. */
  published: z.stringbool().optional(),
  /** Only the items with a public text written in the other language alone (languageGaps). */
  missing: z.enum(LANGUAGES).optional(),
});
/** A query as parsed; an entity's filters sit beside these keys, by their field names. */
export type ListPageQuery = z.infer<typeof ListPageQuerySchema> & Record<string, unknown>;

/** What a list sorts by: its title, its id, the order admins set (where they set one), and its columns. */
export const sortsOf = (entity: ListedEntity): string[] => [
  'title',
  'id',
  ...(entity.orderBy === ADMIN_ORDER ? [ADMIN_ORDER] : []),
  ...entity.listing.columns,
];

/** The order of a list asked for without one: the order admins set, where they set one; else newest first. */
export const defaultSortOf = (entity: Pick<Entity, 'orderBy'>): { sort: string; dir: SortDirection } =>
  entity.orderBy === ADMIN_ORDER ? { sort: ADMIN_ORDER, dir: 'asc' } : { sort: 'id', dir: 'desc' };

export type ListSort = ReturnType<typeof defaultSortOf>;

/** The sort a query asks for: the list's default without one, ascending unless it says otherwise. */
export function sortOf(defaultSort: ListSort, query: Pick<ListPageQuery, 'sort' | 'dir'>): ListSort {
  return query.sort === undefined ? defaultSort : { sort: query.sort, dir: query.dir ?? 'asc' };
}

/** A filter's values: those of its input field, without the field's default (absent: not narrowed). */
function filterSchema(entity: ListedEntity, field: string) {
  const schema = entity.schemas.input.shape[field];
  if (!schema) throw new Error(`${entity.kind} filters by ${field}, which its input does not have`);
  return (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional();
}

/** An entity's list query: the common keys, its sorts, and its filters by field name. */
export const listPageQuerySchema = (entity: ListedEntity) =>
  ListPageQuerySchema.extend({
    sort: z.enum(sortsOf(entity) as [string, ...string[]]).optional(),
    ...Object.fromEntries(entity.listing.filters.map((field) => [field, filterSchema(entity, field)])),
  });

/** The filters a query narrows by, by field name. */
export const filtersOf = (entity: ListedEntity, query: ListPageQuery): Record<string, unknown> =>
  Object.fromEntries(
    entity.listing.filters.flatMap((field) => (query[field] === undefined ? [] : [[field, query[field]]])),
  );

/**
 * A page of a list: its items, each with its version as the ETag of its single read (what a delete
 * of it names in If-Match), and how many items match in all.
 */
export const listPageSchema = <Item extends z.ZodObject>(item: Item) =>
  z.object({
    items: z.array(item.extend({ etag: z.string() })),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

/** A page of a list of `Item`s, as listPageSchema reads it. */
export type ListPage<Item> = Omit<z.infer<ReturnType<typeof listPageSchema>>, 'items'> & {
  items: (Item & { etag: string })[];
};
