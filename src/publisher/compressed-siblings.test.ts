import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { BROTLI, encodes, encodingsOf, GZIP, isCompressedSibling } from './compressed-siblings.ts';

/** A page of `rows` table rows, varied enough that brotli finds matches far back in it. */
const page = (rows: number) =>
  new TextEncoder().encode(
    `<!DOCTYPE html><html lang="sq"><body><table>${Array.from(
      { length: rows },
      (_, row) =>
        `<tr><td>Apartamenti ${row}</td><td>${(row * 7919) % 1000} m²</td><td>Tiranë, kati ${row % 12}</td></tr>`,
    ).join('')}</table></body></html>`,
  );

describe('the brotli sibling of a page', () => {
  test.each([
    ['1 KB', 15],
    ['79 KB', 1_100],
    ['300 KB', 4_200],
  ])(
    'of %s decodes to the page, fast or at its best, and is no larger than with brotli’s default window',
    (_, rows) => {
      const content = page(rows);
      const [fast, best] = [BROTLI.encode(content, 'fast'), BROTLI.encode(content, 'best')];
      expect(BROTLI.decode(fast)).toEqual(Buffer.from(content));
      expect(BROTLI.decode(best)).toEqual(Buffer.from(content));
      expect(best.byteLength).toBeLessThan(fast.byteLength);
      const withDefaultWindow = brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      });
      expect(best.byteLength).toBeLessThanOrEqual(withDefaultWindow.byteLength);
    },
  );
});

describe('which siblings a file is published with', () => {
  test.each([
    ['news/index.html', ['.br']],
    ['en/menu.json', ['.br']],
    ['sitemaps/news/0.xml', ['.br']],
    ['adminpage/index.html', ['.br']],
    ['_astro/client.B54jxNxs.js', ['.br', '.gz']],
    ['_astro/BaseLayout.evP7G22C.css', ['.br', '.gz']],
    ['videos/hero-1.webp', []],
    ['fonts/inter.woff2', []],
  ])('%s: %j', (file, extensions) => {
    expect(encodingsOf(file).map(({ extension }) => extension)).toEqual(extensions);
  });

  test('tells a text file’s compressed sibling from a file of its own', () => {
    expect(isCompressedSibling('news/index.html.br')).toBe(true);
    expect(isCompressedSibling('_astro/app.js.gz')).toBe(true);
    expect(isCompressedSibling('backup.tar.gz')).toBe(false);
  });

  test('knows a sibling that encodes other content, or is no sibling at all, for stale', () => {
    const content = page(20);
    expect(encodes(GZIP.encode(content, 'fast'), GZIP, content)).toBe(true);
    expect(encodes(GZIP.encode(page(21), 'fast'), GZIP, content)).toBe(false);
    expect(encodes(Buffer.from('not brotli'), BROTLI, content)).toBe(false);
    expect(encodes(null, BROTLI, content)).toBe(false);
  });
});
