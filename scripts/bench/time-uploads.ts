import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { type FileStore, PDFS_PREFIX } from '#server/uploads/file-store.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import { MEDIA } from '#shared/entities/media.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { TRASH_PATHS } from '#shared/payloads/trash.ts';
import { publicListPath } from '#site/data/api.ts';
import { errorText, formatRepeated, percentile, type Repeated, repeated, runsOf } from './figures.ts';
import { formData } from './form-data.ts';
import type { BenchClient } from './publish-edits.ts';
import { threadTimes, totalOf } from './thread-times.ts';

/** A photo as an editor uploads one: its widths are 480, 960 and itself, six files to store. */
const PHOTO = { width: 1200, height: 800 };

/** A kind of upload's latencies: each run's p50 and p99, as their median and spread over the runs. */
export interface UploadLatencies {
  p50Ms: Repeated;
  p99Ms: Repeated;
}

export type UploadResult =
  | (UploadLatencies & {
      uploads: number;
      bytes: number;
      /**
       * The CPU time (every thread) of the process doing the upload's work, from the request to the
       * answer, per upload: its mean in each run. The API's; this one's for the store alone.
       */
      cpuMs: Repeated;
      /** Reading what it stored back through the API's /uploads/, whole; none for the store alone. */
      read?: UploadLatencies;
    })
  | { error: string };

/**
 * The p50 and p99 of each run's latencies (nearest rank: of 100 or fewer, the p99 is the run's
 * slowest), summed up over the runs. Throws for no runs, or a run without a latency.
 */
export function uploadLatencies(runs: readonly (readonly number[])[]): UploadLatencies {
  if (runs.some((run) => run.length === 0)) throw new Error('a run without uploads');
  const of = (share: number) => repeated(runs.map((run) => Math.round(percentile(run, share))));
  return { p50Ms: of(0.5), p99Ms: of(0.99) };
}

/**
 * A photo-like JPEG: noise, softened as a lens does, which its encoders cannot shrink to nothing
 * as they would a plain colour.
 */
const photo = () =>
  sharp({
    create: {
      ...PHOTO,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();

/** A catalogue of about `bytes`: a few pages and an attached file of random bytes, as a heavy brochure is. */
async function catalogue(bytes: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 4; page++)
    document.addPage([595, 842]).drawText(`Floor plans ${page}`, { x: 60, y: 760, size: 24, font });
  await document.attach(randomBytes(bytes), 'plans.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** One kind of upload: the call it times, what it then reads back, and the untimed removal of what it made. */
interface UploadKind {
  name: string;
  bytes: number;
  /** The process whose CPU time the upload costs. */
  pid: number;
  upload: () => Promise<Record<string, unknown>>;
  /** The /uploads/ address of one file it stored, from its answer. */
  stored?: (answer: Record<string, unknown>) => string;
  remove: (answer: Record<string, unknown>) => Promise<unknown>;
}

/** A request's body as the API receives it: 64 KiB chunks, each a buffer of its own. */
const REQUEST_CHUNK_BYTES = 64 * 1024;
const asRequest = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += REQUEST_CHUNK_BYTES)
        yield Buffer.from(bytes.subarray(start, start + REQUEST_CHUNK_BYTES));
    })(),
  );

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Times uploads through the API, one at a time as an editor makes them: `uploads` of each kind
 * per run, the kinds taking turns, for `runs` runs: an image to the media library (POST
 * /media/save, encoded to every width in AVIF and WebP, each a file in the store) and a catalogue
 * PDF of `pdfBytes` (POST /catalog/save, in a sales category of its own, streamed to the store).
 * Each is timed from the request until its answer is read, with the CPU time the API's process
 * (`apiPid`) used meanwhile, which the machine's other load inflates less than the wall time; then
 * one file it stored is read back whole through the API's /uploads/, timed too. The same PDF is
 * also written straight into `store` (the API's, opened by this process) as the request's chunks
 * would come: the store's own part of a PDF upload, which the API's figure less this one leaves to
 * the product. What each made is deleted after it, and the trash emptied after each run, untimed,
 * so that the store does not grow. Prints a line per kind; an error ends its kind and prints as an
 * error.
 */
export async function timeUploads(
  { call, ids }: Pick<BenchClient, 'call' | 'ids'>,
  {
    uploads,
    runs,
    pdfBytes,
    apiPid,
    store,
  }: { uploads: number; runs: number; pdfBytes: number; apiPid: number; store: FileStore },
): Promise<Record<string, UploadResult>> {
  const answered = async (response: Response, what: string) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const [image, pdf] = [await photo(), await catalogue(pdfBytes)];
  const [buildingId] = await ids(publicListPath(BUILDING), 'buildingId');
  if (buildingId === undefined) throw new Error('no building to file catalogues under');
  const category = await answered(
    await call('POST', CATEGORY.api.save, formData({ categoryName: 'Bench uploads', emriKategorise: 'Ngarkime' })),
    CATEGORY.api.save,
  );
  const kinds: UploadKind[] = [
    {
      name: `image ${PHOTO.width}×${PHOTO.height} JPEG, ${Math.round(image.length / 1024)} KB (${MEDIA.api.save})`,
      bytes: image.length,
      pid: apiPid,
      upload: async () =>
        answered(
          await call('POST', MEDIA.api.save, formData({}, ['imageUrl', image, 'image/jpeg', 'bench.jpg'])),
          MEDIA.api.save,
        ),
      stored: (answer) => answer.imageUrl as string,
      remove: async (answer) =>
        answered(await call('DELETE', fillPath(MEDIA.api.remove, answer[MEDIA.idField] as number)), MEDIA.api.remove),
    },
    {
      name: `catalogue PDF, ${megabytes(pdf.length)} (${CATALOG.api.save})`,
      bytes: pdf.length,
      pid: apiPid,
      upload: async () =>
        answered(
          await call(
            'POST',
            CATALOG.api.save,
            formData(
              {
                catalogTitle: 'Bench upload',
                buildingId: String(buildingId),
                salesCategoryId: String(category.categoryId),
              },
              ['pdfUrl', pdf, 'application/pdf', 'catalogue.pdf'],
            ),
          ),
          CATALOG.api.save,
        ),
      stored: (answer) => answer.pdfUrl as string,
      remove: async (answer) =>
        answered(
          await call('DELETE', fillPath(CATALOG.api.remove, answer[CATALOG.idField] as number)),
          CATALOG.api.remove,
        ),
    },
    {
      name: `the same PDF into the store alone (FileStore.write)`,
      bytes: pdf.length,
      pid: process.pid,
      upload: async () => {
        const key = `${PDFS_PREFIX}bench-${randomUUID()}.pdf`;
        await store.write(key, asRequest(pdf), 'application/pdf');
        return { key };
      },
      remove: (answer) => store.remove([answer.key as string]),
    },
  ];
  console.log(`uploads through the API (${uploads} of each kind a run, one at a time; ${runsOf(runs)}):`);
  // Per kind, per run: each upload's wall time and CPU time, and its stored file's read, in ms.
  type Figures = Record<'wallMs' | 'cpuMs' | 'readMs', number[][]>;
  const timed = new Map<UploadKind, Figures>(kinds.map((kind) => [kind, { wallMs: [], cpuMs: [], readMs: [] }]));
  const failed = new Map<UploadKind, string>();
  for (let run = 0; run < runs; run++) {
    for (const figures of timed.values()) for (const perRun of Object.values(figures)) perRun.push([]);
    for (let n = 0; n < uploads; n++) {
      for (const kind of kinds.filter((candidate) => !failed.has(candidate))) {
        try {
          const { wallMs, cpuMs, readMs } = timed.get(kind) as Figures;
          const cpuBefore = totalOf(await threadTimes(kind.pid));
          const started = performance.now();
          const answer = await kind.upload();
          wallMs[run]?.push(performance.now() - started);
          cpuMs[run]?.push(totalOf(await threadTimes(kind.pid)) - cpuBefore);
          if (kind.stored) {
            const address = kind.stored(answer);
            const reading = performance.now();
            const response = await call('GET', address);
            const bytes = (await response.arrayBuffer()).byteLength;
            if (!response.ok || bytes === 0)
              throw new Error(`GET ${address} answered ${response.status}, ${bytes} bytes`);
            readMs[run]?.push(performance.now() - reading);
          }
          await kind.remove(answer);
        } catch (error) {
          failed.set(kind, errorText(error));
        }
      }
    }
    await answered(await call('DELETE', TRASH_PATHS.entries), 'emptying the trash');
  }
  const results: Record<string, UploadResult> = {};
  for (const kind of kinds) {
    const error = failed.get(kind);
    const { wallMs, cpuMs, readMs } = timed.get(kind) as Figures;
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const result: UploadResult = error
      ? { error }
      : {
          ...uploadLatencies(wallMs),
          uploads,
          bytes: kind.bytes,
          cpuMs: repeated(cpuMs.map(mean)),
          ...(kind.stored && { read: uploadLatencies(readMs) }),
        };
    results[kind.name] = result;
    const whose = kind.pid === apiPid ? 'API' : 'writer';
    console.log(
      `${kind.name.padEnd(50)} ${
        'error' in result
          ? `ERROR: ${result.error}`
          : `p50 ${formatRepeated(result.p50Ms)} ms   p99 ${formatRepeated(result.p99Ms)} ms   ${whose} CPU ${formatRepeated(result.cpuMs)} ms an upload` +
            (
              result.read
                ? `\n${'  read back whole through /uploads/'.padEnd(50)} p50 ${formatRepeated(result.read.p50Ms)} ms   p99 ${formatRepeated(result.read.p99Ms)} ms`
                : ''
            )
      }`,
    );
  }
  return results;
}

/** BENCH_KINDS's name for the uploads. */
export const UPLOADS_KIND = 'uploads';

/**
 * The uploads' figures, unless BENCH_KINDS (`kinds`) leaves them out: BENCH_UPLOADS (100) of each
 * kind a run and a catalogue PDF of BENCH_PDF_MB (8; multipart in a bucket above 5 MiB), with
 * `store` the API's store. By kind; an error before any kind's first upload is kept under the
 * uploads' own name.
 */
export async function benchUploads(
  client: Pick<BenchClient, 'call' | 'ids'>,
  { kinds, runs, apiPid, store }: { kinds: string[] | undefined; runs: number; apiPid: number; store: FileStore },
): Promise<Record<string, UploadResult> | null> {
  if (kinds && !kinds.includes(UPLOADS_KIND)) return null;
  const uploads = Number(process.env.BENCH_UPLOADS ?? 100);
  const pdfBytes = Number(process.env.BENCH_PDF_MB ?? 8) * 1024 * 1024;
  return timeUploads(client, { uploads, runs, pdfBytes, apiPid, store }).catch((error: unknown) => {
    console.log(`${UPLOADS_KIND}: ERROR: ${errorText(error)}`);
    return { [UPLOADS_KIND]: { error: errorText(error) } };
  });
}
