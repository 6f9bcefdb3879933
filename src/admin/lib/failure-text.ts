import { adminText } from '../i18n/admin-language.ts';
import { ApiRequestError, NetworkError } from './api-client.ts';

/** What to tell the admin when a change fails: the API's own reason where it gives one. */
export function failureText(error: unknown): string {
  const t = adminText();
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof NetworkError) return t.common.unreachable;
  return t.common.changeFailed;
}
