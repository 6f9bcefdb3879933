import { spawn } from 'node:child_process';
import { rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizePagePath } from './page-files.ts';
import { syncSiteFolder } from './site-sync.ts';

const ASTRO_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'bin',
  'astro.mjs',
);

/** Builds the pages for on-demand rendering (SITE_BUILD=server, astro.config.mjs) in a process of its own. */
export function buildServer(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ASTRO_CLI, 'build', '--silent'], {
      cwd: root,
      env: { ...process.env, SITE_BUILD: 'server', SERVER_BUILD_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The server build of the site failed (exit ${code})`)),
    );
  });
}

const FULL_BUILD_PROCESS = path.join(import.meta.dirname, 'full-build-process.ts');

/** `astro build` of the static site into `outDir`, in a process of its own; resolves to what each page read. */
function buildStatic(root: string, outDir: string): Promise<Map<string, string[]>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FULL_BUILD_PROCESS, root, outDir], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let pages: Map<string, string[]> | null = null;
    child.once('message', (message) => {
      pages = new Map(message as [string, string[]][]);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && pages ? resolve(pages) : reject(new Error(`The static build of the site failed (exit ${code})`)),
    );
  });
}

/**
 * The full path: `astro build` of the whole static site from the API, into a folder beside the
 * live one, then synced into it file by file (site-sync.ts). Returns what each published page
 * read, as the build's renders recorded it, for the page index, and how many files changed
 * (all of them, for a first publish).
 */
export async function buildFullSite(root: string, siteDir: string, publishedPages: () => Promise<string[]>) {
  const staging = `${siteDir}.next`;
  await rm(staging, { recursive: true, force: true });
  const collected = await buildStatic(root, staging);
  const published = new Set((await publishedPages()).map(normalizePagePath));
  const liveExists = await stat(siteDir).then(
    () => true,
    () => false,
  );
  let changedFiles = Number.POSITIVE_INFINITY;
  if (liveExists) {
    changedFiles = await syncSiteFolder(staging, siteDir);
    await rm(staging, { recursive: true, force: true });
  } else {
    await rename(staging, siteDir);
  }
  return { pages: new Map([...collected].filter(([page]) => published.has(page))), changedFiles };
}
