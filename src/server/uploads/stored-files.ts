import type { Entity, FileKind } from '#shared/entities/define-entity.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { MEDIA } from '#shared/entities/media.ts';
import { FOCAL_CENTRE, type FocalPoint } from '#shared/schemas/common.ts';
import { assertImage, assertPdf } from './content-checks.ts';
import type { FileChanges } from './file-changes.ts';
import { CVS_PREFIX, PDFS_PREFIX } from './file-store.ts';
import { FOCAL_POINTS_COLUMN, focalPointsOfRow } from './focal-points-column.ts';
import { encodeImage, uprightSize } from './image-encoder.ts';
import { PDFS_URL_PREFIX, type Storage } from './storage.ts';
import { imageFiles, imageSet, imageUrl, parseStoredImage } from './stored-image.ts';
import { StreamedUpload, TempUpload, type Upload } from './temp-upload.ts';

/** What a file field of an entity holds (its descriptor's `files`). */
export function fileKindOf(entity: Entity, field: string): FileKind {
  const file = entity.files[field];
  if (!file) throw new Error(`${entity.kind} has no file field ${field}`);
  return file.kind;
}

/** What an answer needs of a media row an image field refers to. */
export interface StoredMedia {
  mediaId: number;
  imageUrl: string;
  focalPoints: string | null;
  altEn: string;
  altSq: string;
  decorative: number;
}

/**
 * Checks an upload's content (415 if wrong) before any row names it; answers its type. A PDF is
 * parsed whole, from the bytes kept as it streamed to the store.
 */
export async function checkUpload(kind: FileKind, field: string, upload: Upload): Promise<string> {
  if (kind === 'image' || kind === 'media') return assertImage(tempPathOf(upload, field), field);
  await assertPdf(streamedOf(upload, field).bytes, field);
  return 'application/pdf';
}

/** The temporary file of an upload the multipart parser kept on this instance (an image's). */
export function tempPathOf(upload: Upload, field: string): string {
  if (upload instanceof TempUpload) return upload.path;
  throw new Error(`${field} was streamed to the store, not kept as a temporary file`);
}

/** A PDF the multipart parser streamed to the store (multipart.ts STREAMED_KINDS: every PDF and CV field). */
function streamedOf(upload: Upload, field: string): StreamedUpload {
  if (upload instanceof StreamedUpload) return upload;
  throw new Error(`${field} was kept as a temporary file, not streamed to the store`);
}

/** The file as uploaded, as a media row keeps it: its sender's name, its type by content, its size and upright dimensions. */
export interface UploadedOriginal {
  name: string;
  type: string;
  bytes: number;
  width: number;
  height: number;
}

/** An image upload as it came (`type` as its check found it). */
export async function uploadedOriginal(field: string, upload: Upload, type: string): Promise<UploadedOriginal> {
  const { width, height } = await uprightSize(tempPathOf(upload, field), field);
  return { name: upload.name, type, bytes: upload.size, width, height };
}

/** The columns of a row that keeps its upload as it came (a file field's `keepsOriginal`), sent by `actor` now. */
export const originalColumns = (original: UploadedOriginal, actor: string) => ({
  originalName: original.name,
  originalType: original.type,
  originalBytes: original.bytes,
  originalWidth: original.width,
  originalHeight: original.height,
  uploadedBy: actor,
  uploadedAt: new Date().toISOString(),
});

/**
 * Stores a checked upload under a server-made name and returns the value for its column: an image
 * encoded into the store, a PDF the multipart parser streamed there taken by this write.
 */
export async function storeUpload(
  storage: Storage,
  kind: Exclude<FileKind, 'media'>,
  field: string,
  upload: Upload,
  changes: FileChanges,
): Promise<string> {
  if (kind === 'image')
    return JSON.stringify(await encodeImage(tempPathOf(upload, field), storage.files, field, changes));
  const streamed = streamedOf(upload, field);
  changes.created(streamed.key);
  streamed.taken = true;
  return streamed.column;
}

/** The store's key of a PDF column's file: a catalogue's or a plan's is public, a CV private. */
export const pdfKey = (kind: 'pdf' | 'cv', column: string) =>
  `${kind === 'pdf' ? PDFS_PREFIX : CVS_PREFIX}${column}.pdf`;

/** The store's keys of the files behind a column value. */
export function storedFiles(kind: FileKind, column: unknown): string[] {
  // A reference to the library owns no files: they are its media row's.
  if (typeof column !== 'string' || kind === 'media') return [];
  if (kind === 'image') {
    const image = parseStoredImage(column);
    return image ? imageFiles(image) : [];
  }
  return [pdfKey(kind, column)];
}

/** Whether every file behind a column value is still stored (false for a column without files). */
export async function storedFilesExist(storage: Storage, kind: FileKind, column: unknown): Promise<boolean> {
  const files = storedFiles(kind, column);
  const found = await Promise.all(files.map((file) => storage.files.stat(file)));
  return files.length > 0 && found.every(Boolean);
}

export const pdfUrl = (column: unknown) => (typeof column === 'string' ? `${PDFS_URL_PREFIX}${column}.pdf` : null);

/**
 * A row as the API answers it: file columns become URLs, images also get their srcset and focal
 * point under `imageSets`, and the item every image field's point under `focalPoints`. An image
 * field that refers to the library (`kind: 'media'`) is answered from its row in `media` (which the
 * caller read for its rows in one go), beside the reference itself. CVs are not handled here;
 * their URL is an authenticated route.
 */
export function withFileUrls(
  row: Record<string, unknown>,
  entity: Entity,
  media: ReadonlyMap<number, StoredMedia> = new Map(),
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...row };
  const imageSets: Record<string, unknown> = {};
  const focalPoints: Record<string, FocalPoint> = {};
  const ownPoints = focalPointsOfRow(entity, row[FOCAL_POINTS_COLUMN]);
  const answerImage = (field: string, column: unknown, point: FocalPoint) => {
    const image = parseStoredImage(typeof column === 'string' ? column : null);
    result[field] = imageUrl(image);
    imageSets[field] = imageSet(image, point);
    focalPoints[field] = point;
  };
  for (const [field, { kind }] of Object.entries(entity.files)) {
    if (kind === 'image') answerImage(field, row[field], ownPoints[field] ?? { ...FOCAL_CENTRE });
    else if (kind === 'media') {
      const reference = mediaReferenceOf(field);
      const image = media.get(Number(row[reference]));
      answerImage(
        field,
        image?.imageUrl,
        focalPointsOfRow(MEDIA, image?.focalPoints ?? null).imageUrl ?? { ...FOCAL_CENTRE },
      );
      result[reference] = image ? image.mediaId : null;
      const set = imageSets[field];
      if (image && set) {
        const alt = { en: image.altEn, sq: image.altSq };
        imageSets[field] = { ...set, mediaId: image.mediaId, alt, decorative: image.decorative === 1 };
      }
    } else if (kind === 'pdf') {
      result[field] = pdfUrl(row[field]);
    }
  }
  if (Object.keys(imageSets).length > 0) {
    result.imageSets = imageSets;
    result[FOCAL_POINTS_COLUMN] = focalPoints;
  }
  return result;
}
