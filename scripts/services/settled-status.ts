import { type PublishStatus, PublishStatusSchema } from '#shared/payloads/publish.ts';

/** A call to the API as a signed-in admin: method and path. */
type AdminCall = (method: string, route: string) => Promise<Response>;

/**
 * A change event's status once it is no longer pending (live or failed), asked every `pollMs`;
 * throws when it is still pending after `timeoutMs`, or when `signal` aborts.
 */
export async function settledStatus(
  call: AdminCall,
  eventId: number,
  { pollMs = 20, timeoutMs = 60_000, signal }: { pollMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<PublishStatus> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const status = PublishStatusSchema.parse(await (await call('GET', `/publish/events/${eventId}`)).json());
    if (status.state !== 'pending') return status;
    if (signal?.aborted) throw signal.reason;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`event ${eventId} was still pending after ${timeoutMs / 1000} s`);
}
