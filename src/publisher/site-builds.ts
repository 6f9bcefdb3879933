import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalizePagePath } from './page-files.ts';
import { compressSiteFolder, syncSiteFolder } from './site-sync.ts';

const ASTRO_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'bin',
  'astro.mjs',
);

/** Waits for a build in a child process to end; one that fails, or does not start, throws. */
async function finished(build: ChildProcess, name: string) {
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error(`The ${name} build of the site failed (exit ${code})`);
}

/** Builds the pages for on-demand rendering (SITE_BUILD=server, astro.config.mjs) in a process of its own. */
export async function buildServer(root: string, outDir: string): Promise<void> {
  const build = spawn(process.execPath, [ASTRO_CLI, 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, SITE_BUILD: 'server', SERVER_BUILD_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await finished(build, 'server');
}

const FULL_BUILD_PROCESS = path.join(import.meta.dirname, 'full-build-process.ts');

/** `astro build` of the static site into `outDir`, in a process of its own; resolves to what each page read. */
async function buildStatic(root: string, outDir: string): Promise<Map<string, string[]>> {
  const build = spawn(process.execPath, [FULL_BUILD_PROCESS, root, outDir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pages = new Map<string, string[]>();
  build.once('message', (message) => {
    pages = new Map(message as [string, string[]][]);
  });
  await finished(build, 'static');
  return pages;
}

/**
 * The full path: `astro build` of the whole static site from the API, into a folder beside the
 * live one, then synced into it file by file (site-sync.ts), text files with their compressed
 * siblings. Returns what each published page read, as the build's renders recorded it, for the
 * page index, and how many files changed (all of them, for a first publish).
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
    await compressSiteFolder(staging);
    await rename(staging, siteDir);
  }
  return { pages: new Map([...collected].filter(([page]) => published.has(page))), changedFiles };
}
