import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, type RecordingPeer, startRecordingPeer } from '#tests/fixtures/recording-peer.ts';
import { openPublisherState, type PublisherState } from '../state/publisher-state.ts';
import { EdgeCache, EdgePurgeError } from './edge-cache.ts';
import { fastlyPurger } from './fastly-purger.ts';

// The edge is Fastly's API played by a recording HTTP server; the notes live in a real state file.
describe('the edge cache’s purges', () => {
  let stateDir: string;
  let fastly: RecordingPeer;
  let state: PublisherState;
  const edgeCache = () =>
    new EdgeCache(fastlyPurger({ serviceId: 'site', apiToken: 'token', apiUrl: fastly.url }), state.notes, () => {});
  const purged = () =>
    fastly.requests.map((call) =>
      call.path.endsWith('/purge_all')
        ? 'everything'
        : (JSON.parse(call.body) as { surrogate_keys: string[] }).surrogate_keys,
    );
  beforeEach(async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'edge-cache-'));
    state = openPublisherState(stateDir);
    fastly = await startRecordingPeer();
  });
  afterEach(async () => {
    state.close();
    await fastly.close();
    await rm(stateDir, { recursive: true, force: true });
  });

  it('purges the pages noted, once, and forgets them', async () => {
    const edge = edgeCache();
    edge.remember(['/news', '/en/news']);
    edge.remember(['/news']);
    expect(await edge.flush()).toEqual(['/news', '/en/news']);
    expect(await edge.flush()).toEqual([]);
    expect(purged()).toEqual([['/news', '/en/news']]);
  });

  it('sends nothing when nothing changed', async () => {
    const edge = edgeCache();
    edge.remember([]);
    expect(await edge.flush()).toEqual([]);
    expect(fastly.requests).toEqual([]);
  });

  it('keeps the pages of a refused purge, across a restart, and purges them with the next', async () => {
    fastly.answerWith(() => ({ status: 503, body: 'service unavailable' }));
    const edge = edgeCache();
    edge.remember(['/news']);
    const failure = edge.flush();
    await expect(failure).rejects.toBeInstanceOf(EdgePurgeError);
    await expect(failure).rejects.toThrow(/\(Fastly\) did not purge 1 page;.*Fastly answered 503/);

    state.close();
    state = openPublisherState(stateDir);
    fastly.answerWith(ACCEPT_ALL);
    const restarted = edgeCache();
    restarted.remember(['/projects']);
    expect(await restarted.flush()).toEqual(['/news', '/projects']);
    expect(purged().at(-1)).toEqual(['/news', '/projects']);
  });

  it('purges everything after a full publish, and in place of more than 300 pages', async () => {
    const edge = edgeCache();
    edge.rememberEverything();
    expect(await edge.flush()).toEqual([]);
    edge.remember(Array.from({ length: 301 }, (_, n) => `/newsdetails/${n}`));
    await edge.flush();
    expect(purged()).toEqual(['everything', 'everything']);
    expect(await edge.flush()).toEqual([]);
    expect(fastly.requests).toHaveLength(2);
  });
});
