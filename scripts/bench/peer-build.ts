import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ASTRO = path.resolve('node_modules/astro/bin/astro.mjs');

/** What one stock `astro build` of the site did, by its own report. */
export interface PeerBuild {
  pages: number;
  /** Its page generation (`generating static routes … Completed in`): every page rendered and written. */
  generationSeconds: number;
  /** The whole command, from start to exit: its bundling included. */
  commandSeconds: number;
}

/** Seconds of one of Astro's durations as it prints them: `850ms`, `4.37s` or `1m 5s`. */
function secondsOf(stat: string): number {
  const minutes = /^(\d+)m (\d+)s$/.exec(stat);
  if (minutes) return Number(minutes[1]) * 60 + Number(minutes[2]);
  const value = Number.parseFloat(stat);
  return stat.endsWith('ms') ? value / 1000 : value;
}

/** Astro's report of a static build: how many pages, and how long the page generation took. */
export function parseBuildReport(output: string): Omit<PeerBuild, 'commandSeconds'> {
  // Colours are off when its output is not a terminal, but a caller's FORCE_COLOR may turn them on.
  const text = stripVTControlCharacters(output);
  const afterRoutes = text.slice(text.indexOf('generating static routes'));
  const generation = /✓ Completed in ([\d.]+ms|[\d.]+s|\d+m \d+s)\./.exec(afterRoutes);
  const pages = /(\d+) page\(s\) built in/.exec(text);
  if (!text.includes('generating static routes') || !generation?.[1] || !pages?.[1])
    throw new Error(`astro build did not report its pages and their time:\n${text.slice(-2000)}`);
  return { pages: Number(pages[1]), generationSeconds: secondsOf(generation[1]) };
}

/**
 * The peer the publisher is measured against: stock `astro build` of the same site from the same
 * API (`env` holds API_URL), into `outDir`, which it removes afterwards. Astro renders the pages
 * on one thread and writes them as they come, uncompressed.
 */
export async function peerBuild(env: NodeJS.ProcessEnv, outDir: string): Promise<PeerBuild> {
  const started = performance.now();
  const build = spawn(process.execPath, [ASTRO, 'build'], {
    env: { ...env, NODE_ENV: 'production', SITE_OUT_DIR: outDir, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  build.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    const [code] = await once(build, 'exit');
    if (code !== 0) throw new Error(`astro build failed (exit ${code}):\n${output.slice(-2000)}`);
    return { ...parseBuildReport(output), commandSeconds: (performance.now() - started) / 1000 };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
