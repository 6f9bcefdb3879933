import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { lstat, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { pageFile } from './page-files.ts';
import type { FileIdentity, PolishRequest, PolishResult } from './polish-process.ts';
import type { PolishQueue } from './state/polish-queue.ts';

/** Files handed to a polishing process at once: about half a second of its work on 35 KB pages. */
const FILES_PER_REQUEST = 16;
/** How long a polishing process that failed waits before it is asked again. */
const RETRY_AFTER_MS = 5_000;

export interface PolisherOptions {
  queue: PolishQueue;
  siteDir: string;
  /** Runs work between publishes (publisher.ts's exclusive), so that no publish moves a file meanwhile. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** Called whenever nothing is left to polish. */
  onDone?: () => void;
  log?: (message: string) => void;
}

export interface Polisher {
  /** Looks for work again: a publish wrote files with their fast compression. */
  wake(): void;
  close(): Promise<void>;
}

const sameFile = (identity: FileIdentity, now: FileIdentity) =>
  identity.ino === now.ino && identity.size === now.size && identity.mtimeMs === now.mtimeMs;

/**
 * Brings the compressed siblings that publishes wrote fast (compressed-siblings.ts) to their best,
 * in the background: processes of their own, one per core at the lowest priority, compress the
 * files the polish queue lists and write the results beside them under temporary names; between
 * publishes, this side renames each over its place while its file is still the one compressed
 * (a publish that replaced it noted it again), so that no half-written or stale sibling is ever
 * served. Survives restarts: the queue is kept in the publisher's state file (state/polish-queue.ts).
 */
export function startPolisher({ queue, siteDir, exclusive, onDone, log }: PolisherOptions): Polisher {
  const inFlight = new Set<string>();
  let closed = false;
  let wakeUp = Promise.withResolvers<void>();
  const wake = () => {
    const waiting = wakeUp;
    wakeUp = Promise.withResolvers<void>();
    waiting.resolve();
  };

  async function ask(child: ChildProcess, files: string[]): Promise<PolishResult[]> {
    const answer = new AbortController();
    const answered = once(child, 'message', { signal: answer.signal });
    const exited = once(child, 'exit', { signal: answer.signal }).then(([code]) => {
      throw new Error(`a polishing process stopped (exit ${code})`);
    });
    child.send({ files } satisfies PolishRequest);
    try {
      const [message] = await Promise.race([answered, exited]);
      if (!Array.isArray(message)) throw new Error((message as { error?: string }).error ?? 'no answer');
      return message as PolishResult[];
    } finally {
      answer.abort();
      // The one of the two that lost the race rejects as aborted: nobody waits on it.
      answered.catch(() => undefined);
      exited.catch(() => undefined);
    }
  }

  /**
   * Puts the siblings of `results` in place where their file is unchanged, and drops the others;
   * returns the pages done: polished, gone, or left with their fast siblings (a file that cannot be
   * compressed is not tried again until a publish writes it anew).
   */
  async function place(results: PolishResult[], pageOf: Map<string, string>): Promise<string[]> {
    const done: string[] = [];
    for (const result of results) {
      const page = pageOf.get(result.file) as string;
      if ('skipped' in result) {
        done.push(page);
        continue;
      }
      const now = await lstat(result.file).catch(() => null);
      const unchanged = now !== null && sameFile(result.identity, now);
      try {
        if (unchanged) for (const { temporary, target } of result.moves) await rename(temporary, target);
      } finally {
        await Promise.all(result.moves.map(({ temporary }) => rm(temporary, { force: true })));
      }
      // A file replaced meanwhile was noted again by the publish that replaced it, and waits its turn.
      if (unchanged || !now) done.push(page);
    }
    return done;
  }

  const startProcess = () =>
    fork(new URL('./polish-process.ts', import.meta.url), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const children: ChildProcess[] = [];

  async function runProcess(slot: number) {
    while (!closed) {
      const pages = queue.next(FILES_PER_REQUEST + inFlight.size).filter((page) => !inFlight.has(page));
      const batch = pages.slice(0, FILES_PER_REQUEST);
      if (batch.length === 0) {
        if (inFlight.size === 0) onDone?.();
        await wakeUp.promise;
        continue;
      }
      const child = children[slot]?.connected ? (children[slot] as ChildProcess) : startProcess();
      children[slot] = child;
      for (const page of batch) inFlight.add(page);
      const pageOf = new Map(batch.map((page) => [pageFile(siteDir, page), page]));
      try {
        const results = await ask(child, [...pageOf.keys()]);
        await exclusive(async () => queue.done(await place(results, pageOf)));
      } catch (error) {
        if (closed) return;
        log?.(`polishing compressed files failed: ${error instanceof Error ? error.message : error}`);
        await sleep(RETRY_AFTER_MS);
      } finally {
        for (const page of batch) inFlight.delete(page);
      }
    }
  }

  const running = Array.from({ length: Math.max(1, availableParallelism()) }, (_, slot) => runProcess(slot));
  return {
    wake,
    async close() {
      closed = true;
      wake();
      for (const child of children) child.kill();
      await Promise.allSettled(running);
    },
  };
}
