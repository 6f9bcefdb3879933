import { describe, expect, test } from 'vitest';
import { SIGNATURE_TOLERANCE_MS, signWebhook, verifyWebhook } from './webhook-signature.ts';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const BODY = '{"events":[{"eventId":1}]}';
const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('webhook signatures', () => {
  test('accepts a body signed with the same secret', async () => {
    expect(await verifyWebhook(SECRET, BODY, await signWebhook(SECRET, BODY, NOW), NOW)).toBe(true);
  });

  test.each([
    ['a changed body', async () => [SECRET, `${BODY} `, await signWebhook(SECRET, BODY, NOW), NOW]],
    ['another secret', async () => [SECRET, BODY, await signWebhook(`${SECRET}x`, BODY, NOW), NOW]],
    ['no signature', async () => [SECRET, BODY, undefined, NOW]],
    ['a malformed signature', async () => [SECRET, BODY, 't=abc,v1=zz', NOW]],
    [
      'a signature too old to trust',
      async () => [SECRET, BODY, await signWebhook(SECRET, BODY, NOW - SIGNATURE_TOLERANCE_MS - 1), NOW],
    ],
    [
      'a timestamp changed after signing',
      async () => [SECRET, BODY, (await signWebhook(SECRET, BODY, NOW)).replace(`t=${NOW}`, `t=${NOW + 1}`), NOW],
    ],
  ] as const)('refuses %s', async (_name, make) => {
    const [secret, body, header, now] = (await make()) as [string, string, string | undefined, number];
    expect(await verifyWebhook(secret, body, header, now)).toBe(false);
  });
});
