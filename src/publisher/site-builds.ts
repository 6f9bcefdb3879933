import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';

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

/**
 * Builds the pages for on-demand rendering (SITE_BUILD=server, astro.config.mjs) in a process of
 * its own, for production whatever NODE_ENV the publisher was started with (renderer.ts renders
 * with React's production build too). Besides the server code, the build writes the site's own
 * files into `codeFilesOf`: its assets, the public folder, and the pages that read no data (they
 * say `prerender`).
 */
export async function buildServer(root: string, outDir: string): Promise<void> {
  const build = spawn(process.execPath, [ASTRO_CLI, 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', SITE_BUILD: 'server', SERVER_BUILD_DIR: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await finished(build, 'server');
}

/** The folder of a server build's files that the site serves as they are. */
export const codeFilesOf = (serverBuildDir: string) => path.join(serverBuildDir, 'client');
