import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import { ActivityPageSchema } from '#shared/payloads/activity.ts';

/** One page of the activity log, newest first, of the entries with every word of `search`. */
export function useActivity(search: string, page: number) {
  const query = new URLSearchParams({ page: String(page), ...(search && { q: search }) });
  return useQuery({
    queryKey: ['activity', search, page],
    queryFn: ({ signal }) => apiRequest('GET', `/activity?${query}`, ActivityPageSchema, { signal }),
    // The page shown stays while the next loads, so that paging does not blank the table.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
