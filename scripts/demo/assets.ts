import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoPicture } from './motifs.ts';

const ASSETS_DIR = fileURLToPath(new URL('assets/', import.meta.url));

/** The path of a committed demo file, named relative to scripts/demo/assets (`cvs/arben-kola.pdf`). */
export function assetFile(name: string): string {
  return path.join(ASSETS_DIR, name);
}

/** The committed file of a demo picture: a 2400x1600 WebP named after its motif and variant. */
export function pictureFile(picture: DemoPicture): string {
  return assetFile(`pictures/${picture.motif}-${picture.variant}.webp`);
}
