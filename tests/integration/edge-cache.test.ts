import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { varnishPurger } from '#publisher/edge/varnish-purger.ts';
import { startSiteServer } from '#publisher/origin/serve-site.ts';
import { startVarnish, type Varnish } from '#scripts/services/varnish-server.ts';

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${title}</body></html>`;

/** A call to the edge from another loopback address (127.0.0.2), which the ACL does not name. */
function fromOutsideTheAcl(url: string, method: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const call = request(url, { method, headers, localAddress: '127.0.0.2' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject).end();
  });
}

/** The cached object a hit came from: the second id of X-Varnish (that of the fetch that stored it). */
const objectOf = (response: Response) => response.headers.get('x-varnish')?.split(' ')[1];

describe('the edge cache: Varnish with deploy/varnish/site.vcl in front of the site server', () => {
  let root: string;
  let origin: FastifyInstance;
  let varnish: Varnish;
  const purger = () => varnishPurger([varnish.url]);
  const read = (urlPath: string, headers: Record<string, string> = {}) =>
    fetch(`${varnish.url}${urlPath}`, { headers });
  const writePage = async (file: string, body: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'edge-site-'));
    for (const [file, title] of [
      ['index.html', 'Ballina'],
      ['news/index.html', 'Lajme'],
      ['en/news/index.html', 'News'],
      ['projects/index.html', 'Projekte'],
      ['careers/index.html', 'Karriera'],
      ['404.html', 'Nuk u gjet'],
    ] as const)
      await writePage(file, page(title));
    await writePage('feeds/news.json', '{"chunks":1}');
    await writePage('_astro/app.Bx12ab.js', 'console.log(1)');
    // The origin first: Varnish holds a backend that refused a connection down for a while.
    origin = await startSiteServer({ root, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', edgeCache: true });
    const { port } = origin.server.address() as AddressInfo;
    // Only 127.0.0.1 may purge, so that a call from 127.0.0.2 stands for any other address.
    varnish = await startVarnish({ backend: { host: '127.0.0.1', port }, purgers: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await varnish?.stop();
    await origin?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('keeps a page after its first read, and browsers still revalidate it against the edge', async () => {
    const first = await read('/news');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await read('/news');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('x-varnish')?.split(' ')).toHaveLength(2);
    expect(await second.text()).toBe(page('Lajme'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    for (const internal of ['xkey', 'surrogate-key', 'surrogate-control', 'cdn-cache-control'])
      expect(second.headers.get(internal), internal).toBeNull();
    expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await read('/news', { 'if-none-match': etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-cache')).toBe('HIT');
  });

  it('holds one object per page whatever the spelling: /x, /x/, /x/index.html, /x?utm_source=…', async () => {
    expect((await read('/projects')).headers.get('x-cache')).toBe('MISS');
    const objects = new Set<string | undefined>();
    for (const variant of ['/projects/', '/projects/index.html', '/projects?utm_source=mail', '//projects/?a=1&b=2']) {
      const answer = await read(variant);
      expect(answer.headers.get('x-cache'), variant).toBe('HIT');
      expect(await answer.text(), variant).toBe(page('Projekte'));
      objects.add(objectOf(answer));
    }
    expect([...objects]).toEqual([expect.stringMatching(/^\d+$/)]);
  });

  it('serves a changed page fresh once the publisher’s adapter purged it, while another page stays cached', async () => {
    await read('/news');
    await read('/en/news');
    await writePage('news/index.html', page('Lajme të reja'));
    const stale = await read('/news');
    expect(stale.headers.get('x-cache'), 'the edge keeps the page until it is purged').toBe('HIT');
    expect(await stale.text()).toBe(page('Lajme'));

    const purgeStarted = performance.now();
    await purger().purgePages(['/news']);
    const purgeMs = performance.now() - purgeStarted;
    const readStarted = performance.now();
    const fresh = await read('/news/');
    const freshText = await fresh.text();
    const readMs = performance.now() - readStarted;
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(freshText).toBe(page('Lajme të reja'));
    expect((await read('/news?utm_source=mail')).headers.get('x-cache')).toBe('HIT');

    const other = await read('/en/news');
    expect(other.headers.get('x-cache'), 'a page that was not purged').toBe('HIT');
    console.info(
      `[edge] purge of /news acknowledged by Varnish in ${purgeMs.toFixed(1)} ms; first fresh read through it in ${readMs.toFixed(1)} ms`,
    );
  });

  it('keeps a 404 at the edge until the page is created and its key purged', async () => {
    expect((await read('/careers/7')).status).toBe(404);
    const again = await read('/careers/7');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBe('HIT');
    await writePage('careers/7/index.html', page('Arkitekt'));
    await purger().purgePages(['/careers/7']);
    const created = await read('/careers/7');
    expect(created.status).toBe(200);
    expect(await created.text()).toBe(page('Arkitekt'));
  });

  it('purges many pages at once, in as many requests as their keys need', async () => {
    await read('/feeds/news.json');
    await read('/careers');
    const many = Array.from({ length: 600 }, (_, n) => `/newsdetails/${n}`);
    await purger().purgePages([...many, '/feeds/news.json', '/careers']);
    expect((await read('/feeds/news.json')).headers.get('x-cache')).toBe('MISS');
    expect((await read('/careers')).headers.get('x-cache')).toBe('MISS');
  });

  it('forgets everything on a full publish', async () => {
    await read('/');
    await read('/en/news');
    await purger().purgeEverything();
    expect((await read('/')).headers.get('x-cache')).toBe('MISS');
    expect((await read('/en/news')).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps hashed assets', async () => {
    await read('/_astro/app.Bx12ab.js');
    const second = await read('/_astro/app.Bx12ab.js');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses purges from an address outside its ACL, and keeps the page', async () => {
    await read('/en/news');
    expect(await fromOutsideTheAcl(`${varnish.url}/`, 'PURGE', { 'xkey-purge': '/en/news' })).toBe(403);
    expect(await fromOutsideTheAcl(`${varnish.url}/en/news`, 'PURGE')).toBe(403);
    expect(await fromOutsideTheAcl(`${varnish.url}/`, 'PURGE', { 'Purge-All': 'true' })).toBe(403);
    expect((await read('/en/news')).headers.get('x-cache')).toBe('HIT');
  });
});
