import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '#publisher/origin/serve-site.ts';
import { CLIENT_LIMITS } from '#server/client-limits.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

/** How many slow clients the test opens at once, and how often each sends a byte of its headers. */
const SLOW_CLIENTS = 500;
const BYTE_EVERY_MS = 2000;

/** A client that sends a request's headers a byte every BYTE_EVERY_MS; resolves with how long its connection lived. */
function slowClient(port: number): Promise<number> {
  const opened = performance.now();
  const head = `GET /${'x'.repeat(64)} HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'y'.repeat(64)}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < head.length) socket.write(head[sent++] as string);
    }, BYTE_EVERY_MS);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve(performance.now() - opened);
    });
  });
}

/** A client that sends a body's first bytes and stops; resolves with how long its connection lived. */
function stalledBody(port: number, url: string): Promise<number> {
  const opened = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"first`,
      );
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(performance.now() - opened));
  });
}

/** The latency of `count` ordinary requests made one after another, in ms. */
async function ordinaryLatencies(url: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    expect(response.ok).toBe(true);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return latencies;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0;
const portOf = (app: FastifyInstance) => (app.server.address() as net.AddressInfo).port;

/**
 * The most a slow client may hold its connection. Node counts the header timeout from the first
 * byte (2 s here) and checks it once a second: one such client is cut at 12 s, 500 at 16 s.
 */
const CUT_WITHIN_MS = 30_000;

// Of the HTTP servers, not of the database: once is enough.
describe('slow and abusive clients', () => {
  let api: TestApi;
  let site: FastifyInstance;
  let siteRoot: string;
  beforeAll(async () => {
    api = await startTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    siteRoot = await mkdtemp(path.join(tmpdir(), 'slow-site-'));
    await writeFile(path.join(siteRoot, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
    site = await startSiteServer({ root: siteRoot, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  const servers = () => [
    { name: 'the API', port: portOf(api.app), ordinary: '/news/get/mini' },
    { name: 'the site server', port: portOf(site), ordinary: '/' },
  ];

  it(`cuts ${SLOW_CLIENTS} clients that send their headers a byte every 2 s, and answers others meanwhile`, async () => {
    for (const { name, port, ordinary } of servers()) {
      const lived = Promise.all(Array.from({ length: SLOW_CLIENTS }, () => slowClient(port)));
      const latencies = await ordinaryLatencies(`http://127.0.0.1:${port}${ordinary}`, 20);
      const lifetimes = await lived;
      expect(Math.max(...lifetimes), `${name}: the longest slow client`).toBeLessThan(CUT_WITHIN_MS);
      expect(p99(latencies), `${name}: p99 of ordinary requests meanwhile`).toBeLessThan(1000);
    }
  }, 60_000);

  it('answers a head larger than the limit 431 and an address longer than the limit 414', async () => {
    for (const { name, port } of servers()) {
      const header = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'X-Large': 'z'.repeat(CLIENT_LIMITS.maxHeaderBytes + 1024) },
      });
      expect(header.status, name).toBe(431);
      const address = await fetch(`http://127.0.0.1:${port}/${'a'.repeat(CLIENT_LIMITS.maxUrlChars + 10)}`);
      expect(address.status, name).toBe(414);
    }
  });
});

it('closes a connection whose request body stops, after the idle timeout', async () => {
  const idleTimeoutMs = 1500;
  const api = await startTestApi({ clientLimits: { ...CLIENT_LIMITS, idleTimeoutMs } });
  try {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const lived = await stalledBody(portOf(api.app), '/contact/save');
    expect(lived).toBeGreaterThan(idleTimeoutMs - 100);
    expect(lived).toBeLessThan(idleTimeoutMs + 3000);
  } finally {
    await api.close();
  }
});
