import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-browser.ts';

/**
 * Where a page's main thread goes: loads each URL given (a running site's pages) in Chromium at a
 * phone's size with the CPU slowed 4× (as Lighthouse's mobile run), records Chromium's trace
 * until TRACE_SECONDS (5) after the load, and prints the main thread's busy time by what did it
 * (style, layout, paint, each script…) and its tasks over 50 ms. `npm run bench:trace -- URL…`;
 * TRACE_COOKIE (name=value) sets a cookie first, TRACE_BLOCK (a pattern) refuses the requests it matches.
 */
const CPU_SLOWDOWN = 4;
const SETTLE_MS = Number(process.env.TRACE_SECONDS ?? 5) * 1000;
const LONG_TASK_MS = 50;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; stackTrace?: { url: string }[] } };
}

/** The main thread of the page's renderer: the CrRendererMain whose events include the page's navigation. */
function mainThreadOf(events: TraceEvent[]) {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = mains
    .map(({ pid, tid }) => ({
      pid,
      tid,
      count: events.filter((event) => event.pid === pid && event.tid === tid).length,
    }))
    .sort((a, b) => b.count - a.count)[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  return events
    .filter((event) => event.pid === busiest.pid && event.tid === busiest.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** What an event did, as it is summed: a script by its file, anything else by its name. */
function labelOf(event: TraceEvent): string {
  const url = event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url;
  const file = url ? new URL(url, 'http://page.invalid').pathname.split('/').pop() : '';
  return ['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'EventDispatch'].includes(event.name) &&
    file
    ? `${event.name} ${file}`
    : event.name;
}

/** Self time per label: each event's duration less the events nested in it. */
function selfTimes(events: TraceEvent[]) {
  const totals = new Map<string, number>();
  const open: { end: number; label: string }[] = [];
  for (const event of events) {
    const end = event.ts + (event.dur ?? 0);
    while (open.length && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) totals.set(parent.label, (totals.get(parent.label) ?? 0) - (event.dur ?? 0));
    const label = labelOf(event);
    totals.set(label, (totals.get(label) ?? 0) + (event.dur ?? 0));
    open.push({ end, label });
  }
  return [...totals].map(([label, us]) => ({ label, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

async function traceOf(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const file = path.join(tmpdir(), `trace-${process.pid}.json`);
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    if (process.env.TRACE_COOKIE) {
      const [name = '', value = ''] = process.env.TRACE_COOKIE.split('=');
      await page.context().addCookies([{ name, value, url }]);
    }
    if (process.env.TRACE_BLOCK) await page.route(new RegExp(process.env.TRACE_BLOCK), (route) => route.abort());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { path: file, categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    await browser.stopTracing();
    return (JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
    await rm(file, { force: true });
  }
}

for (const url of process.argv.slice(2)) {
  const events = mainThreadOf(await traceOf(url));
  const tasks = events.filter((event) => event.name === 'RunTask');
  const busyMs = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  const long = tasks.filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS);
  console.log(`${url}: main thread busy ${busyMs.toFixed(0)} ms (CPU ${CPU_SLOWDOWN}× slower)`);
  for (const { label, ms } of selfTimes(events).slice(0, 15))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${label}`);
  console.log(`  tasks over ${LONG_TASK_MS} ms: ${long.length}`);
  for (const task of long) {
    const inside = events.filter(
      (event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0),
    );
    const top = selfTimes(inside)
      .filter(({ label }) => label !== 'RunTask')
      .slice(0, 4);
    const start = ((task.ts - (events[0]?.ts ?? task.ts)) / 1000).toFixed(0);
    console.log(
      `    at ${start} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top.map(({ label, ms }) => `${label} ${ms.toFixed(0)}`).join(', ')}`,
    );
  }
}
