import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '#admin/lib/api-client.ts';
import { AccountSchema, type NewAccount } from '#shared/payloads/accounts.ts';
import type { Role } from '#shared/payloads/auth.ts';
import { MessageSchema } from '#shared/schemas/common.ts';

const ACCOUNTS_KEY = ['accounts'] as const;

export function useAccounts() {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/accounts', z.array(AccountSchema), { signal }),
    // A lock passes by itself: the list shows it gone without a reload.
    refetchInterval: 60_000,
  });
}

/** The API's calls that change an account (src/server/routes/accounts.ts). */
export const accountCalls = {
  create: (account: NewAccount) => apiRequest('POST', '/accounts', AccountSchema, { body: account }),
  roles: (userId: number, roles: Role[]) =>
    apiRequest('PUT', `/accounts/${userId}/roles`, AccountSchema, { body: { roles } }),
  disable: (userId: number) => apiRequest('POST', `/accounts/${userId}/disable`, AccountSchema),
  enable: (userId: number) => apiRequest('POST', `/accounts/${userId}/enable`, AccountSchema),
  unlock: (userId: number) => apiRequest('POST', `/accounts/${userId}/unlock`, AccountSchema),
  password: (userId: number, password: string) =>
    apiRequest('PUT', `/accounts/${userId}/password`, AccountSchema, { body: { password } }),
  remove: (userId: number) => apiRequest('DELETE', `/accounts/${userId}`, MessageSchema),
  removeFactors: (userId: number) => apiRequest('DELETE', `/accounts/${userId}/factors`, AccountSchema),
};

/** Runs a change, then reads the list again whatever came of it (another admin may have changed it). */
export function useAccountChange() {
  const client = useQueryClient();
  return async <T>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } finally {
      void client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    }
  };
}
