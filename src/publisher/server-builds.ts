import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The publisher's server builds (`SERVER_BUILD_DIR`, `dist/server-build`) hold one folder per build
 * of the site's code, named by its code version, never written again once built: a publisher's
 * rendering threads load files that nothing replaces under them, whatever another publisher of the
 * same checkout (a staging copy, the other half of a rolling restart) builds beside it.
 *
 * A publisher marks each build it builds or renders with by a file naming the build and its
 * process (`<build>.<pid>.in-use`), and removes the mark once it is done with it; a build that no
 * living process marks is removed by the next publisher that builds.
 */
export interface ServerBuild {
  name: string;
  dir: string;
}

const MARK = /^(?<build>[^.]+)\.(?<pid>\d+)\.in-use$/;
const markOf = (root: string, name: string) => path.join(root, `${name}.${process.pid}.in-use`);
const buildOf = (root: string, name: string): ServerBuild => ({ name, dir: path.join(root, name) });

/** The build `name` in `root`, marked as used by this process; null when it is not there (any more). */
export async function claimServerBuild(root: string, name: string): Promise<ServerBuild | null> {
  await writeFile(markOf(root, name), '');
  const build = buildOf(root, name);
  if (await lstat(path.join(build.dir, 'server', 'entry.mjs')).catch(() => null)) return build;
  await releaseServerBuild(root, build);
  return null;
}

/**
 * A new, empty folder for a build of the code at `version`, marked as used by this process before
 * it exists, so that no other publisher's removal takes it while it is built. Outside `checkout`,
 * the builds' folder links to the checkout's packages, which the built code imports.
 */
export async function newServerBuild(root: string, version: string, checkout: string): Promise<ServerBuild> {
  await mkdir(root, { recursive: true });
  if (path.relative(checkout, root).startsWith('..')) await linkPackages(root, checkout);
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  const name = `${version}-${stamp}-${randomBytes(3).toString('hex')}`;
  await writeFile(markOf(root, name), '');
  await mkdir(path.join(root, name));
  return buildOf(root, name);
}

/** Says this process is done with `build`: the next removal may take it unless another process uses it. */
export async function releaseServerBuild(root: string, build: ServerBuild): Promise<void> {
  await rm(markOf(root, build.name), { force: true });
}

/** Node finds a bare import in a `node_modules` of a folder above the importing file. */
async function linkPackages(root: string, checkout: string) {
  const link = path.join(root, 'node_modules');
  if (await lstat(link).catch(() => null)) return;
  await symlink(path.join(checkout, 'node_modules'), link).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/** Whether the process `pid` runs: signal 0 tests for it without sending anything. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the builds that no running process marks, with the marks of processes that ended (a
 * crash leaves its marks and any build it was making). The builds are listed before the marks: a
 * build begun meanwhile is marked before its folder exists, so it is never listed unmarked.
 */
export async function removeUnusedServerBuilds(root: string): Promise<void> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const builds = entries.filter((entry) => entry.isDirectory());
  const used = new Set<string>();
  for (const entry of await readdir(root)) {
    const mark = MARK.exec(entry)?.groups;
    if (!mark) continue;
    if (isRunning(Number(mark.pid))) used.add(mark.build as string);
    else await rm(path.join(root, entry), { force: true });
  }
  for (const build of builds.filter((entry) => !used.has(entry.name)))
    await rm(path.join(root, build.name), { recursive: true, force: true });
}
