import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { publishWholeSite } from './full-publish.ts';
import { listPages, type PublisherRun } from './publisher-run.ts';
import { type Renderer, startRenderer } from './renderer.ts';
import {
  claimServerBuild,
  newServerBuild,
  releaseServerBuild,
  removeUnusedServerBuilds,
  type ServerBuild,
} from './server-builds.ts';
import { buildServer, codeFilesOf } from './site-builds.ts';
import { compressSiteFolder } from './site-sync.ts';

/** The repository: the site's code, which the server builds are made from. */
export const CODE_ROOT = path.resolve(import.meta.dirname, '../..');

/** Temporary files of a write that a crash interrupted (site-writer.ts); never a page. */
async function removeStrayTemporaryFiles(siteDir: string) {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const stray = entries.filter((entry) => entry.isFile() && /\.[0-9a-f]{12}\.tmp$/.test(entry.name));
  await Promise.all(stray.map((entry) => rm(path.join(entry.parentPath, entry.name), { force: true })));
}

/** The first page of each route and language (its ids left out), to warm the rendering threads with. */
function onePagePerRoute(pages: Iterable<string>): string[] {
  const byRoute = new Map<string, string>();
  for (const page of pages) {
    const route = page.replace(/\d+/g, ':id');
    if (!byRoute.has(route)) byRoute.set(route, page);
  }
  return [...byRoute.values()];
}

/**
 * The full publish: builds the site's code into a new build, and publishes every page with
 * rendering threads of that build, which it answers with, warm.
 */
export async function buildEverything(run: PublisherRun) {
  const { env, state, metrics } = run;
  const builds = env.serverBuildDir;
  const started = performance.now();
  state.notes.setMeta('site', null);
  run.edge?.rememberEverything();
  const fresh = await newServerBuild(builds, run.version, CODE_ROOT);
  let renderer: Renderer | null = null;
  try {
    await buildServer(CODE_ROOT, fresh.dir);
    const codeFiles = codeFilesOf(fresh.dir);
    await compressSiteFolder(codeFiles);
    const built = performance.now();
    renderer = metrics.countRenders(await startRenderer(fresh.dir));
    const published = await publishWholeSite({ state, renderer, siteDir: env.siteDir, listPages }, codeFiles);
    state.notes.setMeta('site', run.version);
    state.notes.setMeta('serverBuild', fresh.name);
    const figures = {
      pages: published.rendered,
      codeSeconds: (built - started) / 1000,
      pagesSeconds: (performance.now() - built) / 1000,
      polishedSeconds: null,
    };
    run.fullPublish = figures;
    run.polishingSince = built;
    run.log(
      `full publish of ${figures.pages} pages: the code built in ${figures.codeSeconds.toFixed(1)} s, ` +
        `the pages published in ${figures.pagesSeconds.toFixed(1)} s (${Math.round(figures.pages / figures.pagesSeconds)} pages/s)`,
    );
    return { renderer, build: fresh, ...published };
  } catch (error) {
    await renderer?.close();
    await releaseServerBuild(builds, fresh);
    throw error;
  }
}

/**
 * Renders with `next`, just built, from now on: the build used until now is let go, and every
 * build that no publisher uses is removed.
 */
export async function switchBuild(run: PublisherRun, next: ServerBuild) {
  const previous = run.build;
  run.build = next;
  if (previous && previous.name !== next.name) await releaseServerBuild(run.env.serverBuildDir, previous);
  await removeUnusedServerBuilds(run.env.serverBuildDir);
}

async function startWarmRenderer(run: PublisherRun, warm: ServerBuild) {
  const started = performance.now();
  const warmed = await startRenderer(warm.dir);
  const samples = onePagePerRoute(run.state.pages.paths());
  await warmed.warm(samples);
  run.log(`rendering threads warm: ${samples.length} sample pages in ${Math.round(performance.now() - started)} ms`);
  return run.metrics.countRenders(warmed);
}

/**
 * Brings the site up to date with the code at start: the server build the last full publish left,
 * warmed, when the code and the site are those it published; a full publish otherwise (a new data
 * folder, a code change). Returns the rendering threads to publish with.
 */
export async function bringUpToDate(run: PublisherRun): Promise<Renderer> {
  const { env, state } = run;
  await removeStrayTemporaryFiles(env.siteDir);
  const recorded = state.notes.meta('serverBuild');
  const current =
    state.notes.meta('site') === run.version &&
    recorded?.startsWith(`${run.version}-`) &&
    existsSync(path.join(env.siteDir, 'index.html'))
      ? await claimServerBuild(env.serverBuildDir, recorded)
      : null;
  if (current) {
    const renderer = await startWarmRenderer(run, current);
    run.build = current;
    return renderer;
  }
  run.log('the site’s code or data folder is new: full publish…');
  const published = await run.metrics.timed('full-build', () => buildEverything(run));
  await switchBuild(run, published.build);
  return published.renderer;
}
