import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { RestoredSchema, TRASH_ENTRY_HEADER, TRASH_PATHS, TrashSchema } from '#shared/payloads/trash.ts';
import { MessageSchema } from '#shared/schemas/common.ts';

export const TRASH_KEY = ['trash'] as const;

const readTrash = ({ signal }: { signal: AbortSignal }) =>
  apiRequest('GET', TRASH_PATHS.entries, TrashSchema, { signal });

/** The trash's entries, newest first, and how long it keeps them; read afresh on each screen that shows them. */
export const useTrash = () => useQuery({ queryKey: TRASH_KEY, queryFn: readTrash, staleTime: 0 });

/** How many days the trash keeps a deleted item, a setting of the API's; undefined until it is read. */
export const useRetentionDays = () =>
  useQuery({
    queryKey: TRASH_KEY,
    queryFn: readTrash,
    staleTime: Number.POSITIVE_INFINITY,
    select: (trash) => trash.retentionDays,
  }).data;

/** The API's calls on the trash (src/server/routes/trash.ts). */
export const trashCalls = {
  restore: (entryId: number) => apiRequest('POST', fillPath(TRASH_PATHS.restore, entryId), RestoredSchema),
  discard: (entryId: number) => apiRequest('DELETE', fillPath(TRASH_PATHS.entry, entryId), MessageSchema),
  empty: () => apiRequest('DELETE', TRASH_PATHS.entries, MessageSchema),
};

/** The trash entry a delete's answer names, from which it can be undone; null if it names none. */
export function trashEntryOf(header: (name: string) => string | null): number | null {
  const entryId = Number(header(TRASH_ENTRY_HEADER));
  return Number.isInteger(entryId) && entryId > 0 ? entryId : null;
}
