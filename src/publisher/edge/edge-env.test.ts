import { describe, expect, it } from 'vitest';
import { readEdgeEnv } from './edge-env.ts';

describe('the edge cache settings', () => {
  it('are none when EDGE_PURGE is unset or empty: no edge cache to purge', () => {
    expect(readEdgeEnv({})).toBeUndefined();
    expect(readEdgeEnv({ EDGE_PURGE: '' })).toBeUndefined();
  });

  it.each([
    [
      { EDGE_PURGE: 'varnish', VARNISH_URLS: 'http://10.0.0.2:6081/, http://10.0.0.3:6081' },
      { EDGE_PURGE: 'varnish', VARNISH_URLS: ['http://10.0.0.2:6081', 'http://10.0.0.3:6081'] },
    ],
    [
      { EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'token' },
      { EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'token' },
    ],
    [
      {
        EDGE_PURGE: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'zone',
        CLOUDFLARE_API_TOKEN: 'token',
        SITE_URL: 'https://a.al/',
      },
      {
        EDGE_PURGE: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'zone',
        CLOUDFLARE_API_TOKEN: 'token',
        SITE_URL: ['https://a.al'],
        CLOUDFLARE_PURGE_BATCH_URLS: 30,
      },
    ],
  ])('read %o', (env, settings) => {
    expect(readEdgeEnv(env)).toEqual(settings);
  });

  it.each([
    [{ EDGE_PURGE: 'akamai' }, /EDGE_PURGE is varnish, fastly or cloudflare/],
    [{ EDGE_PURGE: 'varnish' }, /VARNISH_URLS is needed/],
    [{ EDGE_PURGE: 'varnish', VARNISH_URLS: 'varnish-1:6081' }, /VARNISH_URLS holds http\(s\) URLs/],
    [{ EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'id' }, /FASTLY_API_TOKEN is needed/],
    [{ EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'token' }, /SITE_URL is needed/],
    [
      {
        EDGE_PURGE: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'zone',
        CLOUDFLARE_API_TOKEN: 'token',
        SITE_URL: 'https://a.al',
        CLOUDFLARE_PURGE_BATCH_URLS: '1000',
      },
      /CLOUDFLARE_PURGE_BATCH_URLS/,
    ],
  ])('stop the publisher with what to set for %o', (env, message) => {
    expect(() => readEdgeEnv(env)).toThrow(message);
  });
});
