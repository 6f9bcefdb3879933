import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from './free-port.ts';

/** Debian's `redis-server`, unless REDIS_SERVER_PATH names another. */
export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface RedisServer {
  /** The server's REDIS_URL. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Whether a Redis server on the loopback's `port` answers PING. */
async function answersPing(port: number): Promise<boolean> {
  const socket = createConnection({ host: '127.0.0.1', port });
  try {
    await once(socket, 'connect');
    socket.write('PING\r\n');
    const [reply] = await once(socket, 'data');
    return String(reply).startsWith('+PONG');
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * Starts a throwaway Redis server for tests: in the foreground, on the loopback, nothing written
 * to disk. On a free port, or on `port` (a server started again where the last one was).
 */
export async function startRedis(port?: number): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER_PATH))
    throw new Error(
      `No redis-server at ${REDIS_SERVER_PATH}: run node scripts/ensure-redis.ts (root) or set REDIS_SERVER_PATH`,
    );
  const listening = port ?? (await freePort());
  const args = ['--port', String(listening), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const server: ChildProcess = spawn(REDIS_SERVER_PATH, [...args, '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
  };
  const started = Date.now();
  while (!(await answersPing(listening))) {
    if (server.exitCode !== null || Date.now() - started > 10_000) {
      await stop();
      throw new Error(`redis-server did not start on port ${listening}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${listening}`, port: listening, stop };
}
