import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDER_BATCH_HEADER, RENDER_TAGS_HEADER } from '#shared/publish-tags.ts';

export interface RenderedPage {
  status: number;
  body: Uint8Array;
  /** What the page read (publish-tags.ts). */
  tags: string[];
}

export interface Renderer {
  /** Renders one page; the renders of one `batch` share the API's answers. */
  render(pagePath: string, batch: string): Promise<RenderedPage>;
}

/** What the server build's entry exports (render-entry.mjs): Astro's app. */
interface ServerBuild {
  app: { render(request: Request): Promise<Response> };
}

/**
 * Keeps the site's server build (render-adapter.mjs) loaded in this process and renders pages
 * with it on demand, by calling its app.
 */
export async function startRenderer(serverBuildDir: string): Promise<Renderer> {
  // A new query after each build: the module cache would otherwise keep the previous build's entry.
  const entry = `${pathToFileURL(path.join(serverBuildDir, 'server', 'entry.mjs')).href}?loaded=${Date.now()}`;
  const { app } = (await import(entry)) as ServerBuild;
  return {
    async render(pagePath, batch) {
      const response = await app.render(
        new Request(new URL(pagePath, 'http://publisher.invalid'), { headers: { [RENDER_BATCH_HEADER]: batch } }),
      );
      const body = new Uint8Array(await response.arrayBuffer());
      const tags = (response.headers.get(RENDER_TAGS_HEADER) ?? '').split(' ').filter(Boolean);
      return { status: response.status, body, tags };
    },
  };
}
