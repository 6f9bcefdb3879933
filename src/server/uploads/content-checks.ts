import { open, readFile } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { unsupportedFile } from '../errors.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/**
 * Refuses (415) anything whose bytes are not a JPEG, PNG, WebP or AVIF image, and answers which it
 * is. SVG is text, so it never passes.
 */
export async function assertImage(file: string, field: string): Promise<string> {
  const type = await fileTypeFromFile(file);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw unsupportedFile(field, 'The image must be a JPEG, PNG, WebP or AVIF file.');
  }
  return type.mime;
}

/** Refuses (415) anything that does not start with a PDF header and parse as a PDF with pages. */
export async function assertPdf(file: string, field: string): Promise<void> {
  const notPdf = () => unsupportedFile(field, 'The file must be a PDF document.');
  const handle = await open(file);
  const header = Buffer.alloc(5);
  try {
    await handle.read(header, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (header.toString('latin1') !== '%PDF-') throw notPdf();
  try {
    const document = await PDFDocument.load(await readFile(file), { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() < 1) throw notPdf();
  } catch {
    throw notPdf();
  }
}
