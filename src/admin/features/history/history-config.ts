import type { ResourceConfig } from '#admin/resources/resource.ts';
import type { ItemReading } from '#admin/resources/use-resource.ts';

/**
 * What an item's history needs of its kind's screens: how to read the item and its versions and
 * restore one, how to name it, and the fields its form writes, to label and compare them. Every
 * kind with a form has it (ResourceConfig); a kind with a screen of its own (the media library's
 * images) gives just this.
 */
export type HistoryConfig<T extends Record<string, unknown>> = ItemReading<T> &
  Pick<ResourceConfig<T>, 'nouns' | 'paths' | 'describe' | 'rows' | 'files'> & {
    api: Pick<ResourceConfig<T>['api'], 'single' | 'history' | 'restore'>;
  };
