import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { z } from 'zod';
import { readPublisherEnv } from '#publisher/env.ts';
import { versionsFolderOf } from '#publisher/site-folders.ts';
import { supervisePublisher } from '../publisher-process.ts';
import { type ThreadTimes, threadTimes, timesBetween } from './thread-times.ts';

/** The publisher's last full publish, as its GET /status gives it. */
const FullPublishSchema = z.object({
  pages: z.number().int().positive(),
  codeSeconds: z.number().positive(),
  pagesSeconds: z.number().positive(),
});
export type FullPublish = z.infer<typeof FullPublishSchema> & {
  /** CPU time of the publisher's threads over its life (the code build runs in a child, apart). */
  publisherTimes: ThreadTimes;
  /** CPU time of the API's threads while the publisher started and published. */
  apiTimes: ThreadTimes;
};

/** How long the publisher's compressed siblings may take to reach their best after a cold publish. */
const POLISH_TIMEOUT_MS = 60 * 60_000;

const PolishStatusSchema = z.object({
  unpolished: z.number(),
  fullPublish: z.object({ polishedSeconds: z.number().nullable() }),
});

/**
 * Waits until the publisher has brought every compressed sibling of its last full publish to its
 * best (polisher.ts); returns the seconds from the start of its pages until then.
 */
export async function waitUntilPolished(publisherUrl: string): Promise<number> {
  const deadline = Date.now() + POLISH_TIMEOUT_MS;
  for (;;) {
    const status = PolishStatusSchema.parse(await (await fetch(`${publisherUrl}/status`)).json());
    const seconds = status.fullPublish.polishedSeconds;
    if (status.unpolished === 0 && seconds !== null) return seconds;
    if (Date.now() > deadline)
      throw new Error(`${status.unpolished} files still waited for their best compression after an hour`);
    await sleep(1000);
  }
}

/**
 * Writes to disk what the kernel still holds: a whole site is about 1 GB at 20,000 pages, which
 * the kernel would otherwise flush some 30 s later, in the middle of whatever is timed next; and
 * finishes what removing one leaves (ext4 discards the freed blocks as the journal commits, which
 * held the next run's file creations back by seconds on these machines).
 */
export const settleDisk = () => promisify(execFile)('sync');

export interface ColdPublishOptions {
  /** The publisher's environment: DATA_DIR, SITE_OUT_DIR, SERVER_BUILD_DIR, PUBLISHER_PORT… */
  env: NodeJS.ProcessEnv;
  publisherUrl: string;
  /** The API's process, whose threads' CPU time the publish's reads take. */
  apiPid: number;
  runs: number;
}

/**
 * The cold publish, `runs` times: the publisher started on a data folder it has never published,
 * so that its first start builds the site's code and renders every page. Between runs it is
 * stopped and forgets the site: its site folder and its state (the page index) go; the server
 * build stays, though a full publish builds the code again anyway. Returns each run's figures,
 * with the CPU time of each kind of thread of the publisher and of the API, and the publisher of
 * the last run, running.
 */
export async function coldPublishes({ env, publisherUrl, apiPid, runs }: ColdPublishOptions) {
  const { siteDir, stateDir } = readPublisherEnv(env);
  const figures: FullPublish[] = [];
  for (let run = 1; ; run++) {
    await settleDisk();
    const apiBefore = await threadTimes(apiPid);
    const publisher = supervisePublisher({ env });
    try {
      await publisher.ready;
      const pid = publisher.pid();
      if (pid === undefined) throw new Error('the publisher is ready but has no process');
      const [publisherTimes, apiAfter] = await Promise.all([threadTimes(pid), threadTimes(apiPid)]);
      const status = (await (await fetch(`${publisherUrl}/status`)).json()) as { fullPublish?: unknown };
      const fullPublish = FullPublishSchema.safeParse(status.fullPublish);
      if (!fullPublish.success) throw new Error('the publisher started without a full publish to report');
      figures.push({ ...fullPublish.data, publisherTimes, apiTimes: timesBetween(apiBefore, apiAfter) });
    } catch (error) {
      await publisher.stop();
      throw error;
    }
    if (run === runs) return { figures, publisher };
    await publisher.stop();
    // The live site is a link to its version, which goes too: the next run starts with no site.
    for (const folder of [siteDir, versionsFolderOf(siteDir), stateDir])
      await rm(folder, { recursive: true, force: true });
  }
}
