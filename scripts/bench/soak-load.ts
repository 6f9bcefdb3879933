import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { percentile } from './figures.ts';

/** The soak's load (bench-soak.ts), a minute at a time: how many read, and how often each kind writes. */
export const READERS = 50;
export const EVERY_MS = { edit: 500, upload: 2000, contact: 1000 };
export const MINUTE_MS = 60_000;

export type Kind = 'reads' | keyof typeof EVERY_MS;
export interface Minute {
  requests: Record<Kind, number>;
  errors: Record<Kind, number>;
  p50Ms: Record<Kind, number>;
  p99Ms: Record<Kind, number>;
}

/** Resident memory of a process, in MB, from /proc. */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Calls `write` every `everyMs` until `until`, recording each answer's latency and whether it failed. */
async function paced(
  everyMs: number,
  until: number,
  write: () => Promise<Response>,
  record: (ms: number, ok: boolean) => void,
) {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await write();
      await response.arrayBuffer();
      record(performance.now() - started, response.ok);
    } catch {
      record(performance.now() - started, false);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))));
  }
}

/** What a minute of load runs against: the site, the API as the admin, an item to edit and a project to add images to. */
export interface SoakTarget {
  siteUrl: string;
  apiUrl: string;
  pages: string[];
  call: (
    method: string,
    route: string,
    body?: FormData | string,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  newsId: number;
  projectId: number;
  image: Buffer;
  /** Edits made so far, which number the edited titles. */
  edits: number;
}

/**
 * One minute of the mixed load: the pages at READERS connections, and meanwhile the edits, the
 * uploads (each image deleted again) and the contact messages at EVERY_MS; `onEdit` is told of each
 * edit's change event. Answers each kind's requests, errors and p50/p99.
 */
export async function loadOneMinute(
  target: SoakTarget,
  onEdit: (eventId: number, answeredAt: number) => unknown,
): Promise<Minute> {
  const until = Date.now() + MINUTE_MS;
  const latencies: Record<Exclude<Kind, 'reads'>, number[]> = { edit: [], upload: [], contact: [] };
  const errors = { reads: 0, edit: 0, upload: 0, contact: 0 };
  const record = (kind: Exclude<Kind, 'reads'>) => (ms: number, ok: boolean) => {
    latencies[kind].push(ms);
    if (!ok) errors[kind]++;
  };
  const readsRun = autocannon({
    url: target.siteUrl,
    connections: READERS,
    duration: MINUTE_MS / 1000,
    requests: target.pages.map((page) => ({ path: page })),
  });
  await Promise.all([
    readsRun,
    paced(
      EVERY_MS.edit,
      until,
      async () => {
        const single = await target.call('GET', `/news/get/single/news/${target.newsId}`);
        await single.arrayBuffer();
        const response = await target.call(
          'PUT',
          `/news/update/${target.newsId}`,
          JSON.stringify({ newsTitle: `Soak edit ${target.edits++}` }),
          { 'content-type': 'application/json', 'if-match': single.headers.get('etag') ?? '' },
        );
        const eventId = Number(response.headers.get(PUBLISH_EVENT_HEADER));
        const answeredAt = Date.now();
        if (response.ok && eventId) void onEdit(eventId, answeredAt);
        return response;
      },
      record('edit'),
    ),
    paced(
      EVERY_MS.upload,
      until,
      async () => {
        const body = new FormData();
        body.set('projectId', String(target.projectId));
        body.set('galleryImageUrl', new Blob([new Uint8Array(target.image)], { type: 'image/png' }), 'soak.png');
        const added = await target.call('POST', '/gallery/save', body);
        const { galleryImageId } = (await added
          .clone()
          .json()
          .catch(() => ({}))) as { galleryImageId?: number };
        if (galleryImageId) await (await target.call('DELETE', `/gallery/delete/${galleryImageId}`)).arrayBuffer();
        return added;
      },
      record('upload'),
    ),
    paced(
      EVERY_MS.contact,
      until,
      () => {
        const body = new FormData();
        for (const [field, value] of Object.entries({
          firstName: 'Soak',
          lastName: 'Test',
          email: 'soak@example.com',
          contactMessage: 'Under load.',
        }))
          body.set(field, value);
        return fetch(`${target.apiUrl}/contact/save`, { method: 'POST', body });
      },
      record('contact'),
    ),
  ]);
  const read = await readsRun;
  errors.reads = read.errors + read.non2xx;
  const kinds = ['edit', 'upload', 'contact'] as const;
  return {
    requests: {
      reads: read.requests.total,
      ...Object.fromEntries(kinds.map((kind) => [kind, latencies[kind].length])),
    } as Record<Kind, number>,
    errors,
    p50Ms: {
      reads: read.latency.p50,
      ...Object.fromEntries(kinds.map((kind) => [kind, Math.round(percentile(latencies[kind], 0.5))])),
    } as Record<Kind, number>,
    p99Ms: {
      reads: read.latency.p99,
      ...Object.fromEntries(kinds.map((kind) => [kind, Math.round(percentile(latencies[kind], 0.99))])),
    } as Record<Kind, number>,
  };
}
