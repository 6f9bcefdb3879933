import { type PageScope, publishedPaths } from '#site/data/page-sets.ts';
import { runInRenderScope } from '#site/data/render-scope.ts';
import type { EdgeCache } from './edge/edge-cache.ts';
import type { PublisherEnv } from './env.ts';
import type { PublisherMetrics } from './metrics.ts';
import type { PublishContext } from './publish-events.ts';
import type { ServerBuild } from './server-builds.ts';
import type { PublisherState } from './state/publisher-state.ts';
import type { Publishing } from './webhook-server.ts';

/**
 * The last full publish's figures, for GET /status (bench:publish reads them): seconds to build
 * the code, to have every page compressed and live, and to have every compressed sibling at its
 * best (null until then).
 */
export interface FullPublishFigures {
  pages: number;
  codeSeconds: number;
  pagesSeconds: number;
  polishedSeconds: number | null;
}

/** A running publisher: what its steps (main.ts, code-builds.ts) share and change. */
export interface PublisherRun {
  readonly env: PublisherEnv;
  readonly log: (message: string) => void;
  readonly metrics: PublisherMetrics;
  readonly state: PublisherState;
  readonly edge: EdgeCache | undefined;
  /** The site's code version (code-version.ts). */
  readonly version: string;
  /** The server build the rendering threads load, recorded in the state's notes. */
  build: ServerBuild | null;
  /** What publishes work with; its renderer changes with the build. Null until the publisher is up to date. */
  context: PublishContext | null;
  /** What the webhook server publishes with, once ready. */
  publishing: Publishing | null;
  fullPublish: FullPublishFigures | null;
  /** When the last full publish began its pages, until its compressed siblings are all at their best. */
  polishingSince: number | null;
}

/** Every page the site publishes, or those of one part of it, read from the API afresh. */
export const listPages = (scope?: PageScope) =>
  runInRenderScope({ tags: new Set(), answers: new Map() }, () => (scope ? scope.pages() : publishedPaths()));

/** What GET /status says of the publisher. */
export const statusOf = (run: PublisherRun) => ({
  ready: run.publishing !== null,
  version: run.version,
  build: run.build?.name ?? null,
  pages: run.state.pages.paths().size,
  unpolished: run.state.polishQueue.count(),
  fullPublish: run.fullPublish,
});
