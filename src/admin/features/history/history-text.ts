import type { ItemVersion } from '#shared/schemas/history.ts';

const DONE: Record<ItemVersion['operation'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
};

/** What made a version, and who: "Restored version 1 by mira", "Created by an unrecorded account". */
export function madeBy({ operation, restoredFrom, actor }: ItemVersion): string {
  const done = operation === 'restore' && restoredFrom !== null ? `Restored version ${restoredFrom}` : DONE[operation];
  return `${done} by ${actor ?? 'an unrecorded account'}`;
}

/** The number of the version an item's ETag names ('"3"' → 3); null without one. */
export const versionOfEtag = (etag: string | null) => (etag === null ? null : Number(etag.replaceAll('"', '')));
