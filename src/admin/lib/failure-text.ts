import { ApiRequestError, NetworkError } from './api-client.ts';

/** What to tell the admin when a change fails: the API's own reason where it gives one. */
export function failureText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof NetworkError) return 'The API could not be reached. Check the connection and try again.';
  return 'The change could not be made. Please try again.';
}
