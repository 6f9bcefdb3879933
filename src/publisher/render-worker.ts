import { parentPort, workerData } from 'node:worker_threads';
import { RENDER_BATCH_HEADER, RENDER_TAGS_HEADER } from '#shared/publish-tags.ts';
import { PREVIEW_GRANT_HEADER } from '#shared/schemas/preview.ts';

/** A render asked of this thread, and its answer (renderer.ts). */
export interface RenderRequest {
  id: number;
  pagePath: string;
  batch: string;
  /** A preview's grant, which the page's reads of the API carry. */
  preview?: string | undefined;
}
export type RenderAnswer =
  | { id: number; status: number; body: Uint8Array; tags: string[] }
  | { id: number; error: string };

/** What the server build's entry exports (render-entry.mjs): Astro's app. */
interface ServerBuild {
  app: { render(request: Request): Promise<Response> };
}

/** One rendering thread: loads the server build once, then renders the pages it is asked for. */
const { app } = (await import((workerData as { entry: string }).entry)) as ServerBuild;
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the publisher');

port.on('message', async ({ id, pagePath, batch, preview }: RenderRequest) => {
  try {
    const request = new Request(new URL(pagePath, 'http://publisher.invalid'), {
      headers: { [RENDER_BATCH_HEADER]: batch, ...(preview && { [PREVIEW_GRANT_HEADER]: preview }) },
    });
    const response = await app.render(request);
    const body = new Uint8Array(await response.arrayBuffer());
    const tags = (response.headers.get(RENDER_TAGS_HEADER) ?? '').split(' ').filter(Boolean);
    port.postMessage({ id, status: response.status, body, tags } satisfies RenderAnswer, [body.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer);
  }
});
port.postMessage('ready');
