import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageWrite, RenderAnswer, RenderRequest } from './render-worker.ts';
import type { StagedFile } from './site-writer.ts';

export interface RenderedPage {
  status: number;
  /** What the page read (publish-tags.ts). */
  tags: string[];
  /** Its bytes, when it was not written (`write` not given). */
  body?: Uint8Array;
  /** Written into the live site: the file staged beside its place, or null when it holds the page already. */
  staged?: StagedFile | null;
  /** Written into a new site folder. */
  written?: true;
}

export interface RenderOptions {
  /** A preview's grant: the page reads the API as the grant lets it (schemas/preview.ts). */
  preview?: string | undefined;
  /** Of a preview: answers by API path that its reads take instead of the API's (a live preview's unsaved item). */
  answers?: Record<string, unknown> | undefined;
  /** Whether the page's publish reads the API in bulk (#shared/bulk-reads.ts), as one of many pages. */
  bulk?: boolean | undefined;
  /** Where the rendering thread writes the page; without it, the page's bytes come back. */
  write?: PageWrite | undefined;
}

export interface Renderer {
  /** Renders one page; the renders of one `batch` on one thread share the API's answers. */
  render(pagePath: string, batch: string, options?: RenderOptions): Promise<RenderedPage>;
  /**
   * Renders `pagePaths` once on every thread and forgets them: each route loads its code and
   * compiles on its first render, which would otherwise fall on an admin's first save.
   */
  warm(pagePaths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>;
}

/**
 * Keeps the site's server build (astro/render-adapter.mjs) loaded in one worker thread per core and
 * renders pages with them on demand, each page on the thread with the fewest in hand: a publish
 * of many pages uses every core, the threads compress and write what they render, and this
 * thread only coordinates.
 */
export async function startRenderer(
  serverBuildDir: string,
  { threads = availableParallelism(), env = process.env }: { threads?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<Renderer> {
  // Each build has a folder of its own (server-builds.ts): a new build is a new module address.
  const entry = pathToFileURL(path.join(serverBuildDir, 'server', 'entry.mjs')).href;
  let nextId = 0;
  let closing = false;
  let pool: Thread[] = [];

  function startThread(): Promise<Thread> {
    // The server build leaves React to node_modules, which picks its development build (several
    // times slower, and not the static build's) unless told otherwise; `astro build` says the same.
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { entry },
      env: { ...env, NODE_ENV: 'production' },
    });
    const thread: Thread = { worker, pending: new Map() };
    const failAll = (error: Error) => {
      for (const { reject } of thread.pending.values()) reject(error);
      thread.pending.clear();
    };
    worker.on('message', (answer: RenderAnswer | 'ready') => {
      if (answer === 'ready') return;
      const request = thread.pending.get(answer.id);
      thread.pending.delete(answer.id);
      if ('error' in answer) request?.reject(new Error(answer.error));
      else request?.resolve(answer);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      failAll(new Error(`A rendering thread stopped (exit ${code})`));
      // A thread that dies takes its renders with it (their publish is tried again); its place is taken.
      const index = pool.indexOf(thread);
      if (!closing && index >= 0) void startThread().then((replacement) => pool.splice(index, 1, replacement));
    });
    return new Promise((resolve, reject) => {
      worker.once('message', () => resolve(thread));
      worker.once('error', reject);
    });
  }

  pool = await Promise.all(Array.from({ length: Math.max(1, threads) }, startThread));

  function renderOn(thread: Thread, pagePath: string, batch: string, options: RenderOptions = {}) {
    const { preview, answers, bulk, write } = options;
    const id = nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, pagePath, batch, preview, answers, bulk, write } satisfies RenderRequest);
    });
  }

  return {
    render(pagePath, batch, options) {
      const thread = pool.reduce((least, candidate) =>
        candidate.pending.size < least.pending.size ? candidate : least,
      );
      return renderOn(thread, pagePath, batch, options);
    },
    async warm(pagePaths) {
      const batch = randomUUID();
      await Promise.all(
        pool.map(async (thread) => {
          // One page at a time: warming is what the thread has in hand, not a burst on the API.
          for (const pagePath of pagePaths) await renderOn(thread, pagePath, batch).catch(() => undefined);
        }),
      );
    },
    async close() {
      closing = true;
      await Promise.all(pool.map((thread) => thread.worker.terminate()));
    },
  };
}
