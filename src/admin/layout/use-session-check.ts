import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';

/**
 * Asks the API once per token whether it still accepts it, so that a token it refuses (signed
 * with an old secret, or of a removed account) ends the session when the admin opens, not at the
 * first save after minutes of typing. Many admin screens read only public calls, which accept any
 * token. The API has no call that only checks a token; its smallest admin-only read stands in.
 * A refusal ends the session in `apiRequest`.
 */
export function useSessionCheck(token: string | null) {
  useQuery({
    queryKey: ['session', token],
    queryFn: ({ signal }) => apiRequest('GET', '/projects/get/mini', z.unknown(), { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
