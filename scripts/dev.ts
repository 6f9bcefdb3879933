import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';
import { readEnv } from '#server/env.ts';
import { startApi } from '#server/main.ts';
import { seed } from './seed.ts';

const DEMO_ADMIN = { ADMIN_EMAIL: 'admin@tiranagroup.al', ADMIN_PASSWORD: 'demo-admin-2026' };
const SITE_PORT = z.coerce.number().int().min(1).max(65535).default(4321).parse(process.env.SITE_PORT);

/** For working on the site: the API with demo content, and Astro's dev server reading it live. */
async function main() {
  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const env = readEnv({ ...DEMO_ADMIN, LOG_LEVEL: 'warn', PUBLIC_SITE_ORIGIN: siteOrigin, ...process.env });
  const apiUrl = `http://localhost:${env.API_PORT}`;
  await seed(env.DATA_DIR);
  await startApi(env);
  console.log(`API: ${apiUrl}`);
  const astro = spawn(process.execPath, [path.resolve('node_modules/.bin/astro'), 'dev', '--port', String(SITE_PORT)], {
    env: { ...process.env, API_URL: apiUrl, PUBLIC_API_URL: apiUrl, PUBLIC_SITE_ORIGIN: siteOrigin },
    stdio: 'inherit',
  });
  astro.on('exit', (code) => process.exit(code ?? 0));
  // The API closes on SIGTERM and SIGINT, then the process exits: Astro's dev server goes with it.
  process.once('exit', () => astro.kill());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
