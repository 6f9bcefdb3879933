import { randomUUID } from 'node:crypto';
import { bringUpToDate, buildEverything, CODE_ROOT, switchBuild } from './code-builds.ts';
import { codeVersion } from './code-version.ts';
import { EdgeCache } from './edge/edge-cache.ts';
import { createEdgePurger } from './edge/edge-env.ts';
import { startPurgeRetries } from './edge/purge-retries.ts';
import { readPublisherEnv } from './env.ts';
import { createPublisherMetrics } from './metrics.ts';
import { type Polisher, startPolisher } from './polisher.ts';
import { republishAll } from './publish-events.ts';
import { createPublisher } from './publisher.ts';
import { listPages, type PublisherRun, statusOf } from './publisher-run.ts';
import { releaseServerBuild } from './server-builds.ts';
import { openPublisherState } from './state/publisher-state.ts';
import { startWebhookServer } from './webhook-server.ts';

/** A publisher's state at its start: nothing built, nothing published yet in this process. */
async function newPublisherRun(env = readPublisherEnv()): Promise<PublisherRun> {
  const log = (message: string) => env.logLevel !== 'silent' && console.log(`[publisher] ${message}`);
  const state = openPublisherState(env.stateDir);
  return {
    env,
    log,
    metrics: createPublisherMetrics(),
    state,
    edge: env.edge && new EdgeCache(createEdgePurger(env.edge), state.notes, log),
    version: await codeVersion(CODE_ROOT),
    build: null,
    context: null,
    publishing: null,
    fullPublish: null,
    polishingSince: null,
  };
}

/** The polisher, which notes in the last full publish's figures when its siblings are all at their best. */
function startPolishing(run: PublisherRun, exclusive: <T>(work: () => Promise<T>) => Promise<T>) {
  return startPolisher({
    queue: run.state.polishQueue,
    siteDir: run.env.siteDir,
    exclusive,
    onDone: () => {
      if (run.fullPublish && run.polishingSince !== null)
        run.fullPublish.polishedSeconds = (performance.now() - run.polishingSince) / 1000;
      run.polishingSince = null;
    },
    log: run.log,
  });
}

/** Renders every page again, with the loaded build or with a new build of the code (a full publish). */
async function republish(run: PublisherRun, mode: 'render' | 'build') {
  const context = run.context;
  if (!context) throw new Error('the publisher republishes once it is up to date');
  if (mode === 'render') return run.metrics.timed('render-all', () => republishAll(context));
  const { renderer, build, ...result } = await run.metrics.timed('full-build', () => buildEverything(run));
  await context.renderer.close();
  context.renderer = renderer;
  await switchBuild(run, build);
  await run.edge?.flush();
  return result;
}

/** Opens the publisher to publishes; each is followed by the polisher bringing what it wrote to its best. */
function openPublishing(run: PublisherRun, polisher: Polisher, publisher: ReturnType<typeof createPublisher>) {
  const context = run.context;
  if (!context) throw new Error('the publisher publishes once it is up to date');
  const afterwards =
    <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      try {
        return await work(...args);
      } finally {
        polisher.wake();
      }
    };
  const observed = run.metrics.observePublishes(publisher);
  run.publishing = {
    publisher: { ...observed, publish: afterwards(observed.publish) },
    republish: afterwards((mode: 'render' | 'build') => republish(run, mode)),
    // A preview renders with the build in use now, in a batch of its own, and writes nothing.
    preview: (path, grant, answers) =>
      context.renderer.render(path, `preview-${randomUUID()}`, { preview: grant, answers }),
  };
}

/**
 * The publisher: opens its door (webhook-server.ts: health answers from the start), brings its
 * builds up to date with the code (a full publish at first start and after a code change), keeps
 * the server build warm, and publishes the API's change events.
 */
export async function startPublisher(env = readPublisherEnv()) {
  const run = await newPublisherRun(env);
  const server = await startWebhookServer({
    env,
    publishing: () => run.publishing,
    status: () => statusOf(run),
    metrics: run.metrics.registry,
  });
  try {
    const renderer = await bringUpToDate(run);
    run.context = { state: run.state, renderer, siteDir: env.siteDir, listPages, edge: run.edge };
    // A purge that failed, or that a stop interrupted, before this start; the next publish tries again.
    await run.edge?.flush().catch((error: Error) => console.error(`[publisher] ${error.message}`));
  } catch (error) {
    await server.close();
    run.state.close();
    throw error;
  }
  const context = run.context;
  const error = (message: string) => console.error(`[publisher] ${message}`);
  const publisher = createPublisher(context, { info: run.log, error });
  const purgeRetries = run.edge && startPurgeRetries(run.edge, publisher.exclusive, error);
  const polisher = startPolishing(run, publisher.exclusive);
  openPublishing(run, polisher, publisher);
  // Always said, whatever the log level: scripts/publisher-process.ts waits for this line.
  console.log(`[publisher] ready on http://${env.host}:${env.port} (${run.state.pages.paths().size} pages)`);
  return {
    server,
    async close() {
      await server.close();
      purgeRetries?.close();
      await polisher.close();
      await context.renderer.close();
      if (run.build) await releaseServerBuild(env.serverBuildDir, run.build);
      run.state.close();
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
