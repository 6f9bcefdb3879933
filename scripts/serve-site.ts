import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { DEFAULT_API_URL } from '../src/shared/settings.ts';

/**
 * Serves the built site as a CDN would: hashed assets cached for good, HTML revalidated on every
 * visit, security headers on everything, the bilingual 404 page for unknown paths (English first
 * under /en/), and /uploads/ forwarded to the API. Text files go out as the brotli or gzip sibling
 * the publisher wrote beside them (site-writer.ts), by the request's Accept-Encoding: nothing is
 * compressed per request.
 */
export interface SiteServerOptions {
  root: string;
  port: number;
  host?: string;
  apiUrl: string;
}

/** What every answer of the site carries; deploy/nginx.conf sends the same. */
export const SECURITY_HEADERS = {
  // The page's own <meta> policy (hashes of its inline scripts) applies too; frame-ancestors cannot live in a meta.
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const ADMIN_PREFIX = '/adminpage';

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

/** The file under `root` that answers `urlPath`: itself, `path.html` or `path/index.html`. */
export async function resolvePage(root: string, urlPath: string): Promise<string | null> {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '');
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  for (const candidate of [clean, `${clean}.html`, `${clean}/index.html`]) {
    if (candidate && (await isFile(path.join(root, candidate)))) return candidate;
  }
  return null;
}

/** Every /adminpage route is the admin app's one page, whose router picks the screen (deep links, refreshes). */
async function adminShellFor(root: string, urlPath: string): Promise<string | null> {
  return urlPath === ADMIN_PREFIX || urlPath.startsWith(`${ADMIN_PREFIX}/`) ? resolvePage(root, ADMIN_PREFIX) : null;
}

const ENGLISH_PREFIX = '/en';

/** The 404 page of `urlPath`'s language: the English one under /en/ (when the build has it), else the Albanian one. */
async function notFoundPageFor(root: string, urlPath: string): Promise<string> {
  const english = urlPath === ENGLISH_PREFIX || urlPath.startsWith(`${ENGLISH_PREFIX}/`);
  const page = english ? await resolvePage(root, `${ENGLISH_PREFIX}/404`) : null;
  return page ?? '/404.html';
}

function cacheControl(file: string): string {
  if (file.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file.endsWith('.xml') || file.endsWith('.json'))
    return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}

export async function startSiteServer(options: SiteServerOptions) {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  await app.register(fastifyHttpProxy, { upstream: options.apiUrl, prefix: '/uploads', rewritePrefix: '/uploads' });
  await app.register(fastifyStatic, {
    root: options.root,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // Sends the .br or .gz sibling the request accepts, with the Content-Type of the file it encodes and Vary: Accept-Encoding.
    preCompressed: true,
  });

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const file = (await resolvePage(options.root, urlPath)) ?? (await adminShellFor(options.root, urlPath));
    if (!file) {
      reply.code(404).header('Cache-Control', 'no-cache');
      return reply.sendFile((await notFoundPageFor(options.root, urlPath)).slice(1));
    }
    reply.header('Cache-Control', cacheControl(file));
    return reply.sendFile(file.slice(1));
  });

  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}

if (import.meta.main) {
  const port = Number(process.env.SITE_PORT ?? 4321);
  await startSiteServer({ root: path.resolve('dist/site'), port, apiUrl: process.env.API_URL ?? DEFAULT_API_URL });
  console.log(`Site: http://localhost:${port}`);
}
