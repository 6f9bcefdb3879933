import { ApiRequestError } from '#admin/lib/api-client.ts';

export type LoginFailure = 'failed' | 'throttled' | 'unavailable';

/**
 * Why a login did not go through: a wrong password (or account), too many attempts, or an API that
 * could not check (it answered 5xx, or not at all), which is no reason to doubt the password.
 */
export function failureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return 'unavailable';
  return error.status === 429 ? 'throttled' : 'failed';
}
