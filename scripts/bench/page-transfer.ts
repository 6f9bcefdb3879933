import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../ensure-browser.ts';
import { errorText, repeated } from './figures.ts';
import type { Summary } from './lighthouse-runs.ts';

/**
 * The screens the JavaScript is weighed at: a phone's, and a desktop's, where more of the page is
 * in view at once and its islands hydrate as they come into view.
 */
export const SCREENS = { phone: { width: 375, height: 800 }, desktop: { width: 1440, height: 900 } };

/**
 * HTML bytes, and the compressed bytes of every script loaded until the page is idle, before any
 * input, at the larger of a phone's and a desktop's screen.
 */
async function measureTransfer(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    let htmlBytes = 0;
    const javascript: Record<keyof typeof SCREENS, number> = { phone: 0, desktop: 0 };
    for (const [screen, viewport] of Object.entries(SCREENS) as [keyof typeof SCREENS, typeof SCREENS.phone][]) {
      const page = await (await browser.newContext({ viewport })).newPage();
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          sizes.push(
            request.sizes().then(({ responseBodySize, responseHeadersSize }) => responseBodySize + responseHeadersSize),
          );
      });
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
      htmlBytes = (await response.body()).length;
      javascript[screen] = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    }
    return { htmlBytes, javascriptBytes: Math.max(javascript.phone, javascript.desktop), javascript };
  } finally {
    await browser.close();
  }
}

/** A figure of each of `runs` runs, or of none, with why: bench-site.ts weighs a page as often as Lighthouse runs. */
export async function transferRuns(url: string, runs: number) {
  const done: Awaited<ReturnType<typeof measureTransfer>>[] = [];
  const failures: string[] = [];
  for (let run = 0; run < runs; run++) {
    await measureTransfer(url).then(
      (transfer) => done.push(transfer),
      (error: unknown) => failures.push(errorText(error)),
    );
  }
  const kb = (bytes: number[]): Summary => ({
    figure: bytes.length ? repeated(bytes.map((value) => value / 1024)) : null,
    missing: failures.length,
  });
  return {
    html: kb(done.map((run) => run.htmlBytes)),
    javascript: kb(done.map((run) => run.javascriptBytes)),
    phoneJavascript: kb(done.map((run) => run.javascript.phone)),
    desktopJavascript: kb(done.map((run) => run.javascript.desktop)),
    errors: failures.map((failure, index) => `transfer run ${index + 1}: ${failure}`),
  };
}
