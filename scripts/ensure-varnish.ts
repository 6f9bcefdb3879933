import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Makes sure Varnish and its xkey vmod exist for the edge cache test (tests/integration/
 * edge-cache.test.ts): Debian's `varnish` and `varnish-modules`, installed with apt-get when missing
 * and when we may (root), as scripts/ensure-browser.ts does for Chromium.
 */
export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

const SITE_VCL = path.resolve(import.meta.dirname, '../deploy/varnish/site.vcl');

/** Whether varnishd compiles the shipped VCL: it exists, and so does every vmod the VCL imports (xkey). */
export function varnishCompilesSiteVcl(): boolean {
  if (!existsSync(VARNISHD_PATH)) return false;
  const workDir = mkdtempSync(path.join(tmpdir(), 'varnish-check-'));
  try {
    // -j none: as root, varnishd would otherwise compile as its own user, who cannot write our temporary folder.
    execFileSync(VARNISHD_PATH, ['-C', '-j', 'none', '-n', workDir, '-f', SITE_VCL], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  if (varnishCompilesSiteVcl()) {
    console.log(`Varnish: ${VARNISHD_PATH}`);
  } else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Varnish or its xkey vmod is missing: installing Debian’s packages…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'varnish', 'varnish-modules'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (!varnishCompilesSiteVcl()) {
      console.error(`Varnish is installed but does not compile ${SITE_VCL}: run varnishd -C -f on it to see why.`);
      process.exit(1);
    }
  } else {
    console.error(
      `No Varnish with the xkey vmod at ${VARNISHD_PATH}. Install it (Debian: apt-get install varnish varnish-modules) or set VARNISHD_PATH.`,
    );
    process.exit(1);
  }
}
