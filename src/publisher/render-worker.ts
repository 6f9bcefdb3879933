import { parentPort, workerData } from 'node:worker_threads';
import { PREVIEW_GRANT_HEADER } from '#shared/payloads/preview.ts';
import { RENDER_BATCH_HEADER, RENDER_BULK_HEADER, RENDER_TAGS_HEADER } from '#shared/publish-tags.ts';
import { type StagedFile, stageFile, writeNewFile } from './site-writer.ts';

/**
 * Where a rendered page goes, when it has the status it should have: staged beside its file in the
 * live site (site-writer.ts's stageFile), for the main thread to put in place, or written into a
 * new site folder that is not served yet.
 */
export interface PageWrite {
  file: string;
  into: 'live' | 'new';
  /** The status a page must render with to be written: 200, or 404 for the not-found pages. */
  status?: number;
}

/** A render asked of this thread, and its answer (renderer.ts). */
export interface RenderRequest {
  id: number;
  pagePath: string;
  batch: string;
  /** A preview's grant, which the page's reads of the API carry. */
  preview?: string | undefined;
  /** Of a preview: answers by API path that the page's reads take instead of the API's. */
  answers?: Record<string, unknown> | undefined;
  /** Whether the page's publish reads the API in bulk (#shared/bulk-reads.ts). */
  bulk?: boolean | undefined;
  write?: PageWrite | undefined;
}
export type RenderAnswer =
  | { id: number; status: number; tags: string[]; body?: Uint8Array; staged?: StagedFile | null; written?: true }
  | { id: number; error: string };

/** What the server build's entry exports (astro/render-entry.mjs): Astro's app. */
interface ServerBuild {
  app: { render(request: Request): Promise<Response> };
}

/**
 * One rendering thread: loads the server build once, then renders the pages it is asked for and,
 * when told where they go, compresses and writes them itself, so that the publisher's main thread
 * only coordinates.
 */
const { app } = (await import((workerData as { entry: string }).entry)) as ServerBuild;
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of the publisher');

port.on('message', async ({ id, pagePath, batch, preview, answers, bulk, write }: RenderRequest) => {
  try {
    // A live preview's answers go in the request's body, which the site's middleware reads
    // (src/site/middleware.ts): a render holds them, and nothing outlives it.
    const request = new Request(new URL(pagePath, 'http://publisher.invalid'), {
      headers: {
        [RENDER_BATCH_HEADER]: batch,
        ...(preview && { [PREVIEW_GRANT_HEADER]: preview }),
        ...(bulk && { [RENDER_BULK_HEADER]: '1' }),
        ...(answers && { 'content-type': 'application/json' }),
      },
      ...(answers && { method: 'POST', body: JSON.stringify(answers) }),
    });
    const response = await app.render(request);
    const body = new Uint8Array(await response.arrayBuffer());
    const tags = (response.headers.get(RENDER_TAGS_HEADER) ?? '').split(' ').filter(Boolean);
    const answer = { id, status: response.status, tags };
    if (!write) {
      port.postMessage({ ...answer, body } satisfies RenderAnswer, [body.buffer]);
    } else if (response.status !== (write.status ?? 200)) {
      port.postMessage(answer satisfies RenderAnswer);
    } else if (write.into === 'new') {
      writeNewFile(write.file, body);
      port.postMessage({ ...answer, written: true } satisfies RenderAnswer);
    } else {
      port.postMessage({ ...answer, staged: stageFile(write.file, body) } satisfies RenderAnswer);
    }
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer);
  }
});
port.postMessage('ready');
