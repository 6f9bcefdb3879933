import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Answerer, type RecordingPeer, startRecordingPeer } from '#tests/fixtures/recording-peer.ts';
import { cloudflarePurger } from './cloudflare-purger.ts';

const SUCCESS: Answerer = () => ({
  status: 200,
  body: JSON.stringify({ success: true, errors: [], messages: [], result: { id: '9a7806061c88ada191ed06f989cc3dac' } }),
});
const filesOf = (peer: RecordingPeer) =>
  peer.requests.map((call) => (JSON.parse(call.body) as { files: string[] }).files);

// Cloudflare's API as documented (purge_cache: purge by URL, purge everything), played by a recording HTTP server.
describe('purging Cloudflare', () => {
  let cloudflare: RecordingPeer;
  const purger = (siteUrls = ['https://tiranagroup.al']) =>
    cloudflarePurger({
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      apiToken: 'cf-token',
      siteUrls,
      apiUrl: cloudflare.url,
    });
  beforeEach(async () => {
    cloudflare = await startRecordingPeer(SUCCESS);
  });
  afterEach(() => cloudflare.close());

  it('purges pages by URL: POST /zones/{id}/purge_cache with a Bearer token and {"files": [...]}', async () => {
    await purger().purgePages(['/', '/news', '/en/menu.json']);
    expect(cloudflare.requests).toHaveLength(1);
    const [call] = cloudflare.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache');
    expect(call?.headers.authorization).toBe('Bearer cf-token');
    expect(call?.headers['content-type']).toBe('application/json');
    // A page answers with and without its trailing slash, and Cloudflare keys its cache by URL.
    expect(JSON.parse(call?.body ?? '')).toEqual({
      files: [
        'https://tiranagroup.al/',
        'https://tiranagroup.al/news',
        'https://tiranagroup.al/news/',
        'https://tiranagroup.al/en/menu.json',
      ],
    });
  });

  it('sends 65 URLs in 3 requests of at most 30, one after another, every URL once', async () => {
    const pages = Array.from({ length: 65 }, (_, n) => `/feeds/news/${n}.json`);
    await purger().purgePages(pages);
    expect(filesOf(cloudflare).map((files) => files.length)).toEqual([30, 30, 5]);
    expect(filesOf(cloudflare).flat()).toEqual(pages.map((page) => `https://tiranagroup.al${page}`));
  });

  it('purges each page at each of the site’s origins', async () => {
    await purger(['https://tiranagroup.al', 'https://www.tiranagroup.al']).purgePages(['/en']);
    expect(filesOf(cloudflare)).toEqual([
      [
        'https://tiranagroup.al/en',
        'https://tiranagroup.al/en/',
        'https://www.tiranagroup.al/en',
        'https://www.tiranagroup.al/en/',
      ],
    ]);
  });

  it('purges everything with {"purge_everything": true}', async () => {
    await purger().purgeEverything();
    expect(cloudflare.requests.map((call) => JSON.parse(call.body))).toEqual([{ purge_everything: true }]);
  });

  it('waits out a 429 as Retry-After says, then sends the same batch again', async () => {
    let calls = 0;
    cloudflare.answerWith((call) => {
      calls++;
      return calls === 1 ? { status: 429, headers: { 'retry-after': '0' }, body: '{"success":false}' } : SUCCESS(call);
    });
    await purger().purgePages(['/news']);
    expect(filesOf(cloudflare)).toEqual([
      ['https://tiranagroup.al/news', 'https://tiranagroup.al/news/'],
      ['https://tiranagroup.al/news', 'https://tiranagroup.al/news/'],
    ]);
  });

  it('fails when Cloudflare answers with an error, naming it, and sends no later batch', async () => {
    cloudflare.answerWith(() => ({
      status: 403,
      body: JSON.stringify({ success: false, errors: [{ code: 10000, message: 'Authentication error' }] }),
    }));
    const pages = Array.from({ length: 65 }, (_, n) => `/feeds/news/${n}.json`);
    await expect(purger().purgePages(pages)).rejects.toThrow(/Cloudflare answered 403: .*Authentication error/);
    expect(cloudflare.requests).toHaveLength(1);
  });

  it('fails when Cloudflare answers 200 without success', async () => {
    cloudflare.answerWith(() => ({
      status: 200,
      body: JSON.stringify({ success: false, errors: [{ code: 1012, message: 'Request must contain one of …' }] }),
    }));
    await expect(purger().purgePages(['/news'])).rejects.toThrow(/refused the purge: .*1012/);
  });
});
