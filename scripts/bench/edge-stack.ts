import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from '../services/free-port.ts';
import { startVarnish } from '../services/varnish-server.ts';
import { waitUntilReady } from '../services/wait-until-ready.ts';

const SERVE_SITE = path.resolve(import.meta.dirname, '../../src/publisher/origin/serve-site.ts');

/**
 * The edge as deployed (README, "Edge cache"): varnishd with the shipped VCL, which this machine
 * may purge, in front of the static server (src/publisher/origin/serve-site.ts, in its own process, naming
 * each page's purge key). Varnish starts first, so that the publisher's first full publish can
 * purge it; the static server once the site folder exists (`serve`).
 */
export async function startEdgeStack() {
  const originPort = await freePort();
  const varnish = await startVarnish({ backend: { host: '127.0.0.1', port: originPort }, purgers: ['127.0.0.1'] });
  let origin: ChildProcess | null = null;
  return {
    url: varnish.url,
    /** The publisher's settings to purge this edge. */
    purgeSettings: { EDGE_PURGE: 'varnish', VARNISH_URLS: varnish.url },

    async serve(siteDir: string, apiUrl: string) {
      origin = spawn(process.execPath, [SERVE_SITE], {
        env: {
          ...process.env,
          SITE_OUT_DIR: siteDir,
          SITE_PORT: String(originPort),
          SITE_HOST: '127.0.0.1',
          API_URL: apiUrl,
          EDGE_PURGE: 'varnish',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitUntilReady(`http://127.0.0.1:${originPort}/`);
    },

    async stop() {
      if (origin && origin.exitCode === null && origin.signalCode === null) {
        const exited = once(origin, 'exit');
        origin.kill('SIGTERM');
        await exited;
      }
      await varnish.stop();
    },
  };
}
export type EdgeStack = Awaited<ReturnType<typeof startEdgeStack>>;
