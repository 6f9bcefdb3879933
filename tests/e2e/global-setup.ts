import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailServer } from '../fixtures/mail-server.ts';
import { DEMO_EDITOR, DEMO_MANAGER, DEMO_VIEWER } from './fixtures.ts';
import { E2E_API_PORT, E2E_BUILD_SUFFIX, E2E_PUBLISHER_PORT, E2E_SITE_PORT } from './ports.ts';

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Adds an account of the journeys with `npm run user`. */
async function addAccount(dataDir: string, account: { usernameOrEmail: string; password: string }, role: string) {
  const login = () =>
    fetch(`http://localhost:${E2E_API_PORT}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
  const username = account.usernameOrEmail.split('@')[0] ?? account.usernameOrEmail;
  const adding = spawn(
    process.execPath,
    ['scripts/user.ts', 'add', account.usernameOrEmail, '--username', username, '--role', role],
    {
      env: { ...process.env, DATA_DIR: dataDir, USER_PASSWORD: account.password },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await once(adding, 'exit');
  // A kept data folder already has the account, and adding it again fails: the login tells.
  if (!(await login()).ok)
    throw new Error(`The ${role} account ${account.usernameOrEmail} of the journeys could not be added`);
}

/**
 * Starts the product as `npm start` does, on its own ports with its own demo data (or E2E_DATA_DIR,
 * to keep a seeded folder between local runs), unless E2E_BASE_URL points at one already running.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const keepData = Boolean(process.env.E2E_DATA_DIR);
  const dataDir = process.env.E2E_DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'e2e-data-')));
  // For journeys that seed more than the API could add in their time (admin-lists.e2e.ts); the
  // workers, started after this setup, inherit it.
  process.env.E2E_PRODUCT_DATA_DIR = dataDir;
  // The product's mail server: every mail it receives is a file in E2E_MAIL_DIR, which the journeys
  // read as an inbox (a forgotten password's link, admin-password-reset.e2e.ts).
  const mailDir = await mkdtemp(path.join(tmpdir(), 'e2e-mail-'));
  process.env.E2E_MAIL_DIR = mailDir;
  const mailServer = await startMailServer(0, { folder: mailDir });
  // Inside the project: the build's prerender chunks import packages from node_modules.
  const outDir = path.resolve(`dist/e2e-site${E2E_BUILD_SUFFIX}`);
  const serverBuildDir = path.resolve(`dist/e2e-server-build${E2E_BUILD_SUFFIX}`);
  const product = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(E2E_API_PORT),
      SITE_PORT: String(E2E_SITE_PORT),
      PUBLISHER_PORT: String(E2E_PUBLISHER_PORT),
      SITE_OUT_DIR: outDir,
      SERVER_BUILD_DIR: serverBuildDir,
      LOG_LEVEL: 'error',
      CONTACT_RATE_LIMIT: '1000',
      SMTP_URL: mailServer.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://localhost:${E2E_SITE_PORT}/robots.txt`, product, 8 * 60_000);
  await addAccount(dataDir, DEMO_VIEWER, 'ROLE_USER');
  await addAccount(dataDir, DEMO_EDITOR, 'ROLE_ADMIN');
  await addAccount(dataDir, DEMO_MANAGER, 'ROLE_ADMIN');
  return async () => {
    product.kill('SIGTERM');
    await new Promise((resolve) => product.once('exit', resolve));
    await mailServer.close();
    await rm(mailDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
    await rm(serverBuildDir, { recursive: true, force: true });
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
}
