import type { ResourceConfig } from './resource.ts';

/**
 * The list an item goes back to: its kind's, narrowed to the item's parent where the kind is part
 * of another (a unit's, to its building's units), so that an admin stays in the building they work in.
 */
export function listPathOf<T extends Record<string, unknown>>(
  config: ResourceConfig<T>,
  values: Record<string, unknown> | null,
): string {
  const field = config.entity.partOf?.field;
  const parent = field && values?.[field];
  if (parent === undefined || parent === null || parent === '' || parent === false) return config.paths.list;
  return `${config.paths.list}?${new URLSearchParams({ [field as string]: String(parent) })}`;
}
