import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** The text files the site is served with compressed; images, fonts and videos are compressed already. */
const COMPRESSIBLE = /\.(html|json|xml|txt|css|js|mjs|svg)$/;

/**
 * Brotli's quality for what publishes rewrite (pages, feeds, sitemap files). Measured on the demo
 * site's pages (73 KB of HTML each) on these 2-core machines: quality 6 takes 1.6 ms a page and
 * leaves 21.3 % of the bytes; 9 takes 19 ms for 21.2 %; 11 takes 86 ms for 19.7 %, which would add
 * most of a second to an edit's way live and half an hour of a core to a 20,000-page publish.
 */
const BROTLI_PAGE_QUALITY = 6;
/**
 * Astro's hashed assets never change under their name: they are compressed once per code version,
 * at brotli's best (81 ms for a 50 KB script, a tenth smaller than quality 6).
 */
const BROTLI_ASSET_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
const HASHED_ASSETS_FOLDER = '_astro';
/**
 * gzip's level for pages, feeds and sitemap files. Measured on 600 of the scale site's pages (69 KB
 * each): level 6 takes 1.4 ms a page and leaves 23.7 % of the bytes; 9 takes 2.0 ms for 23.6 %.
 * In a full publish, compressing is half of the time. Assets, compressed once, take the best.
 */
const GZIP_PAGE_LEVEL = 6;
const GZIP_ASSET_LEVEL = zlib.constants.Z_BEST_COMPRESSION;

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

/** A representation the static server picks by Accept-Encoding, kept beside the file as `file + extension`. */
export interface Encoding {
  extension: string;
  /** Its name in Accept-Encoding and Content-Encoding. */
  coding: 'br' | 'gzip';
  encode(content: Uint8Array, file: string): Promise<Buffer>;
  decode(encoded: Buffer): Promise<Buffer>;
}

const isHashedAsset = (file: string) => file.split(path.sep).includes(HASHED_ASSETS_FOLDER);

/** Brotli first: the server prefers it, and a writer places the siblings in this order. */
export const ENCODINGS: readonly Encoding[] = [
  {
    extension: '.br',
    coding: 'br',
    encode: (content, file) =>
      brotliCompress(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: isHashedAsset(file) ? BROTLI_ASSET_QUALITY : BROTLI_PAGE_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
          [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(content.byteLength),
        },
      }),
    decode: (encoded) => brotliDecompress(encoded),
  },
  {
    extension: '.gz',
    coding: 'gzip',
    encode: (content, file) => gzip(content, { level: isHashedAsset(file) ? GZIP_ASSET_LEVEL : GZIP_PAGE_LEVEL }),
    decode: (encoded) => gunzip(encoded),
  },
];

/** The encodings `file` is published with: every one for text, none for anything else. */
export const encodingsOf = (file: string): readonly Encoding[] => (COMPRESSIBLE.test(file) ? ENCODINGS : []);

/** Whether `file` is the compressed sibling of a text file, rather than a file of its own. */
export const isCompressedSibling = (file: string) =>
  ENCODINGS.some(({ extension }) => file.endsWith(extension) && COMPRESSIBLE.test(file.slice(0, -extension.length)));

/** Whether the sibling's bytes, decoded, are exactly `content`; false for a missing or unreadable one. */
export async function encodes(encoded: Buffer | null, encoding: Encoding, content: Uint8Array): Promise<boolean> {
  if (!encoded) return false;
  const decoded = await encoding.decode(encoded).catch(() => null);
  return decoded?.equals(content) ?? false;
}
