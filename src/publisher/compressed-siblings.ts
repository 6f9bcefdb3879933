import path from 'node:path';
import zlib from 'node:zlib';

/** The text files the site is served with compressed; images, fonts and videos are compressed already. */
const COMPRESSIBLE = /\.(html|json|xml|txt|css|js|mjs|svg)$/;
const HASHED_ASSETS_FOLDER = '_astro';

/**
 * How hard a sibling is compressed: `fast` for a file that goes live now, `best` for the sibling
 * that replaces it in the background (polisher.ts).
 */
export type Effort = 'fast' | 'best';

/**
 * Brotli's quality per effort, measured on 35 KB pages on these 2-core machines (200 rounds, the
 * qualities taken in turn): quality 1 takes 0.14 ms a page and leaves 32 % of the bytes (0 takes
 * 0.10 ms for 33 %, 2 0.23 ms for 30 %, 4 0.50 ms for 28 %); 11, brotli's best, takes 32 ms for
 * 22 % (10 takes 18 ms for 22.3 %).
 */
const BROTLI_QUALITY: Record<Effort, number> = { fast: 1, best: zlib.constants.BROTLI_MAX_QUALITY };
const GZIP_LEVEL: Record<Effort, number> = { fast: 6, best: zlib.constants.Z_BEST_COMPRESSION };

/**
 * Brotli's window, the smallest that holds the whole content: the same bytes come out as with the
 * default 4 MB window, and the encoder no longer sets up 4 MB per page. Measured on a 79 KB news
 * page, eight at once through zlib's thread pool on these 2-core machines: 4.0 ms of CPU a page
 * instead of 6.4.
 */
const windowBitsFor = (byteLength: number) =>
  Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(byteLength + 1))),
  );

const brotliOptions = (content: Uint8Array, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(content.byteLength),
  },
});

/**
 * A representation the static server picks by Accept-Encoding, kept beside the file as
 * `file + extension`. Compressing and decoding run on the calling thread: a rendering thread for
 * what a publish writes, the polisher's own process for the best siblings.
 */
export interface Encoding {
  extension: string;
  /** Its name in Accept-Encoding and Content-Encoding. */
  coding: 'br' | 'gzip';
  encode(content: Uint8Array, effort: Effort): Buffer;
  decode(encoded: Uint8Array): Buffer;
}

export const BROTLI: Encoding = {
  extension: '.br',
  coding: 'br',
  encode: (content, effort) => zlib.brotliCompressSync(content, brotliOptions(content, BROTLI_QUALITY[effort])),
  decode: (encoded) => zlib.brotliDecompressSync(encoded),
};

export const GZIP: Encoding = {
  extension: '.gz',
  coding: 'gzip',
  encode: (content, effort) => zlib.gzipSync(content, { level: GZIP_LEVEL[effort] }),
  decode: (encoded) => zlib.gunzipSync(encoded),
};

/** Brotli first: the server prefers it, and a writer places the siblings in this order. */
export const ENCODINGS: readonly Encoding[] = [BROTLI, GZIP];

const isHashedAsset = (file: string) => file.split(path.sep).includes(HASHED_ASSETS_FOLDER);

/**
 * The compressed siblings `file` is published with. Every text file has its brotli sibling, which
 * every browser of the last years takes. The hashed assets (scripts and styles every visitor
 * loads, compressed once per code version) also keep a gzip one; for pages, feeds and sitemap
 * files, rewritten by every publish, the few clients without brotli (Varnish, which asks its
 * origin for gzip) get them gzipped as they are sent (origin/send-site-file.ts).
 */
export const encodingsOf = (file: string): readonly Encoding[] =>
  COMPRESSIBLE.test(file) ? (isHashedAsset(file) ? ENCODINGS : [BROTLI]) : [];

/** Whether `file` is the compressed sibling of a text file, rather than a file of its own. */
export const isCompressedSibling = (file: string) =>
  ENCODINGS.some(({ extension }) => file.endsWith(extension) && COMPRESSIBLE.test(file.slice(0, -extension.length)));

/** Whether the sibling's bytes, decoded, are exactly `content`; false for a missing or unreadable one. */
export function encodes(encoded: Uint8Array | null, encoding: Encoding, content: Uint8Array): boolean {
  if (!encoded) return false;
  try {
    return encoding.decode(encoded).equals(content);
  } catch {
    return false;
  }
}
