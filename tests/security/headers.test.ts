import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, startSiteServer } from '#publisher/origin/serve-site.ts';
import { freePort } from '#scripts/services/free-port.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0] as string, part.split(/\s+/).slice(1).join(' ')]),
  );
}

function expectLockedDown(headers: Record<string, unknown>, where: string) {
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('base-uri'), `base-uri of ${where}`).toBe("'none'");
  expect(policy.get('object-src'), `object-src of ${where}`).toBe("'none'");
  expect(policy.get('frame-ancestors'), `frame-ancestors of ${where}`).toBe("'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toEqual(expect.any(String));
}

describe('security headers', () => {
  let api: TestApi;
  let site: FastifyInstance;
  let siteUrl: string;
  let root: string;
  beforeAll(async () => {
    api = await startTestApi();
    root = await mkdtemp(path.join(tmpdir(), 'site-headers-'));
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title></head><body>${title}</body></html>`;
    for (const [file, body] of [
      ['index.html', page('Ballina')],
      ['en/index.html', page('Home')],
      ['news.html', page('Lajme')],
      ['404.html', page('Nuk u gjet')],
      ['adminpage.html', page('Admin')],
      ['loginadmin.html', page('Hyni')],
      ['_astro/app.js', 'console.log(1)'],
    ]) {
      await mkdir(path.dirname(path.join(root, file as string)), { recursive: true });
      await writeFile(path.join(root, file as string), body as string);
    }
    const port = await freePort();
    site = await startSiteServer({ root, port, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
    siteUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await site.close();
    await api.close();
    await rm(root, { recursive: true, force: true });
  });

  it('locks down every page of the site’s own server: both languages, the 404 page, the admin and assets', async () => {
    for (const url of [
      '/',
      '/en/',
      '/news',
      '/no-such-page',
      '/en/no-such-page',
      '/adminpage',
      '/adminpage/listnews',
      '/loginadmin',
      '/_astro/app.js',
    ]) {
      const response = await fetch(`${siteUrl}${url}`);
      expectLockedDown(Object.fromEntries(response.headers), `the site's ${url}`);
    }
  });

  it('locks down the API’s answers and its documentation pages', async () => {
    for (const url of [
      '/projects/get/all',
      '/projects/get/single/project/999',
      '/docs',
      '/docs/',
      '/docs/static/index.html',
      '/docs/json',
    ]) {
      const response = await api.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      expectLockedDown(response.headers, `the API's ${url}`);
    }
  });

  it('has the deploy configuration send the same headers as the site’s own server', async () => {
    const conf = await readFile('deploy/nginx.conf', 'utf8');
    const sent = new Map(
      [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)].map(([, name, value]) => [
        name as string,
        value as string,
      ]),
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(sent.get(name), `${name} in deploy/nginx.conf`).toBe(value);
    }
  });
});
