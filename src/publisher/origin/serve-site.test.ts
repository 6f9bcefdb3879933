import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeKeyOf, startSiteServer } from './serve-site.ts';

describe('the purge key of a page', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/news', '/news'],
    ['/news/', '/news'],
    ['/news/index.html', '/news'],
    ['/news?utm_source=mail', '/news'],
    ['//en//news/', '/en/news'],
    ['/n%65ws', '/news'],
    ['/en/menu.json', '/en/menu.json'],
    ['/a b,c', '/a%20b%2Cc'],
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
  ])('of %s is %s, as the publisher names the page', (urlPath, key) => {
    expect(edgeKeyOf(urlPath)).toBe(key);
  });
});

describe('the site server’s headers for an edge cache', () => {
  let root: string;
  const servers: FastifyInstance[] = [];
  const start = async (edgeCache: boolean) => {
    const server = await startSiteServer({ root, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', edgeCache });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-edge-'));
    for (const [file, body] of [
      ['news/index.html', '<p>Lajme</p>'],
      ['404.html', '<p>Nuk u gjet</p>'],
      ['_astro/app.Bx12ab.js', 'console.log(1)'],
    ] as const) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), body);
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('name each page’s and 404’s key and let the edge keep them, when the publisher purges the edge', async () => {
    const site = await start(true);
    const page = await site.inject('/news/?utm_source=mail');
    expect(page.headers.xkey).toBe('/news');
    expect(page.headers['surrogate-key']).toBe('/news');
    expect(page.headers['surrogate-control']).toBe('max-age=2592000');
    expect(page.headers['cdn-cache-control']).toBe('max-age=2592000');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const missing = await site.inject('/news/8');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.xkey).toBe('/news/8');
    expect(missing.headers['surrogate-control']).toBe('max-age=3600');
    const asset = await site.inject('/_astro/app.Bx12ab.js');
    expect(asset.headers.xkey).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('send none of it without an edge cache to purge', async () => {
    const site = await start(false);
    for (const url of ['/news', '/news/8']) {
      const answer = await site.inject(url);
      for (const header of ['xkey', 'surrogate-key', 'surrogate-control', 'cdn-cache-control'])
        expect(answer.headers[header], `${header} of ${url}`).toBeUndefined();
    }
  });
});
