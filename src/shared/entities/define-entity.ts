import type { z } from 'zod';
import { OTHER_LANGUAGE } from '../i18n/languages.ts';

/**
 * What the system knows about one kind of entity, in one place: its schemas, its table, its API
 * paths, its files, its public pages, and the admin's words and screens for it. Server routes,
 * the site's loaders and page sets, the feeds, the sitemap and the admin read these; none keeps
 * its own table of the same facts. Descriptors carry zod schemas, so public islands, which ship
 * no zod, get what they need of them as props.
 */

/** What a file field holds: a public image, a public PDF, or a private PDF (a CV). */
export type FileKind = 'image' | 'pdf' | 'cv';

export interface FileField {
  kind: FileKind;
  maxBytes: number;
  /** What the admin calls it, and the API's messages about it. */
  label: string;
  /** What the admin in Albanian calls it. */
  sq: { label: string };
}

/**
 * Who may call an API path: anyone; any account that edits content (ROLE_USER or ROLE_ADMIN);
 * or only an admin (ROLE_ADMIN). See docs/decisions/010-editors-and-admins.md.
 */
export type ApiAccess = 'public' | 'editor' | 'admin';

export interface ApiList {
  path: string;
  access: ApiAccess;
  /** A list in random order (the API's `…/random`), which no cache keeps. */
  random?: boolean;
}

/** The API's paths of an entity, as docs/product.md#the-api names them; `:id` stands for the entity's id. */
export interface EntityApi {
  save: string;
  /** Absent for image collections, whose images are added and deleted, never changed. */
  update?: string;
  /** Its delete; where it is absent, the entity's items are never deleted by a call. */
  remove?: string;
  single: string;
  singleAccess: ApiAccess;
  lists: ApiList[];
  /** Every id, in the list's order (beyond docs/product.md#the-api): which pages exist, without the entities. */
  ids?: string;
  /**
   * Sets the order of its lists (beyond docs/product.md#the-api), for editors and admins: a PUT of every id of the
   * list (of one parent's images, the parent's id field in the path) in the new order. Entities
   * ordered by ADMIN_ORDER have it.
   */
  order?: string;
  /**
   * The admin's paged list (beyond docs/product.md#the-api), for editors: a page of the items that match a search,
   * in the order asked for, narrowed by the entity's `listing`. The contract's lists stay whole.
   */
  page?: string;
  /**
   * Of an entity with drafts (beyond docs/product.md#the-api), for editors: a PUT of `{ published }` that puts the
   * item on the site or takes it back to a draft, and changes nothing else.
   */
  publication?: string;
  /** The entity's own further reads, by name. */
  more?: Record<string, string>;
}

/**
 * What the admin's paged list of an entity (`api.page`) searches, sorts and narrows by; see
 * docs/decisions/012-admin-lists.md. Besides these, every list is sorted by its id and narrowed to
 * the items the site does not show, or to those lacking a language.
 */
export interface EntityListing {
  /** The text, by its name in `texts`, that the list searches in both languages and sorts by. */
  title: string;
  /**
   * Fields the admin's table shows beside the title, by each of which the list sorts; a field
   * naming a parent (a catalogue's building) sorts by the parent's title.
   */
  columns: readonly string[];
  /** Fields of the input whose value the list is narrowed to: a news type, a catalogue's building. */
  filters: readonly string[];
}

/** An entity's public pages: its own page, listed in the sitemap and the long list's feed. */
export interface EntityPages {
  /** The page's path without language prefix; `:id` stands for the entity's id. */
  path: string;
  /** Its page per sales category it has catalogues in, `:categoryId` beside `:id` (a building's catalogue pages). */
  categoryPath?: string;
  /**
   * Entities per sitemap file, for files of about 500 pages (each entity has a page per language,
   * a building also one per catalogue category): a page that comes or goes re-renders one file.
   */
  sitemapChunkIds: number;
}

/** An entity's English noun (`one` also starts a sentence: "Project created successfully!"). */
export interface EntityNoun {
  one: string;
  many: string;
}

/** Its card on the dashboard, as docs/product.md#screens-and-routes names it, and what it holds. */
export interface EntityDashboard {
  dashboard: { label: string; about: string };
}

/**
 * The admin's words for an entity in Albanian, which declines its nouns: with its article (`one`:
 * "Projekti u krijua me sukses!", `many`), without it in running text (`lower`: "Shto projekt"), the
 * genitive (`of`: "Përditësimi i projektit dështoi.") and the plural without article (`some`: "3 projekte").
 */
export interface AlbanianEntityWords extends EntityDashboard, EntityNoun {
  lower: string;
  of: string;
  some: string;
}

/** The admin's screens of an entity (the routes under /adminpage, docs/product.md#admin-routes) and its words for it, in English and Albanian. */
export interface EntityAdmin extends EntityDashboard {
  sq: AlbanianEntityWords;
  /** The route segments of its list, add, view and edit screens under /adminpage. */
  screens: { list: string; add?: string; view?: string; edit?: string };
  /** The names docs/product.md#screens-and-routes gives the id in the view and edit routes. */
  viewParam?: string;
  editParam?: string;
}

/** A collection of images that belong to a parent entity: a project's gallery, a news item's pictures. */
export interface ImageCollection {
  parent: Entity;
  /** The multipart field of the image, which is also its column. */
  imageField: string;
  /** The images of one parent, public; the first carries the parent's prev and next. */
  byParent: string;
  /** One image chosen at random, public (the heroes of pages without an image of their own). */
  random: string;
}

/** A text an entity has in both languages, by its field names in the contract. */
export interface TextPair {
  en: string;
  sq: string;
}

export interface Entity {
  /** The one word for the entity inside the system: in code, tags, change events, feeds and sitemaps. */
  kind: string;
  /**
   * Its one English noun: the API's messages ("Project was not found."), its OpenAPI tag (`many`)
   * and the admin's English words; lower case in running text ("Failed to update project.").
   */
  noun: EntityNoun;
  table: string;
  idField: string;
  /** The order of its lists and neighbours, by id: `desc` lists newest first. */
  order: 'asc' | 'desc';
  /** A column its lists are ordered by before the id (news by their date; ADMIN_ORDER, the admin's). */
  orderBy?: string;
  schemas: {
    /** What an admin writes (files travel beside it). */
    input: z.ZodObject;
    /** An item of its lists. */
    item: z.ZodObject;
    /** Its single read. */
    single: z.ZodObject;
  };
  files: Record<string, FileField>;
  /** Its texts in both languages, by what they are (`title`), with the contract's field of each language. */
  texts?: Record<string, TextPair>;
  /** Its texts that no public page shows (an internal note), which may stay in one language. */
  internalTexts?: readonly string[];
  /**
   * The texts it needs, in at least one language, to be on the public site: without them it is kept
   * (and the admin says so) but no page, list, menu, feed or sitemap shows it.
   */
  shownWith?: string[];
  /**
   * Whether an item can be kept as a draft (`published` false): saved, but shown on no public page,
   * list, menu, feed or sitemap, and read by editors only (docs/decisions/015-drafts.md).
   */
  drafts?: boolean;
  api: EntityApi;
  /** Of an entity with an admin's paged list (`api.page`). */
  listing?: EntityListing;
  pages?: EntityPages;
  collection?: ImageCollection;
  admin?: EntityAdmin;
}

/**
 * The column of the order an admin sets (`orderBy`): a row's place in its list, or among its
 * parent's images, from 1; ties, which only concurrent creates can make, go by id.
 */
export const ADMIN_ORDER = 'position';

/** Declares an entity, keeping its literal types. */
export const defineEntity = <const E extends Entity>(entity: E): E => entity;

/** The field pairs of the texts an entity needs to be shown (its `shownWith`): one of each pair must be filled. */
export function shownTextPairs(entity: Pick<Entity, 'kind' | 'texts' | 'shownWith'>): TextPair[] {
  return (entity.shownWith ?? []).map((name) => {
    const pair = entity.texts?.[name];
    if (!pair) throw new Error(`${entity.kind} needs a text it does not have: ${name}`);
    return pair;
  });
}

/** Whether a field holds a text: not missing, and more than white space. */
export const hasText = (value: unknown) => String(value ?? '').trim() !== '';

/**
 * Whether an item is published, not a draft: an item of an entity without drafts always is. A row
 * holds it as 1 or 0, an answer as a boolean.
 */
export const isPublished = (entity: Pick<Entity, 'drafts'>, item: object) =>
  !entity.drafts || Boolean((item as { published?: unknown }).published ?? true);

/**
 * Whether the public site shows an item: it is published, and every text its entity needs is
 * filled in one language at least.
 */
export function isShown(entity: Pick<Entity, 'kind' | 'texts' | 'shownWith' | 'drafts'>, item: object): boolean {
  const fields = item as Record<string, unknown>;
  return (
    isPublished(entity, item) &&
    shownTextPairs(entity).every((pair) => hasText(fields[pair.en]) || hasText(fields[pair.sq]))
  );
}

/** The language each text of an item is shown in on pages of `language`: its own, or the other one when empty in its own. */
export function textLanguagesOf<E extends { texts: Record<string, TextPair> }>(
  entity: E,
  item: object,
  language: 'en' | 'sq',
): Record<keyof E['texts'], 'en' | 'sq'> {
  const fields = item as Record<string, unknown>;
  const filled = (field: string) => hasText(fields[field]);
  return Object.fromEntries(
    Object.entries(entity.texts).map(([name, pair]) => [
      name,
      filled(pair[language]) || !filled(pair[OTHER_LANGUAGE[language]]) ? language : OTHER_LANGUAGE[language],
    ]),
  ) as Record<keyof E['texts'], 'en' | 'sq'>;
}

/** The `lang` of the texts an item shows in the other language on pages of one language: `{ titleLang: 'en' }`. */
export type FallbackLanguages<E extends { texts: Record<string, TextPair> }> = {
  [K in keyof E['texts'] & string as `${K}Lang`]?: 'en' | 'sq';
};

/**
 * Which of an item's texts pages of `language` show in the other language (textsOf), for the
 * `lang` attribute of the element that shows each; texts in the page's own language have none.
 */
export function fallbackLanguagesOf<E extends { texts: Record<string, TextPair> }>(
  entity: E,
  item: object,
  language: 'en' | 'sq',
): FallbackLanguages<E> {
  return Object.fromEntries(
    Object.entries(textLanguagesOf(entity, item, language))
      .filter(([, shownIn]) => shownIn !== language)
      .map(([name, shownIn]) => [`${name}Lang`, shownIn]),
  ) as FallbackLanguages<E>;
}

/**
 * An item's texts on pages of `language`, by the names its descriptor gives them (`title`,
 * `address`…): each in `language`, or in the other language when it has none in its own, so that
 * no page shows an empty title (textLanguagesOf says which).
 */
export function textsOf<E extends { texts: Record<string, TextPair> }>(
  entity: E,
  item: object,
  language: 'en' | 'sq',
): Record<keyof E['texts'], string> {
  const fields = item as Record<string, unknown>;
  const languages = textLanguagesOf(entity, item, language) as Record<string, 'en' | 'sq'>;
  return Object.fromEntries(
    Object.entries(entity.texts).map(([name, pair]) => [name, String(fields[pair[languages[name] ?? language]] ?? '')]),
  ) as Record<keyof E['texts'], string>;
}

/** `pattern` with its `:id` (or each `:name` of `params`) filled in: `/showroom/:id` → `/showroom/7`. */
export function fillPath(pattern: string, params: number | Record<string, number | string>): string {
  const values = typeof params === 'number' ? { id: params } : params;
  return pattern.replace(/:(\w+)/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in ${pattern}`);
    return String(value);
  });
}

/** The folder a path pattern's pages sit in: `/showroom/:id` → `/showroom/`. */
export const folderOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));
