import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS_PX } from '#shared/constants.ts';
import { unsupportedFile } from '../errors.ts';
import type { FileChanges } from './file-changes.ts';
import { newFileKey } from './file-names.ts';
import type { FileStore } from './file-store.ts';
import { type StoredImage, variantKey } from './stored-image.ts';

// Effort 2 encodes a 2400 px AVIF in about a second on these machines; the default (4) takes several.
const AVIF_QUALITY = 55;
export const DEFAULT_AVIF_EFFORT = 2;
const WEBP_OPTIONS = { quality: 80 } as const;

/** The srcset widths for an original of `width` px: the standard ones below it, and itself up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...IMAGE_WIDTHS_PX);
  const widths: number[] = IMAGE_WIDTHS_PX.filter((standard) => standard < Math.min(width, largest));
  widths.push(Math.min(width, largest));
  return widths;
}

/**
 * A digest of everything that decides the files `encodeImage` writes for a given source at
 * `avifEffort`: this module's own code (its settings and steps), the widths, and the versions of
 * sharp and of libvips with its codecs. Whatever keeps encodings beyond one upload (the demo
 * seed's cache) keys them by it, so that a change to the pipeline never serves an older encoding.
 */
export function imageEncodingFingerprint(avifEffort = DEFAULT_AVIF_EFFORT): string {
  return createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(JSON.stringify({ widths: IMAGE_WIDTHS_PX, avifEffort, versions: sharp.versions }))
    .digest('hex');
}

const unreadable = (field: string) => unsupportedFile(field, 'The image could not be read; it may be damaged.');

/** An image's dimensions as it will stand once upright (autoOrient); 415 when its bytes cannot be read. */
export async function uprightSize(source: string, field: string): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = (await sharp(source).metadata()).autoOrient;
    return { width, height };
  } catch {
    throw unreadable(field);
  }
}

/**
 * Re-encodes an uploaded image into AVIF and WebP at every srcset width, upright and without
 * metadata, into `store`. Every file written is recorded in `changes`, so that a failed write can
 * remove it.
 */
export async function encodeImage(
  source: string,
  store: FileStore,
  field: string,
  changes: FileChanges,
  avifEffort = DEFAULT_AVIF_EFFORT,
): Promise<StoredImage> {
  const { width, height } = await uprightSize(source, field);
  const upright = sharp(source, { failOn: 'error' }).autoOrient();
  const key = newFileKey();
  const widths = variantWidths(width);
  for (const variantWidth of widths) {
    const resized = upright.clone().resize({ width: variantWidth, withoutEnlargement: true });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: AVIF_QUALITY, effort: avifEffort }).toBuffer(),
      resized.clone().webp(WEBP_OPTIONS).toBuffer(),
    ]).catch(() => {
      throw unreadable(field);
    });
    const [avifKey, webpKey] = [variantKey(key, variantWidth, 'avif'), variantKey(key, variantWidth, 'webp')];
    changes.created(avifKey, webpKey);
    // A variant is a few hundred kilobytes at most: written whole, with its type for the bucket's answers.
    await Promise.all([store.write(avifKey, avif, 'image/avif'), store.write(webpKey, webp, 'image/webp')]);
  }
  const largest = widths[widths.length - 1] ?? width;
  return { key, width: largest, height: Math.round((height * largest) / width), widths };
}
