import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../ensure-browser.ts';
import { errorText, type Repeated, repeated } from './figures.ts';

/**
 * The screens the interactions are timed at, each with the CPU as Lighthouse's presets slow it: its
 * phone (a Moto G Power) four times slower than the machine, its desktop at the machine's speed.
 */
const SCREENS: Record<string, { options: BrowserContextOptions; cpuSlowdown: number }> = {
  phone: {
    options: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    cpuSlowdown: 4,
  },
  desktop: { options: { viewport: { width: 1440, height: 900 } }, cpuSlowdown: 1 },
};
/**
 * The shortest event Chromium reports (Event Timing's smallest `durationThreshold`): an interaction
 * with no entry took less, and counts as this.
 */
export const SHORTEST_REPORTED_MS = 16;
/** How long a control may take to be ready (hydrated), and the table to show an interaction's effect. */
const READY_MS = 30_000;
const EFFECT_MS = 5_000;
/** Sort buttons and filter checkboxes tried per page load: the first, a middle one and the last. */
const SPREAD = 3;

/** Each interaction's latency over the runs, by its screen and what it was ("desktop: by Price", "phone: 2+1 on"). */
export interface InteractionFigures {
  sort: Record<string, Repeated>;
  filter: Record<string, Repeated>;
  /** The highest median over the interactions of each kind, and of both. */
  worst: { sort: number | null; filter: number | null };
  errors: string[];
}

/**
 * Keeps, in the page, each interaction's latency: the longest duration of its events, from the
 * input to the next paint after their handlers ran (Event Timing, as INP measures it).
 */
function observeInteractions() {
  const latencies = new Map<number, number>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      const id = entry.interactionId ?? 0;
      if (id > 0) latencies.set(id, Math.max(latencies.get(id) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  Object.assign(globalThis, { benchInteractions: latencies });
}

interface Seen {
  count: number;
  last: number;
}

const seen = (page: Page) =>
  page.evaluate((): Seen => {
    const latencies = (globalThis as unknown as { benchInteractions: Map<number, number> }).benchInteractions;
    const count = (performance as unknown as { interactionCount: number }).interactionCount;
    return { count, last: Math.max(0, ...latencies.keys()) };
  });

/**
 * The latency of the interaction `act` makes: the longest of the interactions it made
 * (SHORTEST_REPORTED_MS when Chromium reported none, as too short). `effect` must then say the
 * table shows it; it is asked only after the next paint, so that its reads of the page do not
 * delay that paint.
 */
async function timeInteraction(page: Page, act: () => Promise<void>, effect: () => Promise<boolean>) {
  const before = await seen(page);
  await act();
  // Each entry is reported after the paint that follows it: two frames and a moment later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  for (const deadline = Date.now() + EFFECT_MS; !(await effect()); ) {
    if (Date.now() > deadline) throw new Error('the table did not change');
    await page.waitForTimeout(20);
  }
  const { count } = await seen(page);
  if (count === before.count) throw new Error('Chromium counted no interaction');
  const durations = await page.evaluate((last) => {
    const latencies = (globalThis as unknown as { benchInteractions: Map<number, number> }).benchInteractions;
    return [...latencies].filter(([id]) => id > last).map(([, duration]) => duration);
  }, before.last);
  return Math.max(SHORTEST_REPORTED_MS, ...durations);
}

/** The first, a middle and the last of `locator`'s matches. */
async function spread(locator: Locator): Promise<Locator[]> {
  const count = await locator.count();
  const indices = [...new Set([0, Math.floor(count / 2), count - 1])].filter((index) => index >= 0);
  return indices.slice(0, SPREAD).map((index) => locator.nth(index));
}

const nameOf = async (control: Locator) =>
  ((await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim()) || 'unnamed';

/** A form control's label as a visitor reads it, after its group's ("Floor: From"). */
const labelOf = (control: Locator) =>
  control.evaluate((element) => {
    const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || element.getAttribute('name') || '';
    const group = element.closest('fieldset')?.querySelector('legend')?.textContent?.trim();
    return group ? `${group}: ${label}` : label;
  });

type Kind = 'sort' | 'filter';
type Recorder = (kind: Kind, what: string, ms: number) => void;

/** A page of the table loaded on `options`' screen, its CPU slowed, once its sort buttons can sort (the island hydrated). */
async function openTable(browser: Browser, url: string, { options, cpuSlowdown }: (typeof SCREENS)[string]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const table = page.getByRole('table').first();
  const sorts = table.getByRole('columnheader').getByRole('button');
  await table.scrollIntoViewIfNeeded();
  for (const deadline = Date.now() + READY_MS; !(await sorts.first().isEnabled()); ) {
    if (Date.now() > deadline) throw new Error('the sort buttons stayed disabled (the island did not hydrate)');
    await page.waitForTimeout(100);
  }
  const shown = table.locator('tbody > tr:visible');
  /** What a sort or a filter changes: how many rows show, the first of them, and the column said sorted. */
  const state = async () =>
    JSON.stringify([
      await shown.count(),
      (await shown.count()) > 0 ? await shown.first().innerText() : '',
      await table
        .locator('[aria-sort]')
        .evaluateAll((headers) => headers.map((header) => `${header.textContent}:${header.getAttribute('aria-sort')}`)),
    ]);
  /** Times `act`, which must change the table's state. */
  const timed = async (act: () => Promise<void>) => {
    const before = await state();
    return timeInteraction(page, act, async () => (await state()) !== before);
  };
  // The list that sorts where the headers are out of sight: the one outside the filters' panel.
  const sortList = page.locator('select:not(fieldset *)').first();
  return { context, page, sorts, sortList, timed };
}
type OpenTable = Awaited<ReturnType<typeof openTable>>;

/**
 * A few columns sorted, each twice (both ways), by the sort buttons where they can be tapped; else
 * by the sort list, from the keyboard: its next choices, its last and back to the page's order.
 */
async function timeSorts({ sorts, sortList, timed }: OpenTable, record: (what: string, ms: number) => void) {
  const tappable = await sorts
    .first()
    .click({ trial: true, timeout: 2000 })
    .then(
      () => true,
      () => false,
    );
  if (!tappable) {
    if (!(await sortList.isVisible())) return false;
    await sortList.focus();
    const choice = () => sortList.evaluate((list: HTMLSelectElement) => list.selectedOptions[0]?.text ?? '');
    for (const key of ['ArrowDown', 'ArrowDown', 'End', 'Home']) {
      const ms = await timed(() => sortList.press(key));
      record(`list: ${await choice()}`, ms);
    }
    return true;
  }
  for (const button of await spread(sorts)) {
    const name = await nameOf(button);
    record(`by ${name}`, await timed(() => button.click()));
    record(`by ${name} again`, await timed(() => button.click()));
  }
  return true;
}

/**
 * In the filter panel (opened first where it is folded): a few checkboxes toggled on and off, a
 * list's last choice and back to any, and a number typed and entered.
 */
async function timeFilters({ page, timed }: OpenTable, record: (what: string, ms: number) => void) {
  for (const toggle of await page.locator('button[aria-expanded="false"][aria-controls]:visible').all()) {
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // Folded, its checkboxes are out of the accessibility tree: they are found by their markup.
    if ((await panel.locator('input[type="checkbox"]').count()) > 0) await toggle.click();
  }
  const checkboxes = page.getByRole('checkbox');
  if ((await checkboxes.count()) === 0) throw new Error('no filter checkbox');
  const panel = checkboxes.first().locator('xpath=ancestor::fieldset[last()]');
  for (const checkbox of await spread(panel.getByRole('checkbox'))) {
    // A chip is the checkbox's label, which a visitor taps.
    const label = checkbox.locator('xpath=ancestor::label[1]');
    const target = (await label.count()) > 0 ? label : checkbox;
    const name = (await labelOf(checkbox)) || 'unnamed';
    record(`${name} on`, await timed(() => target.click()));
    record(`${name} off`, await timed(() => target.click()));
  }
  const list = panel.getByRole('combobox').first();
  if ((await list.count()) > 0) {
    const name = (await labelOf(list)) || 'list';
    await list.focus();
    record(`${name} to the last`, await timed(() => list.press('End')));
    record(`${name} to any`, await timed(() => list.press('Home')));
  }
  const field = panel.getByRole('textbox').first();
  if ((await field.count()) > 0) {
    const name = (await labelOf(field)) || 'field';
    await field.fill('90');
    record(`${name} 90 entered`, await timed(() => field.press('Enter')));
  }
}

/**
 * One visit of the page at `url` on each screen: its filters, and its sorts by the sort buttons
 * where they are in sight, else by the sort list (a phone's table is cards, whose headers are for
 * screen readers only).
 */
async function visit(browser: Browser, url: string, record: Recorder) {
  let sorted = false;
  for (const [screen, options] of Object.entries(SCREENS)) {
    const table = await openTable(browser, url, options);
    try {
      sorted = (await timeSorts(table, (what, ms) => record('sort', `${screen}: ${what}`, ms))) || sorted;
      await timeFilters(table, (what, ms) => record('filter', `${screen}: ${what}`, ms));
    } finally {
      await table.context.close();
    }
  }
  if (!sorted) throw new Error('no sort button or list could be used on any screen');
}

/**
 * Filters and sorts of the availability table on the page at `url`, on `runs` fresh visits at a
 * phone's screen and a desktop's (SCREENS): each interaction's latency to its
 * next paint, its median and spread over the runs, and the worst median of sorts and of filters.
 */
export async function interactionRuns(url: string, runs: number): Promise<InteractionFigures> {
  const latencies: Record<Kind, Map<string, number[]>> = { sort: new Map(), filter: new Map() };
  const record: Recorder = (kind, what, ms) => latencies[kind].set(what, [...(latencies[kind].get(what) ?? []), ms]);
  const errors: string[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (let run = 0; run < runs; run++) {
      await visit(browser, url, record).catch((error: unknown) =>
        errors.push(`interaction run ${run + 1}: ${errorText(error)}`),
      );
    }
  } finally {
    await browser.close();
  }
  const figures = (kind: Kind) => Object.fromEntries([...latencies[kind]].map(([what, ms]) => [what, repeated(ms)]));
  const [sort, filter] = [figures('sort'), figures('filter')];
  const worstOf = (of: Record<string, Repeated>) => {
    const medians = Object.values(of).map((figure) => figure.median);
    return medians.length > 0 ? Math.max(...medians) : null;
  };
  return { sort, filter, worst: { sort: worstOf(sort), filter: worstOf(filter) }, errors };
}
