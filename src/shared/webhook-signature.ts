/**
 * HMAC-SHA256 signatures of the publish webhooks, with Web Crypto so that both ends share them.
 * The header reads `t=<unix ms>,v1=<hex>`, the MAC of `<t>.<body>`; a signature older than
 * SIGNATURE_TOLERANCE_MS is refused, so that a recorded call cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  return new Uint8Array(hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
}

export async function signWebhook(secret: string, body: string, timestampMs = Date.now()): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${timestampMs}.${body}`));
  return `t=${timestampMs},v1=${toHex(mac)}`;
}

/** Whether `header` signs `body` with `secret` within the tolerance; the comparison takes constant time. */
export async function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string]));
  const timestamp = Number(parts.t);
  const mac = fromHex(parts.v1 ?? '');
  if (!Number.isSafeInteger(timestamp) || !mac || Math.abs(nowMs - timestamp) > SIGNATURE_TOLERANCE_MS) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), mac, encoder.encode(`${timestamp}.${body}`));
}
