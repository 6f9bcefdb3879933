import { z } from 'zod';
import type { Bilingual } from '#admin/i18n/bilingual.ts';
import { type Noun, nounsOf } from '#admin/i18n/nouns.ts';
import { type ResourcePaths, screenPaths } from '#admin/lib/routes.ts';
import type { Entity, EntityAdmin, EntityListing, TextPair } from '#shared/entities/define-entity.ts';
import { isPublished, isShown, shownTextPairs, textsOf } from '#shared/entities/entity-texts.ts';
import { languageGaps, type TextLanguage } from '#shared/entities/language-gaps.ts';
import { fillPath } from '#shared/entities/paths.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type ChangeDraftInfo, changeDraftAnswerSchema, changeDraftPaths } from '#shared/payloads/change-drafts.ts';
import { historyPaths } from '#shared/payloads/history.ts';
import {
  defaultSortOf,
  type ListPage,
  type ListSort,
  listPageQuerySchema,
  listPageSchema,
  sortsOf,
} from '#shared/payloads/list-page.ts';
import type { ImageSet } from '#shared/schemas/common.ts';

/** An item's unpublished changes: the item as they would make it, or null when it has none. */
export interface ChangesAnswer<Item> {
  draft: (ChangeDraftInfo & { item: Item }) | null;
}

/** A text the admin types, or a day it picks; or a choice from a list (SelectFieldSpec). */
export interface TextFieldSpec {
  name: string;
  kind: 'text' | 'textarea' | 'url' | 'date';
}

/** A fixed choice of a select or of a group of boxes: its value, and its label in each language. */
export interface FieldOption {
  value: string;
  label: Bilingual;
}

export interface SelectFieldSpec {
  name: string;
  kind: 'select';
  /** Fixed choices, or the source of choices read from the API. */
  options: FieldOption[] | 'buildings' | 'categories';
  /**
   * Narrows fixed choices by another field's value (a unit's types by its category): `values` gives
   * those it allows, or undefined for all. A value no longer allowed is cleared.
   */
  within?: { field: string; values: (other: string) => readonly string[] | undefined };
  /** What no value means, where it means something ("None"); else no value reads as empty. */
  blank?: Bilingual;
}

/**
 * A number the admin types, as the API takes it: digits with a decimal comma or point ("85,4"),
 * spaces between thousands allowed; `step` 1 is a whole number, 0.01 one to a hundredth.
 */
export interface NumberFieldSpec {
  name: string;
  kind: 'number';
  min: number;
  max: number;
  step: number;
  /** What its figures are in, written before ("€ 142 000") or after ("85,4 m²") them. */
  unit?: { symbol: string; place: 'before' | 'after' };
  /** What no value means ("Price on request"); else no value reads as empty. */
  blank?: Bilingual;
}

/** Several of fixed choices, as boxes to tick: the value is the list of those ticked, comma-separated, in the choices' order. */
export interface ChoicesFieldSpec {
  name: string;
  kind: 'choices';
  /** `short` is what a box shows beside it ("NE"), where its label ("North-east") is long. */
  options: (FieldOption & { short?: Bilingual })[];
}

/** A moment picked as a date and a time in Tirana's, whatever the browser's zone; its value ISO 8601 in UTC, as the API takes. */
export type MomentFieldSpec = { name: string; kind: 'moment' };

export type FieldSpec = TextFieldSpec | SelectFieldSpec | NumberFieldSpec | ChoicesFieldSpec | MomentFieldSpec;

/**
 * One line of a form: a field in English beside its Albanian pair (`sq`), a single field, or a
 * group of short single fields under one heading. `label` says what the field means; `hint` adds
 * what the admin should know about it.
 */
export type FormRow = PairRow | SingleRow | GroupRow;
/**
 * Short single fields under one heading. Elsewhere (history, the activity log) each is named with
 * its group's heading ("Units for sale: Sold units"), unless `alone`: its own label says it all.
 */
export type GroupRow = { label: Bilingual; group: SingleRow[]; alone?: boolean };
export type PairRow = { label: Bilingual; en: FieldSpec; sq: FieldSpec; hint?: Bilingual };
/** Shown only while another field of its group has a value (a reservation's end, while the unit is reserved). */
type OnlyWhile = { field: string; value: string };
export type SingleRow = { label: Bilingual; field: FieldSpec; hint?: Bilingual; onlyWhile?: OnlyWhile };
/**
 * A text of the descriptor by its name (`title`), as a form file declares it: resourceOf makes it
 * the pair of its English and Albanian fields, which only the descriptor names.
 */
export type TextRow<Name extends string = string> = {
  label: Bilingual;
  text: Name;
  kind: 'text' | 'textarea';
  hint?: Bilingual;
};

export interface FileSpec {
  name: string;
  label: Bilingual;
  type: 'image' | 'pdf';
  /** An image of the media library (`<name>MediaId`): one already in it may be chosen instead of an upload. */
  fromLibrary?: boolean;
}

/** What the list, view and form screens need to know about one kind of content (resourceOf derives most of it). */
export interface ResourceConfig<Item extends Record<string, unknown>> {
  /** Its descriptor: its kind (the query key of its data), id field, schemas, texts and files. */
  entity: Entity;
  /** What the admin calls it in each of its languages. */
  nouns: Record<Language, Noun>;
  idField: keyof Item & string;
  /** How its view and edit routes name the id (the descriptor's `viewParam` and `editParam`). */
  params: { view: string; edit: string };
  paths: ResourcePaths;
  api: {
    list: string;
    single: (id: number) => string;
    save: string;
    update: (id: number) => string;
    remove: (id: number) => string;
    /** Sets the order of the list, for entities in an order admins set (the descriptor's `api.order`). */
    order?: string | undefined;
    /** An item's saved versions, and the restore of one (historyPaths). */
    history: (id: number) => string;
    restore: (id: number) => string;
    /** A page of its list, searched, sorted and narrowed (the descriptor's `api.page`). */
    page: string;
    /** Publishes an item or takes it back to a draft, for entities with drafts (the descriptor's `api.publication`). */
    publication?: ((id: number) => string) | undefined;
    /** A published item's unpublished changes, and their publication, for entities with drafts (changeDraftPaths). */
    changes?: ((id: number) => string) | undefined;
    publishChanges?: ((id: number) => string) | undefined;
  };
  /** What its paged list sorts and narrows by (the descriptor's `listing`), and the shapes of its query and answer. */
  listing: {
    sorts: string[];
    defaultSort: ListSort;
    /** Fields its table shows beside the title, each a sort. */
    columns: readonly string[];
    /** Fields it is narrowed by. */
    filters: readonly string[];
    querySchema: z.ZodObject;
    pageSchema: z.ZodType<ListPage<Item>>;
  };
  listSchema: z.ZodType<Item[]>;
  singleSchema: z.ZodType<Item>;
  /** What a read or save of an item's unpublished changes answers. */
  changesSchema: z.ZodType<ChangesAnswer<Item>>;
  rows: FormRow[];
  files: FileSpec[];
  /** What a card and a page title show of an item, in the admin's language. */
  describe: (item: Item, language: Language) => ItemCard & { title: string };
  /** What a card shows beside the item's title (the descriptor's listing title), if anything. */
  card?: (item: Item, language: Language) => ItemCard;
  /** What its listing title is called where "Title" would not say (a unit's "Reference"): a table's heading, a sort's words. */
  titleLabel?: Bilingual;
  /** The item's page on the public site, if it has one. */
  publicPath?: (item: Item) => string;
  /** Screens of an item's own beyond its view and form (a building's facade zones), linked from its view. */
  itemScreens?: { label: Bilingual; path: (id: number) => string }[];
  /** The texts its public pages need, one of each pair filled (the descriptor's `shownWith`). */
  needed: TextPair[];
  /** Whether the public site shows an item with these values: it is published and has every needed text. */
  isShown: (values: Record<string, unknown>) => boolean;
  /** Whether an item is a draft, which no public page shows until it is published (entities with drafts). */
  isDraft: (item: Record<string, unknown>) => boolean;
  /** The labels of its public texts written in one language only, by the language that lacks them. */
  languageGaps: (values: Record<string, unknown>) => Record<TextLanguage, Bilingual[]>;
  /** What a new item's form starts with beyond the schema's defaults (a news item's date: today). */
  defaults?: () => Record<string, string>;
}

/** What a card shows of an item besides its title. */
export interface ItemCard {
  subtitle?: string;
  image?: string | null;
  imageSet?: ImageSet | null;
}

export function fieldsOf(row: FormRow): FieldSpec[] {
  if ('group' in row) return row.group.map((single) => single.field);
  return 'field' in row ? [row.field] : [row.en, row.sq];
}

/** The label of the form row that holds a text, by its English field. */
const pairLabel = (rows: FormRow[], englishField: string | undefined) =>
  rows.find((row) => 'en' in row && row.en.name === englishField)?.label;

/**
 * What an entity's admin screens add to its descriptor: the form's layout (its texts by their
 * names), and what a card and a title show.
 */
type Screens<Item extends Record<string, unknown>, TextName extends string> = Pick<
  ResourceConfig<Item>,
  'card' | 'publicPath' | 'defaults' | 'titleLabel' | 'itemScreens'
> & { rows: (FormRow | TextRow<TextName>)[] };

/** A declared text row as the pair of fields its descriptor gives the text. */
function pairOf(entity: Entity, { text, kind, ...row }: TextRow): PairRow {
  const pair = entity.texts?.[text];
  if (!pair) throw new Error(`${entity.kind} has no text ${text}`);
  return { ...row, en: { name: pair.en, kind }, sq: { name: pair.sq, kind } };
}

/** The list an entity's admin screens read: its first in order (an admin-only one where it has one). */
export function adminListPath(entity: Entity): string {
  const list = entity.api.lists.find((candidate) => !candidate.random);
  if (!list) throw new Error(`${entity.kind} has no list`);
  return list.path;
}

/** The path of a descriptor's API call for one id; an entity without it has no such screen. */
const withId = (entity: Entity, pattern: string | undefined) => (id: number) => {
  if (!pattern) throw new Error(`${entity.kind} has no such call`);
  return fillPath(pattern, id);
};

/** An entity's admin screens, from its descriptor and the form and card the admin shows for it. */
export function resourceOf<E extends Entity & { admin: EntityAdmin; listing: EntityListing; api: { page: string } }>(
  entity: E,
  screens: Screens<z.infer<E['schemas']['item']>, keyof E['texts'] & string>,
): ResourceConfig<z.infer<E['schemas']['item']>> {
  type Item = z.infer<E['schemas']['item']>;
  const nouns = nounsOf(entity);
  const rows = screens.rows.map((row) => ('text' in row ? pairOf(entity, row) : row));
  const viewParam = entity.admin.viewParam ?? entity.idField;
  return {
    entity,
    nouns,
    idField: entity.idField as keyof Item & string,
    params: { view: viewParam, edit: entity.admin.editParam ?? viewParam },
    paths: screenPaths(entity),
    api: {
      list: adminListPath(entity),
      single: withId(entity, entity.api.single),
      save: entity.api.save,
      update: withId(entity, entity.api.update),
      remove: withId(entity, entity.api.remove),
      order: entity.api.order,
      history: withId(entity, historyPaths(entity.kind).versions),
      restore: withId(entity, historyPaths(entity.kind).restore),
      page: entity.api.page,
      publication: entity.api.publication ? withId(entity, entity.api.publication) : undefined,
      changes: entity.drafts ? withId(entity, changeDraftPaths(entity.kind).draft) : undefined,
      publishChanges: entity.drafts ? withId(entity, changeDraftPaths(entity.kind).publish) : undefined,
    },
    listing: {
      sorts: sortsOf(entity),
      defaultSort: defaultSortOf(entity),
      columns: entity.listing.columns,
      filters: entity.listing.filters,
      querySchema: listPageQuerySchema(entity),
      pageSchema: listPageSchema(entity.schemas.item) as unknown as z.ZodType<ListPage<Item>>,
    },
    listSchema: z.array(entity.schemas.item) as unknown as z.ZodType<Item[]>,
    singleSchema: entity.schemas.single as unknown as z.ZodType<Item>,
    changesSchema: changeDraftAnswerSchema(entity.schemas.single) as unknown as z.ZodType<ChangesAnswer<Item>>,
    files: Object.entries(entity.files).map(([name, file]) => ({
      name,
      label: { en: file.label, sq: file.sq.label },
      type: file.kind === 'media' || file.kind === 'image' ? 'image' : 'pdf',
      fromLibrary: file.kind === 'media',
    })),
    needed: shownTextPairs(entity),
    isShown: (values) => isShown(entity, values),
    isDraft: (item) => !isPublished(entity, item),
    languageGaps: (values) => {
      const gaps = languageGaps(entity, values);
      const label = (text: string) => pairLabel(rows, entity.texts?.[text]?.en) ?? { en: text, sq: text };
      return { en: gaps.en.map(label), sq: gaps.sq.map(label) };
    },
    describe: (item, language) => ({
      title: listingTitleOf(entity, item, language) || `${nouns[language].one} ${item[entity.idField]}`,
      ...screens.card?.(item, language),
    }),
    ...screens,
    rows,
  };
}

/**
 * An item's listing title (its descriptor's `listing.title`) in `language`, or else in the other
 * one, as the site's pages show it; '' for an entity without one.
 */
export function listingTitleOf(entity: Entity, item: object, language: Language): string {
  const { texts, listing } = entity;
  return texts && listing ? (textsOf({ texts }, item, language)[listing.title]?.trim() ?? '') : '';
}
