import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import { AccountFactorsSchema } from '#shared/payloads/second-factors.ts';

/** The query of one's own factors, which the two-step and the passkeys sections share and refresh. */
export const FACTORS_KEY = ['account', 'factors'];

/** One's factors, read afresh whenever the account screen opens: a passkey's last use, a factor another admin removed. */
export const useAccountFactors = () =>
  useQuery({
    queryKey: FACTORS_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/user/factors', AccountFactorsSchema, { signal }),
    staleTime: 0,
  });
