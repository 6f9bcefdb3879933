import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../services/free-port.ts';
import { waitUntilReady } from '../services/wait-until-ready.ts';

/**
 * API instances in processes of their own, on one database and data folder (`env`): the first
 * makes the schema; further ones, started after it, share its database and files, as several
 * instances behind one address do on PostgreSQL. Each answers its address once it is ready.
 */
export function apiInstances(env: NodeJS.ProcessEnv) {
  const running: ChildProcess[] = [];
  return {
    async start(port?: number): Promise<{ url: string; pid: number }> {
      const apiPort = port ?? (await freePort());
      const instance = spawn(process.execPath, ['src/server/main.ts'], {
        env: { ...env, API_PORT: String(apiPort), API_HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      running.push(instance);
      const url = `http://127.0.0.1:${apiPort}`;
      await waitUntilReady(`${url}/salescategory/get/mini`);
      return { url, pid: instance.pid as number };
    },
    async stop() {
      for (const instance of running) {
        if (instance.exitCode !== null || instance.signalCode !== null) continue;
        const exited = once(instance, 'exit');
        instance.kill('SIGTERM');
        await exited;
      }
    },
  };
}
