import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { formatRepeated, type Repeated, repeated } from './figures.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** The metrics of the performance score a page is judged by, by their Lighthouse audit ids. */
export const METRICS = {
  tbtMs: 'total-blocking-time',
  lcpMs: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/** One Lighthouse run: its scores (0–100) and metrics, each null with the reason Lighthouse gave when it had none. */
export interface LighthouseRun {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  /** Lighthouse's runtime error, or the errors of the audits behind a missing score. */
  errors: string[];
}

/** What a first visit starts without: Lighthouse's default four, and the cookies and storage it keeps by default. */
const FIRST_VISIT_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
] as const;

/**
 * Runs Lighthouse (mobile, its default) on `url` in the Chromium at `port`. A first visit starts
 * from an empty cache, cookies and storage, as a new visitor's; a later visit keeps the browser's
 * cookies and cache, with the cookie `laterVisitCookie` set as an earlier page of the session would
 * have set it (the loading screen's, so that it is not shown).
 */
export async function runLighthouse(url: string, port: number, laterVisitCookie?: string): Promise<LighthouseRun> {
  if (laterVisitCookie) await setSessionCookie(port, url, laterVisitCookie);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: Boolean(laterVisitCookie),
    clearStorageTypes: [...FIRST_VISIT_CLEARS],
  });
  if (!result) return failedRun(['Lighthouse gave no result']);
  const { lhr } = result;
  const errors = lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [];
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const category = lhr.categories[id];
      const score = category?.score;
      if (typeof score === 'number') return [id, Math.round(score * 100)];
      const reasons = (category?.auditRefs ?? []).flatMap(({ id: audit }) => lhr.audits[audit]?.errorMessage ?? []);
      errors.push(`${id} has no score${reasons.length ? `: ${[...new Set(reasons)].join('; ')}` : ''}`);
      return [id, null];
    }),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, audit]) => [metric, lhr.audits[audit]?.numericValue ?? null]),
  ) as Record<Metric, number | null>;
  return { scores, metrics, errors };
}

const failedRun = (errors: string[]): LighthouseRun => ({
  scores: Object.fromEntries(CATEGORIES.map((id) => [id, null])) as Record<Category, number | null>,
  metrics: Object.fromEntries(Object.keys(METRICS).map((metric) => [metric, null])) as Record<Metric, number | null>,
  errors,
});

/** Sets a session cookie (no expiry) for `url`'s site in the browser at `port`, as a page would have. */
async function setSessionCookie(port: number, url: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [name = cookie, value = ''] = cookie.split('=');
    await browser.contexts()[0]?.addCookies([{ name, value, url: new URL('/', url).href }]);
  } finally {
    // Only lets go of the connection: the browser is Lighthouse's and stays open.
    await browser.close();
  }
}

/** A figure over several runs: its median and spread from the runs that gave it, and how many did not. */
export interface Summary {
  figure: Repeated | null;
  missing: number;
}

export function summarize(runs: readonly LighthouseRun[], value: (run: LighthouseRun) => number | null): Summary {
  const given = runs.flatMap((run) => value(run) ?? []);
  return { figure: given.length ? repeated(given) : null, missing: runs.length - given.length };
}

/** A summary as printed: "92 (90–94)"; "ERROR" where no run gave it (the runs' errors print apart). */
export function formatSummary({ figure, missing }: Summary, digits = 0): string {
  if (!figure) return 'ERROR';
  const shown = formatRepeated(figure, digits);
  return missing ? `${shown} (ERROR in ${missing} run${missing === 1 ? '' : 's'})` : shown;
}

/** Each run's errors, as printed under its page type: "run 2: NO_NAVSTART: …". */
export const runErrors = (runs: readonly LighthouseRun[], visit: string) =>
  runs.flatMap((run, index) => (run.errors.length ? [`${visit} run ${index + 1}: ${run.errors.join('; ')}`] : []));
