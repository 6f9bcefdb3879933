import { PUBLISH_SIGNATURE_HEADER } from '#shared/payloads/publish.ts';
import { signWebhook } from '#shared/webhook-signature.ts';
import type { Webhook } from '../outbox/post-batch.ts';

/** The publisher's render of a preview: its status and HTML. */
export interface RenderedPreview {
  status: number;
  html: string;
}

/**
 * Asks the publisher to render `path` with the grant, through the same server build as the pages
 * it publishes (its `/preview`, beside the webhook, signed the same way). Nothing is written.
 * `answers`, by API path, are what the page's reads take instead of the API's: a live preview's
 * unsaved item (docs/decisions/028-live-preview.md), carried in the signed call, stored nowhere.
 */
export async function renderPreview(
  publisher: Webhook,
  path: string,
  grant: string,
  answers?: Record<string, unknown>,
): Promise<RenderedPreview> {
  const body = JSON.stringify({ path, grant, ...(answers && { answers }) });
  const response = await fetch(new URL('/preview', publisher.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PUBLISH_SIGNATURE_HEADER]: await signWebhook(publisher.secret, body),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200 && response.status !== 404)
    throw new Error(`The publisher answered ${response.status} to a preview: ${(await response.text()).slice(0, 200)}`);
  return { status: response.status, html: await response.text() };
}
