import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seed } from './seed.ts';
import { adminToken } from './services/admin-token.ts';
import { freePort } from './services/free-port.ts';
import { startPostgres } from './services/postgres-server.ts';
import { waitUntilReady } from './services/wait-until-ready.ts';

/**
 * Rolling restarts under load: two API instances on one PostgreSQL database behind nginx (which
 * tries the other instance when one refuses or is closing), readers and a writer sending requests
 * throughout, while each instance in turn is stopped (SIGTERM) and started again. Prints, per
 * round, the requests answered and those that failed; the target is none. Debian's nginx.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const READERS = 20;
const WRITE_EVERY_MS = 20;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-2026' };
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx in front of both instances; a request that meets a stopping instance goes to the other. */
function nginxConfig(dir: string, port: number, apiPorts: number[]) {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream api {
    ${apiPorts.map((apiPort) => `server 127.0.0.1:${apiPort} max_fails=0;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # A closing instance answers 503 before it reads a request, or refuses the connection: the
      # request never ran there, so even a write may go to the other instance.
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

interface Tally {
  ok: number;
  failed: number;
  failures: string[];
}

const tally = (): Tally => ({ ok: 0, failed: 0, failures: [] });

function count(into: Tally, outcome: string | null) {
  if (outcome === null) into.ok++;
  else {
    into.failed++;
    if (into.failures.length < 5) into.failures.push(outcome);
  }
}

async function request(url: string, init?: RequestInit): Promise<string | null> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.ok ? null : `${init?.method ?? 'GET'} ${response.status}`;
  } catch (error) {
    return `${init?.method ?? 'GET'} ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function main() {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: apt-get install nginx, or set NGINX_PATH`);
  const root = await mkdtemp(path.join(tmpdir(), 'bench-rolling-'));
  const postgres = await startPostgres();
  const processes: ChildProcess[] = [];
  try {
    const dataDir = path.join(root, 'data');
    console.log('Seeding 20 projects, 20 news items, 4 buildings on PostgreSQL…');
    await seed(dataDir, { plan: { projects: 20, news: 20, vacancies: 4, buildings: 4 }, databaseUrl: postgres.url });
    const apiPorts = [await freePort(), await freePort()];
    const env = {
      ...process.env,
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      UPLOADS_DIR: path.join(root, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    };
    const instances: (ChildProcess | undefined)[] = [];
    const start = async (index: number) => {
      const port = apiPorts[index] ?? 0;
      const child = spawn(process.execPath, ['src/server/main.ts'], {
        env: { ...env, API_PORT: String(port), DATA_DIR: path.join(root, `instance-${index}`) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      processes.push(child);
      instances[index] = child;
      await waitUntilReady(`http://127.0.0.1:${port}/health/ready`);
    };
    await start(0);
    await start(1);

    const nginxDir = path.join(root, 'nginx');
    await mkdir(nginxDir);
    const port = await freePort();
    await writeFile(path.join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, port, apiPorts));
    const nginx = spawn(NGINX, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    processes.push(nginx);
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${base}/health/ready`);
    const token = await adminToken(base, ADMIN.email, ADMIN.password);

    console.log(`\nRound   reads ok  failed   writes ok  failed   (restarting each of ${apiPorts.length} instances)`);
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const reads = tally();
      const writes = tally();
      let running = true;
      const reader = async () => {
        while (running) count(reads, await request(`${base}/news/get/mini`));
      };
      let written = 0;
      const writer = async () => {
        while (running) {
          written++;
          const outcome = await request(`${base}/news/save`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ newsTitle: `Rolling restart ${round}.${written}` }),
          });
          count(writes, outcome);
          await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
        }
      };
      const load = [...Array.from({ length: READERS }, reader), writer()];
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const [index, instance] of instances.entries()) {
        if (!instance) continue;
        const exited = once(instance, 'exit');
        instance.kill('SIGTERM');
        await exited;
        await start(index);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      running = false;
      await Promise.all(load);
      rounds.push({ round, reads, writes });
      console.log(
        `${String(round).padStart(5)}   ${String(reads.ok).padStart(8)}  ${String(reads.failed).padStart(6)}   ${String(writes.ok).padStart(9)}  ${String(writes.failed).padStart(6)}`,
      );
      for (const failure of [...reads.failures, ...writes.failures]) console.error(`  failed: ${failure}`);
    }
    const failed = rounds.reduce((total, { reads, writes }) => total + reads.failed + writes.failed, 0);
    console.log(
      `\nTarget: no failed request during rolling restarts: ${failed === 0 ? 'met' : `NOT met (${failed} failed)`}`,
    );
    await mkdir('bench-results', { recursive: true });
    await writeFile('bench-results/rolling-restart.json', `${JSON.stringify({ rounds, failed }, null, 2)}\n`);
  } finally {
    for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
    await postgres.stop();
    await rm(root, { recursive: true, force: true });
  }
}

await main();
