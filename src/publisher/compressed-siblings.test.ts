import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { ENCODINGS } from './compressed-siblings.ts';

const [brotli] = ENCODINGS;

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
  ])('of %s decodes to the page and is no larger than with brotli’s default window', async (_, rows) => {
    const content = page(rows);
    const encoded = await brotli?.encode(content, 'index.html');
    if (!encoded || !brotli) throw new Error('brotli is the first encoding');
    expect(await brotli.decode(encoded)).toEqual(Buffer.from(content));
    const withDefaultWindow = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    });
    expect(encoded.byteLength).toBeLessThanOrEqual(withDefaultWindow.byteLength);
  });
});
