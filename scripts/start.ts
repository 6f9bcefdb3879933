import { readEnv } from '../src/server/env.ts';
import { startApi } from '../src/server/main.ts';
import { seed } from './seed.ts';

/** The demo admin that `npm start` creates when ADMIN_EMAIL and ADMIN_PASSWORD are not set. */
const DEMO_ADMIN = { ADMIN_EMAIL: 'admin@tiranagroup.al', ADMIN_PASSWORD: 'demo-admin-2026' };

/** One command for a working product: demo content in an empty DATA_DIR, then the API. */
async function main() {
  const env = readEnv({ ...DEMO_ADMIN, ...process.env });
  const started = performance.now();
  const added = await seed(env.DATA_DIR);
  if (added) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded demo content into ${env.DATA_DIR} in ${seconds} s.`);
  }
  const app = await startApi(env);
  const address = `http://localhost:${env.API_PORT}`;
  console.log(`\nAPI:          ${address}\nAPI docs:     ${address}/docs\nAdmin login:  ${env.ADMIN_EMAIL ?? '(set ADMIN_EMAIL)'}\n`);
  return app;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
