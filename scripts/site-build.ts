import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs `astro build` against a running API; resolves when the static site is written. */
export function buildSite(options: { apiUrl: string; siteOrigin: string; outDir?: string; quiet?: boolean }): Promise<void> {
  const astro = path.resolve('node_modules/.bin/astro');
  const child = spawn(process.execPath, [astro, 'build'], {
    env: {
      ...process.env,
      API_URL: options.apiUrl,
      PUBLIC_API_URL: options.apiUrl,
      PUBLIC_SITE_ORIGIN: options.siteOrigin,
      ...(options.outDir && { SITE_OUT_DIR: options.outDir }),
    },
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code})`))));
  });
}
