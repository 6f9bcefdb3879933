import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Prints deploy/varnish/site.vcl with this deployment's origin and purgers:
 * `VARNISH_BACKEND=10.0.0.4:4321 VARNISH_PURGERS=10.0.0.5,10.0.1.0/24 node scripts/edge-vcl.ts > site.vcl`.
 * Either setting left out keeps the shipped default (127.0.0.1:4321; localhost).
 */
export const SITE_VCL_PATH = path.resolve(import.meta.dirname, '../deploy/varnish/site.vcl');

export interface VclSettings {
  backend?: { host: string; port: number } | undefined;
  /** Addresses or networks (`10.0.1.0/24`) that may purge: the publisher's. */
  purgers?: string[] | undefined;
}

/** One ACL entry in VCL's form (`"10.0.1.0"/24`); anything but an IP address or network is refused. */
function aclEntry(entry: string): string {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  const family = isIP(address);
  const maxBits = family === 6 ? 128 : 32;
  const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
  if (family === 0 || !validBits || rest.length > 0) throw new Error(`Not an IP address or network: ${entry}`);
  return bits === undefined ? `"${address}";` : `"${address}"/${bits};`;
}

/** The shipped VCL with another backend and other purgers; the rest of it unchanged. */
export function configureSiteVcl(vcl: string, settings: VclSettings): string {
  let configured = vcl;
  const { backend, purgers } = settings;
  if (backend) {
    if (!/^[\w.:-]+$/.test(backend.host) || !Number.isInteger(backend.port) || backend.port < 1 || backend.port > 65535)
      throw new Error(`Not a backend address: ${backend.host}:${backend.port}`);
    configured = configured.replace(
      /(backend default \{[^}]*?\.host = )"[^"]*";([^}]*?\.port = )"[^"]*";/,
      `$1"${backend.host}";$2"${backend.port}";`,
    );
  }
  if (purgers) {
    if (purgers.length === 0) throw new Error('At least one purger address is needed.');
    const entries = purgers.map((purger) => `    ${aclEntry(purger)}`).join('\n');
    configured = configured.replace(/(acl purgers \{\n)[^}]*(\})/, `$1${entries}\n$2`);
  }
  return configured;
}

/** `host:port` (an IPv6 host in brackets) as a backend. */
function parseBackend(value: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`VARNISH_BACKEND is host:port, not ${value}`);
  return { host: match[1] as string, port: Number(match[2]) };
}

if (import.meta.main) {
  const { VARNISH_BACKEND, VARNISH_PURGERS } = process.env;
  try {
    process.stdout.write(
      configureSiteVcl(readFileSync(SITE_VCL_PATH, 'utf8'), {
        backend: VARNISH_BACKEND ? parseBackend(VARNISH_BACKEND) : undefined,
        purgers: VARNISH_PURGERS ? VARNISH_PURGERS.split(',') : undefined,
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
