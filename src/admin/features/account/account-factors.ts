import { useQuery } from '@tanstack/react-query';
import { AccountFactorsSchema } from '#shared/payloads/second-factors.ts';
import { apiRequest } from '#admin/lib/api-client.ts';

/** The query of one's own factors, which the two-step and the passkeys sections share and refresh. */
export const FACTORS_KEY = ['account', 'factors'];

export const useAccountFactors = () =>
  useQuery({ queryKey: FACTORS_KEY, queryFn: () => apiRequest('GET', '/user/factors', AccountFactorsSchema) });
