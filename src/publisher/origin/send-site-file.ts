import { type FileHandle, open } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { lookup } from 'mrmime';
import { BROTLI, type Encoding, encodingsOf, GZIP } from '../compressed-siblings.ts';

/**
 * One way to send a file: a compressed sibling beside it, the file compressed as it is sent
 * (`now`), or the file as it is.
 */
type Representation = { encoding: Encoding; now: boolean } | null;

/** The Content-Type of each kind of file the publisher writes, as @fastify/static names them. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
};

/** A file's Content-Type: the publisher's kinds as above, the build's scripts and styles by their extension. */
function contentTypeOf(file: string): string {
  const extension = path.extname(file);
  const type = CONTENT_TYPES[extension] ?? lookup(extension) ?? 'application/octet-stream';
  return type.startsWith('text/') && !type.includes('charset') ? `${type}; charset=utf-8` : type;
}

/**
 * The representations of `file` a request accepts, the best first and the plain file last: its
 * compressed siblings; then the file compressed as it is sent, in the best coding the request
 * takes, for a file whose sibling is not there (a full publish writes none: the polisher does) or
 * that has none in that coding (a page has no gzip one, and Varnish asks its origin for gzip).
 */
function representationsOf(file: string, acceptEncoding: string | undefined): Representation[] {
  const encodings = encodingsOf(file);
  if (!acceptEncoding || encodings.length === 0) return [null];
  const takes = (encoding: Encoding) => negotiate(acceptEncoding, [encoding.coding]) === encoding.coding;
  const bestOf = (candidates: Encoding[]) => {
    const best = negotiate(
      acceptEncoding,
      candidates.map(({ coding }) => coding),
    );
    return [
      ...candidates.filter(({ coding }) => coding === best),
      ...candidates.filter(({ coding }) => coding !== best),
    ];
  };
  const siblings = bestOf(encodings.filter(takes)).map((encoding) => ({ encoding, now: false }));
  const [now] = bestOf([BROTLI, GZIP].filter(takes));
  return [...siblings, ...(now ? [{ encoding: now, now: true }] : []), null];
}

/** Opens `file` for reading, or gives null when it is not there (a publish removed it) or is not a file. */
async function openFile(file: string): Promise<FileHandle | null> {
  const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (handle && !(await handle.stat()).isFile()) {
    await handle.close();
    return null;
  }
  return handle;
}

/**
 * Sends a text file of the site (a page, feed or sitemap the publisher rewrites and removes while
 * visitors read it, site-writer.ts; a script or style whose best compressed sibling the polisher
 * renames over its fast one, polisher.ts), as its compressed sibling the request accepts,
 * compressed now, or as it is. The file is opened before anything is said about it, and its
 * length, ETag and bytes are all taken from that one open file: a rename over it or a removal
 * after that changes nothing in this answer, where a server that looks at the path and then opens
 * it again (@fastify/static) sends one file's length with another's bytes, or a 500. Returns false,
 * sending nothing, when no representation is there any more.
 */
export async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  file: string,
): Promise<boolean> {
  for (const representation of representationsOf(file, request.headers['accept-encoding'])) {
    const sibling = representation && !representation.now ? representation.encoding : null;
    const handle = await openFile(path.join(root, `${file}${sibling?.extension ?? ''}`));
    if (!handle) continue;
    const { size, mtime } = await handle.stat();
    const compressedNow = representation?.now ? representation.encoding : null;
    reply
      .header(
        'ETag',
        `W/"${size.toString(16)}-${mtime.getTime().toString(16)}${compressedNow ? `-${compressedNow.coding}` : ''}"`,
      )
      .header('Last-Modified', mtime.toUTCString())
      .header('Vary', 'accept-encoding');
    if (reply.statusCode === 200 && fresh(request.headers, reply.getHeaders())) {
      await handle.close();
      await reply.code(304).send();
      return true;
    }
    reply.header('Content-Type', contentTypeOf(file));
    if (compressedNow) {
      const content = await handle.readFile().finally(() => handle.close());
      const body = compressedNow.encode(content, 'fast');
      await reply.header('Content-Encoding', compressedNow.coding).header('Content-Length', body.byteLength).send(body);
      return true;
    }
    reply.header('Content-Length', size);
    if (sibling) reply.header('Content-Encoding', sibling.coding);
    await reply.send(handle.createReadStream());
    return true;
  }
  return false;
}
