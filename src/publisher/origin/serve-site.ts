import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { CLIENT_LIMITS, type ClientLimits, clientLimitOptions, enforceClientLimits } from '#server/client-limits.ts';
import { PREVIEW_PREFIX } from '#shared/payloads/preview.ts';
import { DEFAULT_API_URL } from '#shared/settings.ts';
import { encodingsOf } from '../compressed-siblings.ts';
import { sendSiteFile } from './send-site-file.ts';

/**
 * Serves the built site as a CDN would: hashed assets cached for good, HTML revalidated on every
 * visit, security headers on everything, the bilingual 404 page for unknown paths (English first
 * under /en/), and /uploads/ forwarded to the API. Text files go out as the brotli or gzip sibling
 * the publisher wrote beside them (compressed-siblings.ts), by the request's Accept-Encoding; a
 * page, feed or sitemap file without the sibling a client takes (none in gzip; none at all until
 * the polisher has written it after a full publish) is compressed as it is sent. Text files,
 * which publishes and the polisher replace and remove while they are read, go out whole from one
 * open file (send-site-file.ts); images, fonts and videos, which nothing replaces, as
 * @fastify/static sends them, with byte ranges for the videos.
 */
export interface SiteServerOptions {
  root: string;
  port: number;
  host?: string;
  apiUrl: string;
  /**
   * An edge cache in front is purged by the publisher (EDGE_PURGE is set): each page and 404 names
   * its purge key, and the edge may keep it long. Browsers are told the same as without.
   */
  edgeCache?: boolean;
  /** What one client is allowed: timeouts, sizes, connections (client-limits.ts). */
  clientLimits?: ClientLimits;
}

/** Whether the publisher purges an edge cache, so that the site server may let the edge keep pages. */
export const edgeCacheFromEnv = (env: NodeJS.ProcessEnv) => Boolean(env.EDGE_PURGE);

/** How long an edge cache keeps a page, which the publisher purges when it changes. */
const EDGE_PAGE_TTL_S = 30 * 24 * 60 * 60;
/** An unknown path's 404 at the edge: purged too when its page is created, but not worth a month of memory. */
const EDGE_NOT_FOUND_TTL_S = 60 * 60;

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

/** Pages, feeds and sitemaps: what the publisher rewrites, so what browsers revalidate and edges are purged of. */
const isPublished = (file: string) => /\.(html|xml|json)$/.test(file);

function cacheControl(file: string): string {
  if (file.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (isPublished(file)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}

/**
 * The purge key of the page at `urlPath`: its path as the publisher names it (no query, no
 * index.html, no trailing slash but the root's), so that every spelling of one page shares it.
 * Characters that would split a key list (spaces, commas) or a header are percent-encoded.
 */
export function edgeKeyOf(urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    decoded = urlPath;
  }
  const clean = decoded
    .replace(/\/{2,}/g, '/')
    .replace(/\/index\.html$/, '/')
    .replace(/(.)\/+$/, '$1');
  return clean.replace(/[^\w/.~-]/g, (character) => encodeURIComponent(character));
}

/**
 * What lets an edge keep a page until the publisher purges its key: the key as Varnish's xkey and
 * Fastly read it, and the edge's lifetime as Fastly (Surrogate-Control), Cloudflare and other CDNs
 * (CDN-Cache-Control, RFC 9213) and deploy/varnish/site.vcl read it.
 */
function edgeHeaders(key: string, ttlS: number) {
  return {
    xkey: key,
    'Surrogate-Key': key,
    'Surrogate-Control': `max-age=${ttlS}`,
    'CDN-Cache-Control': `max-age=${ttlS}`,
  };
}

export async function startSiteServer(options: SiteServerOptions) {
  const limits = options.clientLimits ?? CLIENT_LIMITS;
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true }, ...clientLimitOptions(limits) });
  enforceClientLimits(app, limits, (message) => message);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  await app.register(fastifyHttpProxy, { upstream: options.apiUrl, prefix: '/uploads', rewritePrefix: '/uploads' });
  // Previews of drafts (the API's, schemas/preview.ts) open on the site's address, with its files.
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: PREVIEW_PREFIX,
    rewritePrefix: PREVIEW_PREFIX,
  });
  await app.register(fastifyStatic, {
    root: options.root,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    reply.code(404).header('Cache-Control', 'no-cache');
    if (options.edgeCache) reply.headers(edgeHeaders(edgeKeyOf(urlPath), EDGE_NOT_FOUND_TTL_S));
    const page = await notFoundPageFor(options.root, urlPath);
    if (!(await sendSiteFile(request, reply, options.root, page))) await reply.type('text/plain').send('Not found');
  };

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const file = (await resolvePage(options.root, urlPath)) ?? (await adminShellFor(options.root, urlPath));
    if (!file) return sendNotFound(request, reply, urlPath);
    reply.header('Cache-Control', cacheControl(file));
    if (encodingsOf(file).length === 0) return reply.sendFile(file.slice(1));
    if (options.edgeCache && isPublished(file)) reply.headers(edgeHeaders(edgeKeyOf(urlPath), EDGE_PAGE_TTL_S));
    // A publish may remove the page after it was found: then it is not found, as the next visit would see.
    if (!(await sendSiteFile(request, reply, options.root, file))) await sendNotFound(request, reply, urlPath);
  });

  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}

if (import.meta.main) {
  const port = Number(process.env.SITE_PORT ?? 4321);
  const host = process.env.SITE_HOST ?? 'localhost';
  await startSiteServer({
    root: path.resolve(process.env.SITE_OUT_DIR ?? 'dist/site'),
    port,
    host,
    apiUrl: process.env.API_URL ?? DEFAULT_API_URL,
    edgeCache: edgeCacheFromEnv(process.env),
  });
  console.log(`Site: http://${host}:${port}`);
}
