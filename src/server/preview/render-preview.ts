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
 */
export async function renderPreview(publisher: Webhook, path: string, grant: string): Promise<RenderedPreview> {
  const body = JSON.stringify({ path, grant });
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
