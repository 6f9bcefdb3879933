import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import { AttentionSchema } from '#shared/payloads/attention.ts';

/** What needs attention (GET /attention): the dashboard's panel and its cards read it once. */
export const useAttention = () =>
  useQuery({
    queryKey: ['attention'],
    queryFn: ({ signal }) => apiRequest('GET', '/attention', AttentionSchema, { signal }),
    // Read afresh each time the dashboard opens: an edit elsewhere changes the counts.
    staleTime: 0,
  });
