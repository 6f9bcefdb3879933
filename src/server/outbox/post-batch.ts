import {
  type ChangeEvent,
  PUBLISH_SIGNATURE_HEADER,
  type PublishBatch,
  type PublishOutcome,
  PublishResultSchema,
} from '#shared/payloads/publish.ts';
import { signWebhook } from '#shared/webhook-signature.ts';

/** Where the publisher listens, and the key both ends sign with. */
export interface Webhook {
  url: string;
  secret: string;
}

/**
 * Sends one signed batch and resolves with the publisher's outcomes, which it gives only once the
 * pages are live. Any answer but a 200 with a PublishResult throws, as do network errors and `signal`.
 */
export async function postBatch(
  webhook: Webhook,
  events: ChangeEvent[],
  signal: AbortSignal,
): Promise<PublishOutcome[]> {
  const body = JSON.stringify({ events } satisfies PublishBatch);
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PUBLISH_SIGNATURE_HEADER]: await signWebhook(webhook.secret, body),
    },
    body,
    // A webhook that redirects is misconfigured; following it would re-send the events elsewhere.
    redirect: 'manual',
    signal,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`The publisher answered ${response.status}: ${text.slice(0, 200)}`);
  const result = PublishResultSchema.safeParse(parseJson(text));
  if (!result.success) throw new Error(`The publisher answered 200 without a valid result: ${text.slice(0, 200)}`);
  return result.data.outcomes;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
