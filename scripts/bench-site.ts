import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import { BUILDING } from '#shared/entities/building.ts';
import { CATEGORY_APARTMENT_ID } from '#shared/entities/category.ts';
import { NEWS } from '#shared/entities/news.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { DEFAULT_API_URL } from '#shared/settings.ts';
import { publicListPath } from '#site/data/api.ts';
import { type RunningProduct, startDemoProduct } from './bench/demo-product.ts';
import { describeMachine, formatRepeated, machine, type Repeated, runsOf } from './bench/figures.ts';
import { type InteractionFigures, interactionRuns, SHORTEST_REPORTED_MS } from './bench/interaction-latency.ts';
import { LARGE_CATALOGUE_UNITS, largestCatalogue, seedLargeCatalogue } from './bench/large-catalogue.ts';
import {
  CATEGORIES,
  type Category,
  formatSummary,
  type LighthouseRun,
  METRICS,
  type Metric,
  runErrors,
  runLighthouse,
  type Summary,
  summarize,
} from './bench/lighthouse-runs.ts';
import { SCREENS, transferRuns } from './bench/page-transfer.ts';
import { waitUntilSettled } from './bench/settle.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-browser.ts';

/**
 * Builds the demo site (as `npm start` does, on its own ports), waits until the publisher is ready
 * and the machine quiet, and prints for each page type in each language, as the median
 * (lowest–highest) of BENCH_RUNS first visits (3): the Lighthouse mobile scores, Total Blocking
 * Time, LCP, CLS and Speed Index (also for a later visit of the pages with the loading screen), the
 * HTML bytes and the JavaScript loaded before any interaction at a phone's and a desktop's screen
 * (bytes on the wire, compressed; the larger is held to its target). A
 * figure Lighthouse could not give prints as ERROR, and each failed run's error under its page
 * type. The demo content gets a building whose apartments' catalogue page lists 500 units; on that
 * page, each sort and filter's latency to its next paint is timed too, at a phone's screen with
 * the CPU 4× slower and a desktop's at full speed, as Lighthouse's presets have them. Prints the machine and its load; writes
 * bench-results/site.json. BENCH_BASE_URL measures a running site (BENCH_API_URL, and
 * BENCH_PUBLISHER_URL to wait for its publisher); BENCH_PAGES narrows the page types
 * ("project,project (en)").
 */
const SITE_PORT = 15321;
const API_PORT = 18580;
const PUBLISHER_PORT = 15322;
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** The performance targets (README, Commands), met by a page type's medians; the other categories must be perfect. */
const TARGETS = {
  javascriptKb: 100,
  performance: 95,
  tbtMs: 150,
  lcpMs: 2_000,
  cls: 0.02,
  otherCategories: 100,
  /** A sort or filter of the availability table, to its next paint (each interaction's median). */
  interactionMs: 100,
};
/** The page type whose sorts and filters are timed: a catalogue page with LARGE_CATALOGUE_UNITS units. */
const LARGE_CATALOGUE = `catalog with ${LARGE_CATALOGUE_UNITS} units`;
/** Runs of each figure per page type (BENCH_RUNS), whose median and spread are printed. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The page types that draw the loading screen on a session's first page, and the cookie that marks it shown. */
const LOADING_SCREEN_PAGES = new Set(['home', 'company']);
const LOADING_SCREEN_SHOWN = 'loadingScreenShown=1';
/** Only these page types (their names as printed, comma-separated), when given. */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',');

/** The product at BENCH_BASE_URL when given, else the demo product started for the bench. */
async function startProduct(): Promise<RunningProduct> {
  if (process.env.BENCH_BASE_URL) {
    return {
      baseUrl: process.env.BENCH_BASE_URL,
      apiUrl: process.env.BENCH_API_URL ?? DEFAULT_API_URL,
      publisherUrl: process.env.BENCH_PUBLISHER_URL,
      stop: async () => {},
    };
  }
  const ports = { site: SITE_PORT, api: API_PORT, publisher: PUBLISHER_PORT };
  return startDemoProduct('site', ports, seedLargeCatalogue);
}

/** One page of each type, in Albanian ("project") and in English ("project (en)"), as both are judged. */
async function pageTypes(apiUrl: string) {
  const read = async (route: string) => (await fetch(`${apiUrl}${route}`)).json();
  const [projects, buildings, news, vacancies] = await Promise.all(
    [PROJECT, BUILDING, NEWS, VACANCY].map((entity) => read(publicListPath(entity))),
  );
  const largest = await largestCatalogue(
    apiUrl,
    buildings.map((building: { buildingId: number }) => building.buildingId),
  );
  if (largest.units < LARGE_CATALOGUE_UNITS)
    console.log(`ERROR: the largest catalogue page lists ${largest.units} units, not ${LARGE_CATALOGUE_UNITS}`);
  const routes = {
    home: ROUTES.home(),
    company: ROUTES.company(),
    project: ROUTES.project(projects[0].projectId),
    'sales catalog': ROUTES.catalogs(),
    building: ROUTES.building(buildings[0].buildingId),
    'catalog details': ROUTES.catalogDetails(buildings[0].buildingId, CATEGORY_APARTMENT_ID),
    [LARGE_CATALOGUE]: ROUTES.catalogDetails(largest.buildingId, CATEGORY_APARTMENT_ID),
    news: ROUTES.news(),
    'news details': ROUTES.newsDetails(news[0].newsId),
    staff: ROUTES.career(),
    jobs: ROUTES.vacancies(),
    'job details': ROUTES.vacancy(vacancies[0].staffId),
    terms: ROUTES.terms(),
  };
  return Object.entries(routes).flatMap(([type, route]) =>
    LANGUAGES.map((language) => ({
      type: language === DEFAULT_LANGUAGE ? type : `${type} (${language})`,
      route: localizePath(route, language),
      loadingScreen: LOADING_SCREEN_PAGES.has(type),
      interactive: type === LARGE_CATALOGUE,
    })),
  );
}

const medianOf = (summary: Summary) => summary.figure?.median ?? null;

async function measurePageType(
  type: string,
  url: string,
  { loadingScreen, interactive }: { loadingScreen: boolean; interactive: boolean },
  chromePort: number,
) {
  const transfer = await transferRuns(url, RUNS);
  const interactions = interactive ? await interactionRuns(url, RUNS) : null;
  const firstVisits: LighthouseRun[] = [];
  for (let run = 0; run < RUNS; run++) firstVisits.push(await runLighthouse(url, chromePort));
  const laterVisits: LighthouseRun[] = [];
  if (loadingScreen) {
    for (let run = 0; run < RUNS; run++) laterVisits.push(await runLighthouse(url, chromePort, LOADING_SCREEN_SHOWN));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, summarize(firstVisits, (run) => run.scores[id])]),
  ) as Record<Category, Summary>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [metric, summarize(firstVisits, (run) => run.metrics[metric])]),
  ) as Record<Metric, Summary>;
  const laterSpeedIndex = laterVisits.length ? summarize(laterVisits, (run) => run.metrics.speedIndexMs) : null;
  const errors = [
    ...transfer.errors,
    ...runErrors(firstVisits, 'first visit'),
    ...runErrors(laterVisits, 'later visit'),
    ...(interactions?.errors ?? []),
  ];
  return {
    type,
    url,
    htmlKb: transfer.html,
    javascriptKb: transfer.javascript,
    phoneJavascriptKb: transfer.phoneJavascript,
    desktopJavascriptKb: transfer.desktopJavascript,
    scores,
    metrics,
    laterSpeedIndex,
    interactions,
    errors,
  };
}
type PageFigures = Awaited<ReturnType<typeof measurePageType>>;

function printPageType(row: PageFigures) {
  const score = (id: Category) => formatSummary(row.scores[id]);
  console.log(`${row.type} (${row.url})`);
  console.log(
    `  performance ${score('performance')}   accessibility ${score('accessibility')}   best practices ${score('best-practices')}   SEO ${score('seo')}`,
  );
  console.log(
    `  TBT ${formatSummary(row.metrics.tbtMs)} ms   LCP ${formatSummary(row.metrics.lcpMs)} ms   CLS ${formatSummary(row.metrics.cls, 3)}   Speed Index ${formatSummary(row.metrics.speedIndexMs)} ms${row.laterSpeedIndex ? ` (a later visit, without the loading screen: ${formatSummary(row.laterSpeedIndex)} ms)` : ''}`,
  );
  console.log(
    `  HTML ${formatSummary(row.htmlKb, 1)} KB   JavaScript before input ${formatSummary(row.phoneJavascriptKb, 1)} KB at ${SCREENS.phone.width} px, ${formatSummary(row.desktopJavascriptKb, 1)} KB at ${SCREENS.desktop.width} px`,
  );
  if (row.interactions) printInteractions(row.interactions);
  for (const error of row.errors) console.log(`  ERROR in ${error}`);
}

/** Each sort and filter's latency to its next paint, median (lowest–highest) over the runs. */
function printInteractions({ sort, filter, worst }: InteractionFigures) {
  const ms = (figures: Record<string, Repeated>) =>
    Object.entries(figures)
      .map(([what, figure]) => `${what} ${formatRepeated(figure)}`)
      .join(', ');
  const worstOf = (value: number | null) => (value === null ? 'ERROR' : `${value} ms`);
  console.log(`  sorts to the next paint (ms; phone CPU 4× slower, desktop at full speed): ${ms(sort) || 'none'}`);
  console.log(`  filters to the next paint (ms): ${ms(filter) || 'none'}`);
  console.log(
    `  slowest median: sort ${worstOf(worst.sort)}, filter ${worstOf(worst.filter)} (target ≤ ${TARGETS.interactionMs} ms; ${SHORTEST_REPORTED_MS} ms is the shortest Chromium reports)`,
  );
}

/** Whether a page type meets every target by its medians; a figure that could not be measured does not. */
function meetsTargets(row: PageFigures): boolean {
  const atMost = (summary: Summary, limit: number) => (medianOf(summary) ?? Number.POSITIVE_INFINITY) <= limit;
  const atLeast = (summary: Summary, limit: number) => (medianOf(summary) ?? 0) >= limit;
  const interactionsMet =
    !row.interactions ||
    Object.values(row.interactions.worst).every((worst) => worst !== null && worst <= TARGETS.interactionMs);
  return (
    interactionsMet &&
    atMost(row.javascriptKb, TARGETS.javascriptKb) &&
    atLeast(row.scores.performance, TARGETS.performance) &&
    atMost(row.metrics.tbtMs, TARGETS.tbtMs) &&
    atMost(row.metrics.lcpMs, TARGETS.lcpMs) &&
    atMost(row.metrics.cls, TARGETS.cls) &&
    (['accessibility', 'best-practices', 'seo'] as const).every((id) =>
      atLeast(row.scores[id], TARGETS.otherCategories),
    )
  );
}

async function main() {
  console.log(`bench:site on ${describeMachine(machine())}; ${runsOf(RUNS)} of Lighthouse (mobile) per page type`);
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const settled = await waitUntilSettled(product.publisherUrl);
    console.log(
      `settled after ${settled.seconds.toFixed(0)} s (the publisher ready, the CPU ${Math.round(settled.idle * 100)} % idle); load average ${machine().loadAverage.join(' / ')}\n`,
    );
    const rows: PageFigures[] = [];
    for (const { type, route, ...visits } of await pageTypes(product.apiUrl)) {
      if (ONLY_PAGES && !ONLY_PAGES.includes(type)) continue;
      const row = await measurePageType(type, product.baseUrl + route, visits, chrome.port);
      printPageType(row);
      rows.push(row);
    }
    const missing = rows.filter((row) => !meetsTargets(row)).map((row) => row.type);
    const met = missing.length === 0;
    console.log(
      `\nTargets (medians: performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, JS ≤ ${TARGETS.javascriptKb} KB, other categories ${TARGETS.otherCategories}; ${LARGE_CATALOGUE}: each sort and filter ≤ ${TARGETS.interactionMs} ms): ${
        met ? 'met' : `NOT met by ${missing.join(', ')}`
      }`,
    );
    console.log(`load average at the end: ${machine().loadAverage.join(' / ')}`);
    await mkdir('bench-results', { recursive: true });
    await writeFile(
      'bench-results/site.json',
      `${JSON.stringify({ machine: machine(), runs: RUNS, targets: TARGETS, met, rows }, null, 2)}\n`,
    );
  } finally {
    chrome.kill();
    await product.stop();
  }
}

await main();
