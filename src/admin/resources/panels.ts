import type { ComponentType, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { Media } from '#shared/entities/media.ts';
import type { ChangeDraftInfo } from '#shared/payloads/change-drafts.ts';
import type { ChangesAnswer, ResourceConfig } from './resource.ts';

type Item = Record<string, unknown>;

/** What a panel of an item's form is given. */
export interface FormPanelProps {
  config: ResourceConfig<Item>;
  /** Null on a new item's form. */
  id: number | null;
  /** The item as the form opened it (or as its last save left it); null on a new item's form. */
  item: Item | null;
  /** The form's values as they are typed. */
  control: Control<FieldValues>;
  /** The files chosen and not yet saved, by field. */
  chosenFiles: Record<string, File | null>;
  /** The images of the library chosen instead of a file and not yet saved, by field. */
  pickedMedia: Record<string, Media | null>;
  /** The unpublished changes the form holds, when it opened on them. */
  draft: ChangeDraftInfo | null;
}

/** What a panel of an item's view is given. */
export interface ViewPanelProps {
  config: ResourceConfig<Item>;
  id: number;
  item: Item;
  /** The item's unpublished changes with their ETag, once read; never for a kind without them. */
  changes: { data: ChangesAnswer<Item>; version: string | null } | undefined;
}

/**
 * The places of an item's screens that features fill, each with what a kind has: the kit draws
 * the screens and leaves these slots; src/admin/forms/item-panels.tsx fills them from what the
 * kind's descriptor says it has (drafts, pages, search texts, parts). A panel that has nothing
 * to show for an item renders nothing.
 */
export interface ItemPanels {
  form: {
    /** Under the heading: who else has the item open. */
    status: readonly ComponentType<FormPanelProps>[];
    /** Above the form, after a kept version of one's own: what the form edits (unpublished changes). */
    notices: readonly ComponentType<FormPanelProps>[];
    /** After the fields and files: how they will look elsewhere (a search result). */
    afterFields: readonly ComponentType<FormPanelProps>[];
    /** Around the form: what is shown beside it (the live preview); the form alone when null. */
    beside: ComponentType<FormPanelProps & { children: ReactNode }> | null;
  };
  view: {
    /** Among the heading's actions, before the history: links to the item's parts. */
    actions: readonly ComponentType<ViewPanelProps>[];
    /** Under the public links: the item's unpublished changes, its schedule. */
    notices: readonly ComponentType<ViewPanelProps>[];
    /** Above the fields: what the kind shows beside them (a unit's prices). */
    beforeFields: readonly ComponentType<ViewPanelProps>[];
  };
}
