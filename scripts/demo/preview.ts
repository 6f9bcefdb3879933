/**
 * Writes a quick visual check of the demo generators: variants 0 and 3 of every motif at
 * 1200x800 and two sample catalogues. Run from the repo root:
 *   node_modules/.bin/node scripts/demo/preview.ts OUTDIR
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderCatalogPdf } from './catalog-pdf.ts';
import { renderDemoPicture } from './images.ts';
import { DEMO_MOTIFS } from './motifs.ts';

const PREVIEW_VARIANTS = [0, 3] as const;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${label.padEnd(28)} ${(performance.now() - start).toFixed(0).padStart(5)} ms`);
  return result;
}

async function writePictures(outDir: string): Promise<void> {
  for (const motif of DEMO_MOTIFS) {
    for (const variant of PREVIEW_VARIANTS) {
      const png = await timed(`${motif}-${variant}.png`, () => renderDemoPicture({ motif, variant }, 1200, 800));
      await writeFile(join(outDir, `${motif}-${variant}.png`), png);
    }
  }
}

async function writeCatalogues(outDir: string): Promise<void> {
  const samples = [
    {
      file: 'catalog-apartments-P.pdf',
      options: {
        title: 'Apartments for sale',
        titleSq: 'Apartamente në shitje',
        buildingTitle: 'Dajti Residence',
        address: 'Rruga e Elbasanit, Tiranë',
        categoryId: 1,
        layout: 'P' as const,
        units: 18,
        seed: 1,
      },
    },
    {
      file: 'catalog-parking-L.pdf',
      options: {
        title: 'Underground parking',
        titleSq: 'Parkim nëntokësor',
        buildingTitle: 'Lake View Towers',
        address: 'Bulevardi Dëshmorët e Kombit, Tiranë',
        categoryId: 3,
        layout: 'L' as const,
        units: 24,
        seed: 2,
      },
    },
  ];
  for (const { file, options } of samples) {
    const pdf = await timed(file, () => renderCatalogPdf(options));
    await writeFile(join(outDir, file), pdf);
    console.log(`${''.padEnd(28)} ${(pdf.length / 1024).toFixed(1).padStart(5)} KB`);
  }
}

const outDir = process.argv[2];
if (!outDir) {
  console.error('Usage: node scripts/demo/preview.ts OUTDIR');
  process.exit(1);
}
await mkdir(outDir, { recursive: true });
await writePictures(outDir);
await writeCatalogues(outDir);
