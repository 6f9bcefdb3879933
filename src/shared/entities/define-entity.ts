import type { z } from 'zod';

/**
 * What the system knows about one kind of entity, in one place: its schemas, its table, its API
 * paths, its files, its public pages, and the admin's words and screens for it. Server routes,
 * the site's loaders and page sets, the feeds, the sitemap and the admin read these; none keeps
 * its own table of the same facts. Descriptors carry zod schemas, so public islands, which ship
 * no zod, get what they need of them as props.
 */

/**
 * What a file field holds: an image of the media library (kept in a column of its own,
 * `<field>MediaId`; see focal-points.ts), a public PDF, or a private PDF (a CV). `image` is the
 * library's own field, the stored files of one image.
 */
export type FileKind = 'media' | 'image' | 'pdf' | 'cv';

export interface FileField {
  kind: FileKind;
  maxBytes: number;
  /** What the admin calls it, and the API's messages about it. */
  label: string;
  /** What the admin in Albanian calls it. */
  sq: { label: string };
  /**
   * The row keeps the upload as it came and who sent it (the media library's `original*`,
   * `uploadedBy` and `uploadedAt` columns), set again by each new file.
   */
  keepsOriginal?: true;
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
  /** Absent for image collections, whose images change only their focal points (`collection.focal`). */
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
  /**
   * One of them in running text after "this", "the" or "a", where `one` cannot stand there
   * ("this news item", not "this news"); `one` in lower case when left out.
   */
  item?: string;
}

/** Its card on the dashboard, as docs/product.md#screens-and-routes names it, and what it holds. */
export interface EntityDashboard {
  dashboard: { label: string; about: string };
}

/**
 * The admin's words for an entity in Albanian, which declines its nouns: with its article (`one`:
 * "Projekti u krijua me sukses!", `many`), without it in running text (`lower`: "Shto projekt"), the
 * genitive (`of`: "Përditësimi i projektit dështoi.") and the plural without article (`some`: "3 projekte").
 * `lower` also stands after "këtë" ("këtë lajm"), so Albanian needs no `item`.
 */
export interface AlbanianEntityWords extends EntityDashboard, Omit<EntityNoun, 'item'> {
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
  /**
   * Sets one image's focal points (beyond docs/product.md#the-api), for editors: a PUT of
   * `{ focalPoints }` with If-Match, the one change an image takes once it is added.
   */
  focal: string;
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
  /**
   * Its fields that are lists or objects (a building's facade zones): each kept as JSON text in a
   * column of its own, null when empty, and answered as the value.
   */
  json?: readonly string[];
  /** Its yes-or-no fields besides `published` (an image's `decorative`): each kept as 0 or 1, answered as a boolean. */
  flags?: readonly string[];
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
  /**
   * Values of one of its fields that keep an item off the public site, as a draft is kept: a unit
   * not yet on sale. Its other values show it.
   */
  offSite?: { field: string; values: readonly string[] };
  /**
   * The entity whose pages an item belongs to, by the field that names it (a unit's building): the
   * item is shown on the public site only while its parent is.
   */
  partOf?: { entity: Entity; field: string };
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
