import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  claimServerBuild,
  newServerBuild,
  releaseServerBuild,
  removeUnusedServerBuilds,
  type ServerBuild,
} from './server-builds.ts';

const CHECKOUT = path.resolve(import.meta.dirname, '../..');

/** What a finished build holds that a claim looks for. */
async function finish(build: ServerBuild) {
  await mkdir(path.join(build.dir, 'server'), { recursive: true });
  await writeFile(path.join(build.dir, 'server', 'entry.mjs'), 'export {};');
}

/** A child process that marks `name` in `root` as used, as another publisher would, and keeps running until killed. */
async function otherPublisher(root: string, name: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(root)} + '/${name}.' + process.pid + '.in-use', ''); setInterval(() => {}, 1000)`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (!existsSync(path.join(root, `${name}.${child.pid}.in-use`)))
    await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('server builds', () => {
  let root: string;
  beforeEach(async () => {
    root = path.join(await mkdtemp(path.join(tmpdir(), 'server-builds-')), 'builds');
  });
  afterEach(async () => rm(path.dirname(root), { recursive: true, force: true }));

  test('each build has a folder of its own, named by its code version, marked before it exists', async () => {
    const first = await newServerBuild(root, 'abc123', CHECKOUT);
    const second = await newServerBuild(root, 'abc123', CHECKOUT);
    expect(first.dir).not.toBe(second.dir);
    expect(first.name.startsWith('abc123-')).toBe(true);
    expect(await readdir(root)).toEqual(
      expect.arrayContaining([`${first.name}.${process.pid}.in-use`, `${second.name}.${process.pid}.in-use`]),
    );
  });

  test('outside the checkout the builds find its packages, through a link', async () => {
    await newServerBuild(root, 'abc123', CHECKOUT);
    expect(await readlink(path.join(root, 'node_modules'))).toBe(path.join(CHECKOUT, 'node_modules'));
    const inside = path.join(CHECKOUT, 'dist', `server-builds-test-${process.pid}`);
    try {
      await newServerBuild(inside, 'abc123', CHECKOUT);
      expect(existsSync(path.join(inside, 'node_modules'))).toBe(false);
    } finally {
      await rm(inside, { recursive: true, force: true });
    }
  });

  test('a claim takes a finished build and marks it; a build that is gone or unfinished is no claim', async () => {
    const build = await newServerBuild(root, 'abc123', CHECKOUT);
    expect(await claimServerBuild(root, build.name), 'unfinished').toBeNull();
    await finish(build);
    expect(await claimServerBuild(root, build.name)).toEqual(build);
    expect(await claimServerBuild(root, 'abc123-gone')).toBeNull();
    expect((await readdir(root)).filter((entry) => entry.startsWith('abc123-gone'))).toEqual([]);
  });

  test('removes only the builds no running process marks: not one another publisher renders with, nor one being built', async () => {
    const released = await newServerBuild(root, 'old', CHECKOUT);
    await finish(released);
    const building = await newServerBuild(root, 'new', CHECKOUT);
    const others = await newServerBuild(root, 'other', CHECKOUT);
    await finish(others);
    await releaseServerBuild(root, others);
    const other = await otherPublisher(root, others.name);
    const crashed = await newServerBuild(root, 'crashed', CHECKOUT);
    await releaseServerBuild(root, crashed);
    const gone = await otherPublisher(root, crashed.name);
    await gone.stop();
    try {
      await releaseServerBuild(root, released);
      await removeUnusedServerBuilds(root);
      const left = await readdir(root);
      expect(left).toContain(building.name);
      expect(left).toContain(others.name);
      expect(left).not.toContain(released.name);
      expect(left).not.toContain(crashed.name);
      expect(
        left.filter((entry) => entry.startsWith(crashed.name)),
        'the ended process’s mark',
      ).toEqual([]);
    } finally {
      await other.stop();
    }
    await removeUnusedServerBuilds(root);
    expect(await readdir(root)).not.toContain(others.name);
  });
});
