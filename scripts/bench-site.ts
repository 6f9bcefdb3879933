import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BUILDING } from '../src/shared/entities/building.ts';
import { CATEGORY_APARTMENT_ID } from '../src/shared/entities/category.ts';
import { NEWS } from '../src/shared/entities/news.ts';
import { PROJECT } from '../src/shared/entities/project.ts';
import { VACANCY } from '../src/shared/entities/vacancy.ts';
import { localizePath } from '../src/shared/i18n/localized-paths.ts';
import { ROUTES } from '../src/shared/routes.ts';
import { DEFAULT_API_URL } from '../src/shared/settings.ts';
import { publicListPath } from '../src/site/data/api.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-browser.ts';

/**
 * Builds the demo site (as `npm start` does, on its own ports) and prints for each page type: the
 * HTML bytes, the JavaScript loaded before any interaction (bytes on the wire, compressed), and the
 * Lighthouse mobile scores. Writes bench-results/site.json. BENCH_BASE_URL measures a running site.
 */
const SITE_PORT = 15321;
const API_PORT = 18580;
const PUBLISHER_PORT = 15322;
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const TARGETS = { javascriptKb: 100, performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };

async function startProduct(): Promise<{ baseUrl: string; apiUrl: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_BASE_URL) {
    return {
      baseUrl: process.env.BENCH_BASE_URL,
      apiUrl: process.env.BENCH_API_URL ?? DEFAULT_API_URL,
      stop: async () => {},
    };
  }
  const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'bench-site-')));
  // Inside the project: the build's prerender chunks import packages from node_modules.
  const outDir = path.resolve('dist/bench-site');
  const product: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(API_PORT),
      SITE_PORT: String(SITE_PORT),
      PUBLISHER_PORT: String(PUBLISHER_PORT),
      SITE_OUT_DIR: outDir,
      SERVER_BUILD_DIR: path.resolve('dist/bench-site-server'),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${SITE_PORT}`;
  for (let waited = 0; ; waited += 500) {
    if (product.exitCode !== null || waited > 8 * 60_000) throw new Error('the product did not start');
    if (
      await fetch(`${baseUrl}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    apiUrl: `http://localhost:${API_PORT}`,
    async stop() {
      product.kill('SIGTERM');
      await new Promise((resolve) => product.once('exit', resolve));
      await rm(outDir, { recursive: true, force: true });
      await rm(path.resolve('dist/bench-site-server'), { recursive: true, force: true });
      if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function pageTypes(apiUrl: string): Promise<Record<string, string>> {
  const read = async (route: string) => (await fetch(`${apiUrl}${route}`)).json();
  const [projects, buildings, news, vacancies] = await Promise.all(
    [PROJECT, BUILDING, NEWS, VACANCY].map((entity) => read(publicListPath(entity))),
  );
  return {
    home: ROUTES.home(),
    company: ROUTES.company(),
    project: ROUTES.project(projects[0].projectId),
    'sales catalog': ROUTES.salesCatalog(),
    building: ROUTES.building(buildings[0].buildingId),
    'catalog details': ROUTES.catalogDetails(buildings[0].buildingId, CATEGORY_APARTMENT_ID),
    news: ROUTES.news(),
    'news details': ROUTES.newsDetails(news[0].newsId),
    staff: ROUTES.staff(),
    jobs: ROUTES.jobs(),
    'job details': ROUTES.jobDetails(vacancies[0].staffId),
    terms: ROUTES.terms(),
    'home (en)': localizePath(ROUTES.home(), 'en'),
  };
}

/** HTML bytes and the compressed bytes of every script loaded until the page is idle, before any input. */
async function measureTransfer(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  let javascriptBytes = 0;
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    javascriptBytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const htmlBytes = (await response?.body())?.length ?? 0;
  await browser.close();
  return { htmlBytes, javascriptBytes };
}

async function lighthouseScores(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const categories = result?.lhr.categories ?? {};
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

async function main() {
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const rows = [];
    for (const [type, route] of Object.entries(await pageTypes(product.apiUrl))) {
      const url = product.baseUrl + route;
      const transfer = await measureTransfer(url);
      const scores = await lighthouseScores(url, chrome.port);
      const row = {
        type,
        route,
        htmlKb: +(transfer.htmlBytes / 1024).toFixed(1),
        javascriptKb: +(transfer.javascriptBytes / 1024).toFixed(1),
        ...scores,
      };
      rows.push(row);
      console.log(
        `${type.padEnd(16)} HTML ${String(row.htmlKb).padStart(6)} KB   JS ${String(row.javascriptKb).padStart(6)} KB   perf ${row.performance}  a11y ${row.accessibility}  best ${row.bestPractices}  seo ${row.seo}`,
      );
    }
    const met = rows.every(
      (row) =>
        row.javascriptKb <= TARGETS.javascriptKb &&
        row.performance >= TARGETS.performance &&
        row.accessibility >= TARGETS.accessibility &&
        row.bestPractices >= TARGETS.bestPractices &&
        row.seo >= TARGETS.seo,
    );
    console.log(
      `\nTargets (JS ≤ ${TARGETS.javascriptKb} KB, performance ≥ ${TARGETS.performance}, others 100): ${met ? 'met' : 'NOT met'}`,
    );
    await mkdir('bench-results', { recursive: true });
    await writeFile('bench-results/site.json', `${JSON.stringify({ targets: TARGETS, met, rows }, null, 2)}\n`);
  } finally {
    chrome.kill();
    await product.stop();
  }
}

await main();
