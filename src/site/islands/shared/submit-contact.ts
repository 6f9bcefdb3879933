import type { Strings } from '#shared/i18n/dictionary.ts';
import { DEFAULT_API_URL, withoutTrailingSlash } from '#shared/settings.ts';

/** The API's origin as the browser sees it. */
export const PUBLIC_API_URL = withoutTrailingSlash(import.meta.env.PUBLIC_API_URL ?? DEFAULT_API_URL);

export type SubmitResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Sends a contact message or an application to the API's /contact/save and words the outcome as
 * docs/product.md#error-messages does: success on 200/201, a generic failure on any other status, another on an exception;
 * but a refusal that names the fields to correct (an empty form) asks to check them, as it is no
 * fault of the site, and one while the API is away for a moment (503) to send it again.
 */
export async function submitContact(form: FormData, strings: Strings): Promise<SubmitResult> {
  try {
    const response = await fetch(`${PUBLIC_API_URL}/contact/save`, { method: 'POST', body: form });
    if (response.status === 200 || response.status === 201) return { ok: true, message: strings.formSuccess };
    // The API away for a moment (503, with Retry-After): the visitor is told to send it again.
    if (response.status === 503) return { ok: false, message: strings.formBusy, fields: {} };
    const { fields = {} } = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
    const message = Object.keys(fields).length > 0 ? strings.formCheckFields : strings.formFailure;
    return { ok: false, message, fields };
  } catch (error) {
    console.warn('The contact form could not reach the API', error);
    return { ok: false, message: strings.formException, fields: {} };
  }
}
