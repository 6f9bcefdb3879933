import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BROTLI } from '../compressed-siblings.ts';
import { removeFile, writeFileAtomically, writeNewFile } from '../site-writer.ts';
import { startSiteServer } from './serve-site.ts';

const PAGE = `<!DOCTYPE html><html><head><title>Lajme</title></head><body>${'<p>Tiranë</p>'.repeat(300)}</body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html><body>${'<p>Nuk u gjet</p>'.repeat(100)}</body></html>`;
const IMAGE = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `fjala ${n}`))};`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** How long an answer may take to arrive whole: one whose length is wrong never ends. */
const ANSWER_TIMEOUT_MS = 5_000;

/** A GET with exactly the headers given: fetch would add its own Accept-Encoding and decode the body. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, timeout: ANSWER_TIMEOUT_MS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`no whole answer in ${ANSWER_TIMEOUT_MS} ms`));
      })
      .on('error', reject);
  });
}

describe('the site server', () => {
  let root: string;
  let site: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'serve-site-'));
    // Written as the publisher writes them, compressed siblings included.
    const encoder = new TextEncoder();
    await writeFileAtomically(path.join(root, 'news', 'index.html'), encoder.encode(PAGE));
    await writeFileAtomically(path.join(root, '404.html'), encoder.encode(NOT_FOUND));
    await writeFileAtomically(path.join(root, 'hero.webp'), IMAGE);
    site = await startSiteServer({ root, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
    origin = `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await site.close();
    await rm(root, { recursive: true, force: true });
  });

  test('sends the brotli sibling to a client that accepts it, preferred over gzip', async () => {
    const answer = await get(`${origin}/news`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers.etag).toEqual(expect.any(String));
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  test('sends a page gzipped as it goes to a client that accepts only gzip, as Varnish asks its origin', async () => {
    const answer = await get(`${origin}/news`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    const revalidated = await get(`${origin}/news`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(answer.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  test('sends the plain file to a client without Accept-Encoding, still varying on it', async () => {
    const answer = await get(`${origin}/news`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(PAGE);
  });

  test('gives each representation its own ETag, and answers a matching revalidation with 304', async () => {
    const brotli = await get(`${origin}/news`, { 'accept-encoding': 'br' });
    const gzip = await get(`${origin}/news`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}/news`);
    expect(new Set([brotli.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await get(`${origin}/news`, {
      'accept-encoding': 'br',
      'if-none-match': String(brotli.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  test('answers HEAD with the headers of the representation and no body', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .request(`${origin}/news`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve)
        .on('error', reject)
        .end();
    });
    const brotli = await get(`${origin}/news`, { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(brotli.body.length));
    expect(answer.headers.etag).toBe(brotli.headers.etag);
  });

  test('sends the 404 page compressed, with its status', async () => {
    const answer = await get(`${origin}/no-such-page`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(NOT_FOUND);
  });

  test('sends a page whose brotli sibling the polisher has not yet written compressed as it goes, as brotli or gzip', async () => {
    const file = path.join(root, 'staff', 'index.html');
    writeNewFile(file, new TextEncoder().encode(PAGE));
    const brotli = await get(`${origin}/staff`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
    const gzip = await get(`${origin}/staff`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(brotli.headers.etag).not.toBe(gzip.headers.etag);
    const revalidated = await get(`${origin}/staff`, {
      'accept-encoding': 'gzip, br',
      'if-none-match': String(brotli.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  test('sends an image, which has no siblings, as it is', async () => {
    const answer = await get(`${origin}/hero.webp`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.body).toEqual(IMAGE);
  });

  test('sends a page that is rewritten and removed while it is asked for whole, or the 404 page, never a broken answer', async () => {
    const file = path.join(root, 'events', 'index.html');
    const versions = [PAGE, PAGE.replaceAll('Tiranë', 'Durrës dhe Vlorë')];
    const encoder = new TextEncoder();
    let publishing = true;
    const publish = async () => {
      for (let round = 0; publishing; round += 1) {
        await writeFileAtomically(file, encoder.encode(versions[round % 2] ?? PAGE));
        if (round % 3 === 2) await removeFile(root, file);
      }
    };
    const answers: string[] = [];
    const read = async (acceptEncoding: string) => {
      for (let request = 0; request < 300; request += 1) {
        const answer = await get(`${origin}/events`, { 'accept-encoding': acceptEncoding }).catch(
          (error: Error) => error,
        );
        if (answer instanceof Error) {
          answers.push(`broken: ${answer.message}`);
          continue;
        }
        const encoding = answer.headers['content-encoding'];
        const decode =
          encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (body: Buffer) => body;
        let body: string;
        try {
          body = decode(answer.body).toString();
        } catch (error) {
          body = `not ${encoding}: ${String(error)}`;
        }
        const whole = answer.status === 200 ? versions.includes(body) : answer.status === 404 && body === NOT_FOUND;
        answers.push(whole ? String(answer.status) : `broken ${answer.status} ${encoding} ${body.slice(0, 80)}`);
      }
    };
    const publishes = publish();
    await Promise.all([read('br'), read('gzip'), read('')]);
    publishing = false;
    await publishes;
    expect(answers.filter((answer) => answer.startsWith('broken'))).toEqual([]);
    expect(answers).toContain('200');
    expect(answers).toContain('404');
  });
  test('sends a script whose brotli sibling the polisher replaces while it is asked for whole, never one file’s length with another’s bytes', async () => {
    const script = path.join(root, '_astro', 'words.Bx1.js');
    await mkdir(path.dirname(script), { recursive: true });
    await writeFile(script, SCRIPT);
    // The fast sibling a full publish writes, and the best one the polisher renames over it: the same script, in fewer bytes.
    const siblings = (['fast', 'best'] as const).map((effort) => BROTLI.encode(Buffer.from(SCRIPT), effort));
    expect(siblings[0]?.length).not.toBe(siblings[1]?.length);
    await writeFile(`${script}.br`, siblings[0] as Buffer);
    let polishing = true;
    const polish = async () => {
      for (let round = 0; polishing; round += 1) {
        await writeFile(`${script}.br.polishing`, siblings[round % 2] as Buffer);
        await rename(`${script}.br.polishing`, `${script}.br`);
      }
    };
    const answers: string[] = [];
    const read = async () => {
      for (let request = 0; request < 300; request += 1) {
        const answer = await get(`${origin}/_astro/words.Bx1.js`, { 'accept-encoding': 'br' }).catch(
          (error: Error) => error,
        );
        if (answer instanceof Error) answers.push(`broken: ${answer.message}`);
        else if (Number(answer.headers['content-length']) !== answer.body.length) answers.push('broken: length');
        else {
          let body: string;
          try {
            body = brotliDecompressSync(answer.body).toString();
          } catch (error) {
            body = `not brotli: ${String(error)}`;
          }
          answers.push(body === SCRIPT ? 'whole' : `broken: ${body.slice(0, 80)}`);
        }
      }
    };
    const polishes = polish();
    await Promise.all([read(), read()]);
    polishing = false;
    await polishes;
    expect(answers.filter((answer) => answer !== 'whole')).toEqual([]);
  });
});
