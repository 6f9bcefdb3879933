import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
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
      /** The API process's CPU time (every thread) from the request to the answer, per upload: its mean in each run. */
      apiCpuMs: Repeated;
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

/** One kind of upload: the call it times, and the untimed removal of what it made. */
interface UploadKind {
  name: string;
  bytes: number;
  upload: () => Promise<Response>;
  remove: (answer: Record<string, unknown>) => Promise<Response>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Times uploads through the API, one at a time as an editor makes them: `uploads` of each kind
 * per run, the kinds taking turns, for `runs` runs: an image to the media library (POST
 * /media/save, encoded to every width in AVIF and WebP, each a file in the store) and a catalogue
 * PDF of `pdfBytes` (POST /catalog/save, in a sales category of its own, streamed to the store).
 * Each is timed from the request until its answer is read, with the CPU time the API's process
 * (`apiPid`) used meanwhile, which the machine's other load inflates less than the wall time;
 * what it made is deleted after it, and the trash emptied after each run, untimed, so that the
 * store does not grow. Prints a line per kind; an error ends its kind and prints as an error.
 */
export async function timeUploads(
  { call, ids }: Pick<BenchClient, 'call' | 'ids'>,
  { uploads, runs, pdfBytes, apiPid }: { uploads: number; runs: number; pdfBytes: number; apiPid: number },
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
      upload: () => call('POST', MEDIA.api.save, formData({}, ['imageUrl', image, 'image/jpeg', 'bench.jpg'])),
      remove: (answer) => call('DELETE', fillPath(MEDIA.api.remove, answer[MEDIA.idField] as number)),
    },
    {
      name: `catalogue PDF, ${megabytes(pdf.length)} (${CATALOG.api.save})`,
      bytes: pdf.length,
      upload: () =>
        call(
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
      remove: (answer) => call('DELETE', fillPath(CATALOG.api.remove, answer[CATALOG.idField] as number)),
    },
  ];
  console.log(`uploads through the API (${uploads} of each kind a run, one at a time; ${runsOf(runs)}):`);
  // Per kind, per run: each upload's wall time and the API's CPU time, in ms.
  const timed = new Map(kinds.map((kind) => [kind, { wallMs: [] as number[][], cpuMs: [] as number[][] }]));
  const failed = new Map<UploadKind, string>();
  for (let run = 0; run < runs; run++) {
    for (const { wallMs, cpuMs } of timed.values()) {
      wallMs.push([]);
      cpuMs.push([]);
    }
    for (let n = 0; n < uploads; n++) {
      for (const kind of kinds.filter((candidate) => !failed.has(candidate))) {
        try {
          const { wallMs, cpuMs } = timed.get(kind) as { wallMs: number[][]; cpuMs: number[][] };
          const cpuBefore = totalOf(await threadTimes(apiPid));
          const started = performance.now();
          const answer = await answered(await kind.upload(), `POST ${kind.name}`);
          wallMs[run]?.push(performance.now() - started);
          cpuMs[run]?.push(totalOf(await threadTimes(apiPid)) - cpuBefore);
          await answered(await kind.remove(answer), `the removal of ${kind.name}`);
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
    const { wallMs, cpuMs } = timed.get(kind) as { wallMs: number[][]; cpuMs: number[][] };
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const result: UploadResult = error
      ? { error }
      : { ...uploadLatencies(wallMs), uploads, bytes: kind.bytes, apiCpuMs: repeated(cpuMs.map(mean)) };
    results[kind.name] = result;
    console.log(
      `${kind.name.padEnd(50)} ${
        'error' in result
          ? `ERROR: ${result.error}`
          : `p50 ${formatRepeated(result.p50Ms)} ms   p99 ${formatRepeated(result.p99Ms)} ms   API CPU ${formatRepeated(result.apiCpuMs)} ms an upload`
      }`,
    );
  }
  return results;
}

/** BENCH_KINDS's name for the uploads. */
export const UPLOADS_KIND = 'uploads';

/**
 * The uploads' figures, unless BENCH_KINDS (`kinds`) leaves them out: BENCH_UPLOADS (100) of each
 * kind a run and a catalogue PDF of BENCH_PDF_MB (8; multipart in a bucket above 5 MiB). By kind;
 * an error before any kind's first upload is kept under the uploads' own name.
 */
export async function benchUploads(
  client: Pick<BenchClient, 'call' | 'ids'>,
  { kinds, runs, apiPid }: { kinds: string[] | undefined; runs: number; apiPid: number },
): Promise<Record<string, UploadResult> | null> {
  if (kinds && !kinds.includes(UPLOADS_KIND)) return null;
  const uploads = Number(process.env.BENCH_UPLOADS ?? 100);
  const pdfBytes = Number(process.env.BENCH_PDF_MB ?? 8) * 1024 * 1024;
  return timeUploads(client, { uploads, runs, pdfBytes, apiPid }).catch((error: unknown) => {
    console.log(`${UPLOADS_KIND}: ERROR: ${errorText(error)}`);
    return { [UPLOADS_KIND]: { error: errorText(error) } };
  });
}
