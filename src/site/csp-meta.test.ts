import { describe, expect, test } from 'vitest';
import { withCspMeta } from './csp-meta.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (page: Uint8Array) => new TextDecoder().decode(page);

describe('withCspMeta', () => {
  test('puts the policy first in the head content, before the inlined styles', () => {
    const html =
      '<!DOCTYPE html><html><head><title>Ndërtesa Çeliku</title><script type="application/ld+json">{}</script><style>a{}</style></head><body><style>b{}</style></body></html>';
    expect(text(withCspMeta(bytes(html), "default-src 'self'"))).toBe(
      '<!DOCTYPE html><html><head><title>Ndërtesa Çeliku</title><script type="application/ld+json">{}</script><meta http-equiv="content-security-policy" content="default-src \'self\'"><style>a{}</style></head><body><style>b{}</style></body></html>',
    );
  });

  test('refuses a page whose head has no styles, rather than guess', () => {
    expect(() => withCspMeta(bytes('<html><head></head><body><style></style></body></html>'), 'x')).toThrow();
  });
});
