import { access, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Entity, FileKind } from '#shared/entities/define-entity.ts';
import { assertImage, assertPdf } from './content-checks.ts';
import type { FileChanges } from './file-changes.ts';
import { newFileKey } from './file-names.ts';
import { FOCAL_POINTS_COLUMN, focalPointsOfRow } from './focal-points-column.ts';
import { encodeImage, uprightSize } from './image-encoder.ts';
import { PDFS_URL_PREFIX, type Storage } from './storage.ts';
import { imageFiles, imageSet, imageUrl, parseStoredImage } from './stored-image.ts';
import type { TempUpload } from './temp-upload.ts';

/** What a file field of an entity holds (its descriptor's `files`). */
export function fileKindOf(entity: Entity, field: string): FileKind {
  const file = entity.files[field];
  if (!file) throw new Error(`${entity.kind} has no file field ${field}`);
  return file.kind;
}

/** Checks an upload's content (415 if wrong) before anything is stored; answers its type. */
export async function checkUpload(kind: FileKind, field: string, upload: TempUpload): Promise<string> {
  if (kind === 'image') return assertImage(upload.path, field);
  await assertPdf(upload.path, field);
  return 'application/pdf';
}

/**
 * The columns of a row that keeps its upload as it came (a file field's `keepsOriginal`): its
 * name, type by content, size and upright dimensions, who sent it and when.
 */
export async function originalColumns(field: string, upload: TempUpload, type: string, actor: string) {
  const { width, height } = await uprightSize(upload.path, field);
  return {
    originalName: upload.name,
    originalType: type,
    originalBytes: upload.size,
    originalWidth: width,
    originalHeight: height,
    uploadedBy: actor,
    uploadedAt: new Date().toISOString(),
  };
}

/** Stores a checked upload under a server-made name and returns the value for its column. */
export async function storeUpload(
  storage: Storage,
  kind: FileKind,
  field: string,
  upload: TempUpload,
  changes: FileChanges,
): Promise<string> {
  if (kind === 'image') return JSON.stringify(await encodeImage(upload.path, storage.imagesDir, field, changes));
  const key = newFileKey();
  const target = path.join(kind === 'pdf' ? storage.pdfsDir : storage.cvsDir, `${key}.pdf`);
  changes.created(target);
  await rename(upload.path, target);
  return key;
}

/** The files on disk behind a column value. */
export function storedFiles(storage: Storage, kind: FileKind, column: unknown): string[] {
  if (typeof column !== 'string') return [];
  if (kind === 'image') {
    const image = parseStoredImage(column);
    return image ? imageFiles(storage.imagesDir, image) : [];
  }
  return [path.join(kind === 'pdf' ? storage.pdfsDir : storage.cvsDir, `${column}.pdf`)];
}

/** Whether every file behind a column value is still stored (false for a column without files). */
export async function storedFilesExist(storage: Storage, kind: FileKind, column: unknown): Promise<boolean> {
  const files = storedFiles(storage, kind, column);
  const found = await Promise.all(
    files.map((file) =>
      access(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  return files.length > 0 && found.every(Boolean);
}

export const pdfUrl = (column: unknown) => (typeof column === 'string' ? `${PDFS_URL_PREFIX}${column}.pdf` : null);

/**
 * A row as the API answers it: file columns become URLs, images also get their srcset and focal
 * point under `imageSets`, and the item every image field's point under `focalPoints`. CVs are not
 * handled here; their URL is an authenticated route.
 */
export function withFileUrls(row: Record<string, unknown>, entity: Entity): Record<string, unknown> {
  const result: Record<string, unknown> = { ...row };
  const imageSets: Record<string, unknown> = {};
  const focalPoints = focalPointsOfRow(entity, row[FOCAL_POINTS_COLUMN]);
  for (const [field, { kind }] of Object.entries(entity.files)) {
    if (kind === 'image') {
      const image = parseStoredImage((row[field] as string | null) ?? null);
      result[field] = imageUrl(image);
      imageSets[field] = imageSet(image, focalPoints[field]);
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
