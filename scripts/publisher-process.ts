import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface PublisherProcessOptions {
  env: NodeJS.ProcessEnv;
  /** How long the first start may take: a first full publish builds the whole site. */
  startTimeoutMs?: number;
}

const MAIN = path.resolve(import.meta.dirname, '../src/publisher/main.ts');
const RESTART_DELAY_MS = 1000;

/**
 * Runs the publisher (src/publisher/main.ts) as a child process, restarted whenever it dies, so
 * that a crash costs a restart and the outbox catches up. Resolves once it is ready the first time.
 */
export function supervisePublisher({ env, startTimeoutMs = 15 * 60_000 }: PublisherProcessOptions) {
  let child: ChildProcess | null = null;
  let stopping = false;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      const current = child;
      const timer = setTimeout(() => reject(new Error('The publisher did not get ready in time')), startTimeoutMs);
      createInterface({ input: current.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        console.log(line);
        if (line.includes('[publisher] ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      current.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (stopping) return;
        reject(new Error(`The publisher stopped (${signal ?? `exit ${code}`})`));
        console.error(`The publisher stopped (${signal ?? `exit ${code}`}); starting it again…`);
        setTimeout(() => {
          if (stopping) return; // stopped while it waited to start again
          start().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
        }, RESTART_DELAY_MS);
      });
    });

  return {
    ready: start(),
    /** The process id of the publisher running now, if any. */
    pid: (): number | undefined => (child as ChildProcess | null)?.pid,
    /** Stops it for good; resolves once it exited. */
    async stop() {
      stopping = true;
      const current: ChildProcess | null = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = once(current, 'exit');
      current.kill('SIGTERM');
      await exited;
    },
  };
}
