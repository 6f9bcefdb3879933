import path from 'node:path';
import { z } from 'zod';
import { readEnv } from '../src/server/env.ts';
import { startApi } from '../src/server/main.ts';
import { seed } from './seed.ts';
import { startSiteServer } from './serve-site.ts';
import { buildSite } from './site-build.ts';

/** The demo admin that `npm start` creates when ADMIN_EMAIL and ADMIN_PASSWORD are not set. */
const DEMO_ADMIN = { ADMIN_EMAIL: 'admin@tiranagroup.al', ADMIN_PASSWORD: 'demo-admin-2026' };

const SITE_PORT = z.coerce.number().int().min(1).max(65535).default(4321).parse(process.env.SITE_PORT);
const SITE_OUT_DIR = path.resolve(process.env.SITE_OUT_DIR ?? 'dist/site');

/**
 * The whole product from one command: demo content in an empty DATA_DIR, the API, a full build of
 * the site from it, and the static server with the API beside it.
 */
async function main() {
  const siteOrigin = `http://localhost:${SITE_PORT}`;
  const env = readEnv({ ...DEMO_ADMIN, LOG_LEVEL: 'warn', PUBLIC_SITE_ORIGIN: siteOrigin, ...process.env });
  const apiUrl = `http://localhost:${env.API_PORT}`;

  const started = performance.now();
  const added = await seed(env.DATA_DIR);
  if (added) console.log(`Seeded demo content into ${env.DATA_DIR} in ${seconds(started)} s.`);

  await startApi(env);
  const building = performance.now();
  await buildSite({ apiUrl, siteOrigin, outDir: SITE_OUT_DIR, quiet: true });
  console.log(`Built the site in ${seconds(building)} s.`);
  await startSiteServer({ root: SITE_OUT_DIR, port: SITE_PORT, apiUrl });

  console.log(`\nSite:         ${siteOrigin}   (English: ${siteOrigin}/en/)`);
  console.log(`API:          ${apiUrl}   (documentation: ${apiUrl}/docs)`);
  console.log(`Admin login:  ${env.ADMIN_EMAIL ?? '(set ADMIN_EMAIL)'}\n`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
