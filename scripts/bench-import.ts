import { mkdir, writeFile } from 'node:fs/promises';
import { fillPath } from '#shared/entities/paths.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import {
  UNIT_IMPORT_FILE_FIELD,
  type UnitImportPreview,
  UnitImportPreviewSchema,
} from '#shared/payloads/unit-import.ts';
import { apartmentsSheet, xlsxOf } from '#tests/fixtures/unit-sheets.ts';
import { startDemoProduct } from './bench/demo-product.ts';
import {
  describeMachine,
  errorText,
  formatRepeated,
  machine,
  type Repeated,
  repeated,
  runsOf,
} from './bench/figures.ts';
import { adminToken } from './services/admin-token.ts';
import { freePort } from './services/free-port.ts';
import { settledStatus } from './services/settled-status.ts';

/**
 * Times the import of a building's units from a spreadsheet (docs/decisions/030-spreadsheet-import.md)
 * at BENCH_ROWS rows (2,000), an .xlsx as a sales team saves it, on the product as `npm start` runs
 * it on the demo content (SQLite): BENCH_RUNS times (3) into a new building, every unit new, and
 * BENCH_RUNS times again into the first, every unit's price changed. Each run times the preview
 * (the whole HTTP answer), the apply's answer, and the apply until its publish is live (from the
 * apply's request to the publish status saying live), against the targets: preview ≤ 2 s, applied
 * and live ≤ 10 s. Prints each as its median (lowest–highest); an error as an error, and then exits
 * with 1. Writes bench-results/import.json.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { previewMs: 2000, liveMs: 10_000 };
const DEMO_ADMIN = { email: 'admin@tiranagroup.al', password: 'demo-admin-2026' };

interface RunFigures {
  previewMs: number;
  applyMs: number;
  liveMs: number;
  rendered: number | null;
}

async function bench(apiUrl: string, token: string) {
  const call = (method: string, route: string, body?: FormData | string) =>
    fetch(`${apiUrl}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(typeof body === 'string' && { 'content-type': 'application/json' }),
      },
      body: body ?? null,
    });
  const must = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const newBuilding = async (run: number) => {
    const body = JSON.stringify({
      buildingTitle: `Bench Tower ${run}`,
      titulliNderteses: `Kulla ${run}`,
      unitPrices: 'shown',
    });
    return (await (await must(await call('POST', '/building/save', body), 'POST /building/save')).json())
      .buildingId as number;
  };
  const formOf = (file: Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append(UNIT_IMPORT_FILE_FIELD, new Blob([new Uint8Array(file)]), 'units.xlsx');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };

  /** One import: its preview timed, then its apply until live. */
  async function importOnce(buildingId: number, file: Buffer, expected: 'created' | 'changed'): Promise<RunFigures> {
    const previewPath = fillPath(UNIT.api.more.importPreview, { buildingId });
    const started = performance.now();
    const previewed = await must(await call('POST', previewPath, formOf(file)), `POST ${previewPath}`);
    const preview: UnitImportPreview = UnitImportPreviewSchema.parse(await previewed.json());
    const previewMs = performance.now() - started;
    if (preview[expected].length !== ROWS || preview.refused.length > 0)
      throw new Error(
        `the preview has ${preview[expected].length} ${expected} of ${ROWS}, ${preview.refused.length} refused`,
      );
    const applyPath = fillPath(UNIT.api.more.importApply, { buildingId });
    const fields = { mapping: JSON.stringify(preview.mapping), token: preview.token };
    const appliedAt = Date.now();
    const applying = performance.now();
    const applied = await must(await call('POST', applyPath, formOf(file, fields)), `POST ${applyPath}`);
    await applied.arrayBuffer();
    const applyMs = performance.now() - applying;
    const status = await settledStatus(
      (method, route) => call(method, route),
      Number(applied.headers.get(PUBLISH_EVENT_HEADER)),
      {
        timeoutMs: 120_000,
      },
    );
    if (status.state !== 'live') throw new Error(`the import's publish failed: ${status.error}`);
    const liveMs = Date.parse(status.liveAt ?? '') - appliedAt;
    return { previewMs, applyMs, liveMs, rendered: status.rendered };
  }

  const sheet = apartmentsSheet(ROWS);
  const created: RunFigures[] = [];
  const buildings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    buildings.push(await newBuilding(run));
    created.push(await importOnce(buildings[run] as number, await xlsxOf(sheet), 'created'));
  }
  const changed: RunFigures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const repriced = sheet.map((row, at) =>
      at === 0 ? row : row.map((cell, column) => (column === 5 ? String(Number(cell) + run * 1000) : cell)),
    );
    changed.push(await importOnce(buildings[0] as number, await xlsxOf(repriced), 'changed'));
  }
  return { created, changed };
}

const summed = (runs: RunFigures[]) => ({
  previewMs: repeated(runs.map((run) => run.previewMs)),
  applyMs: repeated(runs.map((run) => run.applyMs)),
  liveMs: repeated(runs.map((run) => run.liveMs)),
  rendered: runs.map((run) => run.rendered),
});

const line = (name: string, figure: Repeated, target?: number) =>
  `${name.padEnd(44)} ${formatRepeated(figure).padStart(22)} ms${target === undefined ? '' : `   ${figure.max <= target ? 'met' : 'NOT met'} (≤ ${target.toLocaleString('en-GB')} ms)`}`;

const started = machine();
console.log(`bench:import on ${describeMachine(started)}; SQLite; ${ROWS} rows an import, ${runsOf(RUNS)} each`);
let results: Record<string, unknown>;
const product = await startDemoProduct('import', {
  site: await freePort(),
  api: await freePort(),
  publisher: await freePort(),
});
try {
  const token = await adminToken(product.apiUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const figures = await bench(product.apiUrl, token);
  results = { created: summed(figures.created), changed: summed(figures.changed) };
  for (const [kind, runs] of Object.entries(figures)) {
    const sum = summed(runs);
    const what = kind === 'created' ? `${ROWS} new units` : `${ROWS} units changed`;
    console.log(line(`preview, ${what}`, sum.previewMs, TARGETS.previewMs));
    console.log(line(`apply, ${what}: answered`, sum.applyMs));
    console.log(
      `${line(`apply, ${what}: live on the site`, sum.liveMs, TARGETS.liveMs)}   pages rendered ${sum.rendered.join(', ')}`,
    );
  }
} catch (error) {
  console.log(`ERROR: ${errorText(error)}`);
  results = { error: errorText(error) };
  process.exitCode = 1;
} finally {
  await product.stop();
}
const ended = machine();
console.log(`load average at the end: ${ended.loadAverage.join(' / ')}`);
await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/import.json',
  `${JSON.stringify({ machine: started, loadAverageAtEnd: ended.loadAverage, rows: ROWS, runs: RUNS, targets: TARGETS, results }, null, 2)}\n`,
);
