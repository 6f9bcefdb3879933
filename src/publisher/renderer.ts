import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from 'undici';
import { RENDER_BATCH_HEADER, RENDER_TAGS_HEADER } from '#shared/publish-tags.ts';

type NodeHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface RenderedPage {
  status: number;
  body: Uint8Array;
  /** What the page read (publish-tags.ts). */
  tags: string[];
}

export interface Renderer {
  /** Renders one page; the renders of one `batch` share the API's answers. */
  render(pagePath: string, batch: string): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * Keeps the site's server build (Astro's Node adapter, middleware mode) loaded in this process
 * and renders pages with it on demand, through a server on the loopback interface that only the
 * publisher calls.
 */
export async function startRenderer(serverBuildDir: string): Promise<Renderer> {
  // A new query after each build: the module cache would otherwise keep the previous build's entry.
  const entry = `${pathToFileURL(path.join(serverBuildDir, 'server', 'entry.mjs')).href}?loaded=${Date.now()}`;
  const { handler } = (await import(entry)) as { handler: NodeHandler };
  const server = createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    async render(pagePath, batch) {
      const response = await request(origin + pagePath, { headers: { [RENDER_BATCH_HEADER]: batch } });
      const body = new Uint8Array(await response.body.arrayBuffer());
      const tags = String(response.headers[RENDER_TAGS_HEADER] ?? '')
        .split(' ')
        .filter(Boolean);
      return { status: response.statusCode, body, tags };
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
