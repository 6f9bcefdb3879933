import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type PageScope, publishedPaths } from '#site/data/page-sets.ts';
import { runInRenderScope } from '#site/data/render-scope.ts';
import { codeVersion } from './code-version.ts';
import { EdgeCache } from './edge/edge-cache.ts';
import { createEdgePurger } from './edge/edge-env.ts';
import { startPurgeRetries } from './edge/purge-retries.ts';
import { readPublisherEnv } from './env.ts';
import { createPublisherMetrics } from './metrics.ts';
import { PageIndex } from './page-index.ts';
import { publishWholeSite } from './full-publish.ts';
import { republishAll } from './publish-events.ts';
import { startPolisher } from './polisher.ts';
import { createPublisher } from './publisher.ts';
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
import { type Publishing, startWebhookServer } from './webhook-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every page the site publishes, or those of one part of it, read from the API afresh. */
const listPages = (scope?: PageScope) =>
  runInRenderScope({ tags: new Set(), answers: new Map() }, () => (scope ? scope.pages() : publishedPaths()));

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
 * The publisher: opens its door (webhook-server.ts: health answers from the start), brings its
 * builds up to date with the code (a full publish at first start and after a code change), keeps
 * the server build warm, and publishes the API's change events.
 */
export async function startPublisher(env = readPublisherEnv()) {
  const log = (message: string) => env.logLevel !== 'silent' && console.log(`[publisher] ${message}`);
  const metrics = createPublisherMetrics();
  const index = new PageIndex(env.stateDir);
  const edge = env.edge && new EdgeCache(createEdgePurger(env.edge), index, log);
  const version = await codeVersion(ROOT);
  const builds = env.serverBuildDir;
  /** The server build the rendering threads load (server-builds.ts), recorded in the page index's meta. */
  let build: ServerBuild | null = null;
  let publishing: Publishing | null = null;
  /**
   * The last full publish's figures, for GET /status (bench:publish reads them): seconds to build
   * the code, to have every page compressed and live, and to have every compressed sibling at its
   * best (null until then).
   */
  let fullPublish: {
    pages: number;
    codeSeconds: number;
    pagesSeconds: number;
    polishedSeconds: number | null;
  } | null = null;
  /** When the last full publish began its pages, until its compressed siblings are all at their best. */
  let polishingSince: number | null = null;
  const server = await startWebhookServer({
    env,
    publishing: () => publishing,
    status: () => ({
      ready: publishing !== null,
      version,
      build: build?.name ?? null,
      pages: index.paths().size,
      unpolished: index.unpolishedCount(),
      fullPublish,
    }),
    metrics: metrics.registry,
  });

  /**
   * The full publish: builds the site's code into a new build, and publishes every page with
   * rendering threads of that build, which it answers with, warm, and switches to.
   */
  async function buildEverything() {
    const started = performance.now();
    index.setMeta('site', null);
    edge?.rememberEverything();
    const fresh = await newServerBuild(builds, version, ROOT);
    let renderer: Renderer | null = null;
    try {
      await buildServer(ROOT, fresh.dir);
      const codeFiles = codeFilesOf(fresh.dir);
      await compressSiteFolder(codeFiles);
      const built = performance.now();
      renderer = metrics.countRenders(await startRenderer(fresh.dir));
      const published = await publishWholeSite({ index, renderer, siteDir: env.siteDir, listPages }, codeFiles);
      index.setMeta('site', version);
      index.setMeta('serverBuild', fresh.name);
      fullPublish = {
        pages: published.rendered,
        codeSeconds: (built - started) / 1000,
        pagesSeconds: (performance.now() - built) / 1000,
        polishedSeconds: null,
      };
      polishingSince = built;
      log(
        `full publish of ${fullPublish.pages} pages: the code built in ${fullPublish.codeSeconds.toFixed(1)} s, ` +
          `the pages published in ${fullPublish.pagesSeconds.toFixed(1)} s (${Math.round(fullPublish.pages / fullPublish.pagesSeconds)} pages/s)`,
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
  async function switchBuild(next: ServerBuild) {
    const previous = build;
    build = next;
    if (previous && previous.name !== next.name) await releaseServerBuild(builds, previous);
    await removeUnusedServerBuilds(builds);
  }

  async function startWarmRenderer(warm: ServerBuild) {
    const started = performance.now();
    const warmed = await startRenderer(warm.dir);
    const samples = onePagePerRoute(index.paths());
    await warmed.warm(samples);
    log(`rendering threads warm: ${samples.length} sample pages in ${Math.round(performance.now() - started)} ms`);
    return metrics.countRenders(warmed);
  }

  let renderer: Renderer;
  try {
    await removeStrayTemporaryFiles(env.siteDir);
    const recorded = index.meta('serverBuild');
    const current =
      index.meta('site') === version &&
      recorded?.startsWith(`${version}-`) &&
      existsSync(path.join(env.siteDir, 'index.html'))
        ? await claimServerBuild(builds, recorded)
        : null;
    if (current) {
      renderer = await startWarmRenderer(current);
      build = current;
    } else {
      log('the site’s code or data folder is new: full publish…');
      const published = await metrics.timed('full-build', buildEverything);
      renderer = published.renderer;
      await switchBuild(published.build);
    }
    // A purge that failed, or that a stop interrupted, before this start; the next publish tries again.
    await edge?.flush().catch((error: Error) => console.error(`[publisher] ${error.message}`));
  } catch (error) {
    await server.close();
    index.close();
    throw error;
  }
  const context = { index, renderer, siteDir: env.siteDir, listPages, edge };
  const publisher = createPublisher(context, {
    info: log,
    error: (message) => console.error(`[publisher] ${message}`),
  });
  const purgeRetries =
    edge && startPurgeRetries(edge, publisher.exclusive, (message) => console.error(`[publisher] ${message}`));
  const polisher = startPolisher({
    index,
    siteDir: env.siteDir,
    exclusive: publisher.exclusive,
    onDone: () => {
      if (fullPublish && polishingSince !== null)
        fullPublish.polishedSeconds = (performance.now() - polishingSince) / 1000;
      polishingSince = null;
    },
    log,
  });
  /** Publishes, then lets the polisher bring what they wrote to its best compression. */
  const afterwards =
    <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      try {
        return await work(...args);
      } finally {
        polisher.wake();
      }
    };

  async function republish(mode: 'render' | 'build') {
    if (mode === 'build') {
      const { renderer: fresh, build: built, ...result } = await metrics.timed('full-build', buildEverything);
      await context.renderer.close();
      context.renderer = fresh;
      await switchBuild(built);
      await edge?.flush();
      return result;
    }
    return metrics.timed('render-all', () => republishAll(context));
  }

  // A preview renders with the build in use now, in a batch of its own, and writes nothing.
  const preview = (path: string, grant: string, answers?: Record<string, unknown>) =>
    context.renderer.render(path, `preview-${randomUUID()}`, { preview: grant, answers });
  const observed = metrics.observePublishes(publisher);
  publishing = {
    publisher: { ...observed, publish: afterwards(observed.publish) },
    republish: afterwards(republish),
    preview,
  };
  // Always said, whatever the log level: scripts/publisher-process.ts waits for this line.
  console.log(`[publisher] ready on http://${env.host}:${env.port} (${index.paths().size} pages)`);
  return {
    server,
    async close() {
      await server.close();
      purgeRetries?.close();
      await polisher.close();
      await context.renderer.close();
      if (build) await releaseServerBuild(builds, build);
      index.close();
    },
  };
}

if (import.meta.main) {
  const publisher = await startPublisher().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void publisher.close().then(() => process.exit(0)));
  }
}
