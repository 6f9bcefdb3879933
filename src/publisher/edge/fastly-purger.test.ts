import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RecordingPeer, startRecordingPeer } from '#tests/fixtures/recording-peer.ts';
import { FASTLY_MAX_KEYS_PER_PURGE, fastlyPurger } from './fastly-purger.ts';

// Fastly's API as documented (PurgeApi: bulkPurgeTag, purgeAll), played by a recording HTTP server.
describe('purging Fastly', () => {
  let fastly: RecordingPeer;
  const purger = () =>
    fastlyPurger({ serviceId: 'SU1Z0isxPaozGVKXdv0eY', apiToken: 'secret-token', apiUrl: fastly.url });
  beforeEach(async () => {
    fastly = await startRecordingPeer();
  });
  afterEach(() => fastly.close());

  it('purges pages by surrogate key in one batch request: POST /service/{id}/purge with Fastly-Key and a JSON body', async () => {
    await purger().purgePages(['/news', '/en/news', '/feeds/news/0.json']);
    expect(fastly.requests).toHaveLength(1);
    const [call] = fastly.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/service/SU1Z0isxPaozGVKXdv0eY/purge');
    expect(call?.headers['fastly-key']).toBe('secret-token');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.accept).toBe('application/json');
    // A hard purge: the next read of a changed page must not be the stale copy.
    expect(call?.headers['fastly-soft-purge']).toBeUndefined();
    expect(JSON.parse(call?.body ?? '')).toEqual({ surrogate_keys: ['/news', '/en/news', '/feeds/news/0.json'] });
  });

  it(`sends at most ${FASTLY_MAX_KEYS_PER_PURGE} keys per request, every key once`, async () => {
    const pages = Array.from({ length: 600 }, (_, n) => `/newsdetails/${n}`);
    await purger().purgePages(pages);
    const batches = fastly.requests.map(
      (call) => (JSON.parse(call.body) as { surrogate_keys: string[] }).surrogate_keys,
    );
    expect(batches.map((keys) => keys.length)).toEqual([256, 256, 88]);
    expect(batches.flat()).toEqual(pages);
  });

  it('purges everything with POST /service/{id}/purge_all', async () => {
    await purger().purgeEverything();
    expect(fastly.requests.map(({ method, path, headers }) => [method, path, headers['fastly-key']])).toEqual([
      ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge_all', 'secret-token'],
    ]);
  });

  it('fails when Fastly refuses, naming its answer, and sends nothing after', async () => {
    fastly.answerWith(() => ({ status: 401, body: '{"msg":"Provided credentials are missing or invalid"}' }));
    const pages = Array.from({ length: 300 }, (_, n) => `/projectdetails/${n}`);
    await expect(purger().purgePages(pages)).rejects.toThrow(/Fastly answered 401: .*credentials/);
    expect(fastly.requests).toHaveLength(1);
  });
});
