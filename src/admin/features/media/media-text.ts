import { adminNumber } from '#admin/lib/admin-number.ts';
import { MEDIA_TYPES, type Media } from '#shared/entities/media.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** How an image's original file and its facts read on the library's screens, in the admin's language. */

type MediaType = (typeof MEDIA_TYPES)[number];

/** A type as people name it, the same in both languages. */
const TYPE_NAMES: Record<MediaType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
};

/** The types the library holds, each with its name: the choices of its filter. */
export const MEDIA_TYPE_CHOICES = MEDIA_TYPES.map((type) => ({ value: type, label: TYPE_NAMES[type] }));

export const typeName = (type: MediaType) => TYPE_NAMES[type];

const KIB = 1024;
const MIB = KIB * KIB;

/** A file's size as the admin reads it: "900 B", "532 KB", "2.4 MB" ("2,4 MB" in Albanian), by 1024s as the upload limits are. */
export function fileSizeText(bytes: number, language: Language): string {
  if (bytes < KIB) return `${adminNumber(bytes, language)}\u00a0B`;
  if (bytes < MIB) return `${adminNumber(Math.round(bytes / KIB), language)}\u00a0KB`;
  return `${adminNumber(Math.round((bytes / MIB) * 10) / 10, language)}\u00a0MB`;
}

/** "1 600 × 1 067 px" in Albanian, "1,600 × 1,067 px" in English. */
export const dimensionsText = (width: number, height: number, language: Language) =>
  `${adminNumber(width, language)} × ${adminNumber(height, language)}\u00a0px`;

/** An image's size as stored: its original's upright dimensions, else those of its largest variant. */
export const shownDimensions = (media: Pick<Media, 'originalWidth' | 'originalHeight' | 'imageSets'>) =>
  media.originalWidth !== null && media.originalHeight !== null
    ? { width: media.originalWidth, height: media.originalHeight }
    : { width: media.imageSets.imageUrl.width, height: media.imageSets.imageUrl.height };
