import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assetFile } from './assets.ts';
import { DEMO_CATALOGS } from './content/catalogs.ts';
import { DEMO_APPLICANTS } from './content/contacts.ts';
import { demoPictureFiles } from './seed-demo.ts';
import { POOL_PDFS, POOL_PICTURES } from './seed-scale.ts';

const loadPdf = async (file: string) => {
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
  return PDFDocument.load(bytes);
};

describe('the demo assets', () => {
  it('hold every picture the demo content names, as a 2400x1600 WebP', async () => {
    for (const file of demoPictureFiles()) {
      expect(await sharp(file).metadata(), file).toMatchObject({ format: 'webp', width: 2400, height: 1600 });
    }
  });

  it('hold the pictures of the synthetic content, as 1200x800 WebP', async () => {
    for (const name of POOL_PICTURES) {
      expect(await sharp(assetFile(name)).metadata(), name).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    }
  });

  it('hold every catalogue as a PDF of several pages, landscape when its layout says so', async () => {
    for (const catalog of DEMO_CATALOGS) {
      const document = await loadPdf(assetFile(catalog.pdf));
      expect(document.getPageCount(), catalog.pdf).toBeGreaterThanOrEqual(4);
      const { width, height } = document.getPage(0).getSize();
      expect(width > height ? 'L' : 'P', catalog.pdf).toBe(catalog.input.pdfLayout);
    }
    for (const name of POOL_PDFS)
      expect((await loadPdf(assetFile(name))).getPageCount(), name).toBeGreaterThanOrEqual(4);
  });

  it('label every room of the floor plans in both languages', async () => {
    const ROOMS: [string, string][] = [
      ['Living', 'Ndenja'],
      ['Bedroom', 'Dhomë gjumi'],
      ['Kitchen', 'Kuzhina'],
      ['Bath', 'Banjo'],
      ['Entry', 'Hyrja'],
    ];
    let rooms = 0;
    for (const catalog of DEMO_CATALOGS) {
      const data = new Uint8Array(await readFile(assetFile(catalog.pdf)));
      const document = await getDocument({ data, verbosity: 0 }).promise;
      const labels: string[] = [];
      for (let number = 1; number <= document.numPages; number++) {
        const { items } = await (await document.getPage(number)).getTextContent();
        for (const item of items) if ('str' in item) labels.push(item.str.trim());
      }
      const count = (label: string) => labels.filter((text) => text === label).length;
      for (const [english, albanian] of ROOMS) {
        expect(count(albanian), `${catalog.pdf}: ${english}`).toBe(count(english));
        rooms += count(english);
      }
      await document.destroy();
    }
    expect(rooms, 'rooms drawn on the apartment plans').toBeGreaterThan(100);
  });

  it('hold every CV of the demo applications as a PDF', async () => {
    for (const { cv } of DEMO_APPLICANTS) expect((await loadPdf(assetFile(cv))).getPageCount(), cv).toBe(1);
  });

  it('hold no file that nothing names', async () => {
    const named = new Set([
      ...demoPictureFiles(),
      ...[
        ...POOL_PICTURES,
        ...POOL_PDFS,
        ...DEMO_CATALOGS.map((catalog) => catalog.pdf),
        ...DEMO_APPLICANTS.map(({ cv }) => cv),
      ].map(assetFile),
    ]);
    const entries = await readdir(assetFile(''), { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.filter((file) => !named.has(file))).toEqual([]);
    expect(files).toHaveLength(named.size);
  });
});
