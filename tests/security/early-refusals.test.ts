import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

const BODY_BYTES = 60 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const BOUNDARY = 'early-refusal-boundary';

/** What the client saw on one keep-alive socket: the first answer, then what became of a second request. */
interface Outcome {
  firstStatus: number;
  second: 'answered' | 'closed' | 'hung';
}

/**
 * Sends `head` and up to 60 MB of body on a keep-alive socket until an answer comes, then a second
 * request on the same socket; waits a second for that one to be answered or the socket closed.
 */
async function refusalThenSecondRequest(port: number, head: string, bodyStart = ''): Promise<Outcome> {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  await new Promise((resolve) => socket.once('connect', resolve));

  socket.write(head + bodyStart);
  let sent = bodyStart.length;
  while (sent < BODY_BYTES && !received.includes('\r\n\r\n') && !closed) {
    const flushed = socket.write(CHUNK);
    sent += CHUNK.length;
    if (!flushed) {
      await Promise.race([
        new Promise((resolve) => socket.once('drain', resolve)),
        new Promise((resolve) => setTimeout(resolve, 200)),
      ]);
    }
  }
  const deadline = Date.now() + 5000;
  while (!received.includes('\r\n\r\n') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const firstStatus = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
  // Let the first answer's body arrive before the next request goes out.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = received.length;

  if (!closed) socket.write('GET /salescategory/get/mini HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const waitUntil = Date.now() + 1000;
  while (Date.now() < waitUntil && !closed && !received.slice(before).includes('HTTP/1.1 ')) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const second = received.slice(before).includes('HTTP/1.1 ') ? 'answered' : closed ? 'closed' : 'hung';
  socket.destroy();
  return { firstStatus, second };
}

const requestHead = (method: string, url: string, headers: Record<string, string>) =>
  `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Length: ${BODY_BYTES}\r\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const multipartStart = (field: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

describe('early refusals close cleanly', () => {
  let api: TestApi;
  let port: number;
  beforeAll(async () => {
    api = await startTestApi({ contactRateLimit: { max: 1, timeWindowMs: 60_000 } });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as { port: number }).port;
  });
  afterAll(() => api.close());

  const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

  it('a 413 over the size limit of a 10 MB route', async () => {
    const outcome = await refusalThenSecondRequest(
      port,
      requestHead('POST', '/contact/save', multipart),
      multipartStart('cvUrl', 'cv.pdf'),
    );
    expect(outcome).toEqual({ firstStatus: 413, second: expect.stringMatching(/^(answered|closed)$/) });
  });

  it('a 413 for a JSON body over the body limit', async () => {
    const outcome = await refusalThenSecondRequest(
      port,
      requestHead('PUT', '/staff/update/1', {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${api.adminToken}`,
      }),
    );
    expect(outcome).toEqual({ firstStatus: 413, second: expect.stringMatching(/^(answered|closed)$/) });
  });

  it('a 401 before the body is read', async () => {
    const outcome = await refusalThenSecondRequest(
      port,
      requestHead('POST', '/projects/save', multipart),
      multipartStart('projectImageUrl', 'a.png'),
    );
    expect(outcome).toEqual({ firstStatus: 401, second: expect.stringMatching(/^(answered|closed)$/) });
  });

  it('a 415 for a body of a type the API does not take', async () => {
    const outcome = await refusalThenSecondRequest(
      port,
      requestHead('POST', '/projects/save', {
        'Content-Type': 'application/octet-stream',
        Authorization: `Bearer ${api.adminToken}`,
      }),
    );
    expect(outcome).toEqual({ firstStatus: 415, second: expect.stringMatching(/^(answered|closed)$/) });
  });

  it('a 429 once the rate limit is reached', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 5 && status !== 429; attempt++) {
      status = (await fetch(`http://127.0.0.1:${port}/contact/save`, { method: 'POST', body: new FormData() })).status;
    }
    expect(status).toBe(429);
    const outcome = await refusalThenSecondRequest(
      port,
      requestHead('POST', '/contact/save', multipart),
      multipartStart('cvUrl', 'cv.pdf'),
    );
    expect(outcome).toEqual({ firstStatus: 429, second: expect.stringMatching(/^(answered|closed)$/) });
  });
});
