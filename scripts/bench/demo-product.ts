import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A bench's ports for the product, apart from `npm start`'s, the journeys' and the other benches'. */
export interface BenchPorts {
  site: number;
  api: number;
  publisher: number;
}

export interface RunningProduct {
  baseUrl: string;
  apiUrl: string;
  publisherUrl: string | undefined;
  stop: () => Promise<void>;
}

/**
 * The product as `npm start` runs it (API, publisher, site server) on the demo content, on ports of
 * its own: in BENCH_DATA_DIR when given (kept, so that a later run skips the seeding), else in a
 * fresh folder removed at the end; its builds in `dist/bench-{name}-…`. Resolves once the site answers.
 * `prepare` fills the folder first, when the bench needs more than the demo content (it seeds that
 * too, then: the product seeds only an empty folder).
 */
export async function startDemoProduct(
  name: string,
  ports: BenchPorts,
  prepare?: (dataDir: string) => Promise<void>,
): Promise<RunningProduct> {
  const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), `bench-${name}-`)));
  await prepare?.(dataDir);
  // Inside the project: the build's chunks import packages from node_modules.
  const outDir = path.resolve(`dist/bench-${name}-site`);
  const serverBuildDir = path.resolve(`dist/bench-${name}-server`);
  const product: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(ports.api),
      SITE_PORT: String(ports.site),
      PUBLISHER_PORT: String(ports.publisher),
      PUBLIC_SITE_ORIGIN: `http://localhost:${ports.site}`,
      SITE_OUT_DIR: outDir,
      SERVER_BUILD_DIR: serverBuildDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${ports.site}`;
  for (let waited = 0; ; waited += 500) {
    if (product.exitCode !== null || waited > 8 * 60_000) throw new Error('the product did not start');
    const up = await fetch(`${baseUrl}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    apiUrl: `http://localhost:${ports.api}`,
    publisherUrl: `http://localhost:${ports.publisher}`,
    async stop() {
      product.kill('SIGTERM');
      await new Promise((resolve) => product.once('exit', resolve));
      await rm(outDir, { recursive: true, force: true });
      await rm(serverBuildDir, { recursive: true, force: true });
      if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
