import { useState } from 'react';
import { useAdminLanguage } from '#admin/i18n/admin-language.ts';
import type { ResourceConfig } from '../resource.ts';
import type { BulkTarget } from './bulk-summary.ts';

/** An item of a paged list: with its version, which a delete of it names. */
export type Listed<T> = T & { etag: string };

export type Selection<T extends Record<string, unknown>> = ReturnType<typeof useSelection<T>>;

/**
 * The items an admin selects on a page of a list, each with the title and version it was shown
 * with. Another page, search, filter or order (another `shown`) starts with none selected: what
 * the admin selected is always on the screen.
 */
export function useSelection<T extends Record<string, unknown>>(config: ResourceConfig<T>, shown: string) {
  const language = useAdminLanguage();
  const [selected, setSelected] = useState({ shown, targets: new Map<number, BulkTarget>() });
  const targets = selected.shown === shown ? selected.targets : new Map<number, BulkTarget>();
  const targetOf = (item: Listed<T>): BulkTarget => ({
    id: Number(item[config.idField]),
    title: config.describe(item, language).title,
    etag: item.etag,
  });
  const change = (items: Listed<T>[], on: boolean) => {
    const next = new Map(targets);
    for (const target of items.map(targetOf)) {
      if (on) next.set(target.id, target);
      else next.delete(target.id);
    }
    setSelected({ shown, targets: next });
  };
  return {
    has: (id: number) => targets.has(id),
    count: targets.size,
    targets: [...targets.values()],
    set: (item: Listed<T>, on: boolean) => change([item], on),
    setAll: (items: Listed<T>[], on: boolean) => change(items, on),
    clear: () => setSelected({ shown, targets: new Map() }),
  };
}
