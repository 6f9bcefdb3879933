import type { z } from 'zod';
import type { ImageSet } from '#shared/schemas/common.ts';
import type { ResourcePaths } from '../../routes.ts';

/** A text the admin types, or picks from a list. */
export interface TextFieldSpec {
  name: string;
  kind: 'text' | 'textarea' | 'url';
}

export interface SelectFieldSpec {
  name: string;
  kind: 'select';
  /** Fixed choices, or the source of choices read from the API. */
  options: { value: string; label: string }[] | 'buildings' | 'categories';
}

export type FieldSpec = TextFieldSpec | SelectFieldSpec;

/**
 * One line of a form: a field in English beside its Albanian pair (`sq`), a single field, or a
 * group of short single fields under one heading. `label` says what the field means; `hint` adds
 * what the admin should know about it.
 */
export type FormRow = PairRow | SingleRow | { label: string; group: SingleRow[] };
export type PairRow = { label: string; en: FieldSpec; sq: FieldSpec; hint?: string };
export type SingleRow = { label: string; field: FieldSpec; hint?: string };

export interface FileSpec {
  name: string;
  label: string;
  type: 'image' | 'pdf';
}

/** What the list, view and form screens need to know about one kind of content. */
export interface ResourceConfig<Item extends Record<string, unknown>> {
  /** The query key of its data, and the kind's name in the API's outbox and status. */
  key: string;
  one: string;
  many: string;
  /** Lower case, in running text ("Failed to update project."). */
  lower: string;
  idField: keyof Item & string;
  paths: ResourcePaths;
  api: {
    list: string;
    single: (id: number) => string;
    save: string;
    update: (id: number) => string;
    remove: (id: number) => string;
  };
  listSchema: z.ZodType<Item[]>;
  singleSchema: z.ZodType<Item>;
  /** The shared schema of what an admin writes; the form validates with it. */
  inputSchema: z.ZodObject;
  rows: FormRow[];
  files: FileSpec[];
  /** What a card and a page title show of an item. */
  describe: (item: Item) => { title: string; subtitle?: string; image?: string | null; imageSet?: ImageSet | null };
  /** The item's page on the public site, if it has one. */
  publicPath?: (item: Item) => string;
}

export function fieldsOf(row: FormRow): FieldSpec[] {
  if ('group' in row) return row.group.map((single) => single.field);
  return 'field' in row ? [row.field] : [row.en, row.sq];
}
