import { Transform } from 'node:stream';
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

const PDF_HEADER = '%PDF-';
const notPdf = (field: string) => unsupportedFile(field, 'The file must be a PDF document.');

/**
 * Passes a PDF's bytes on, failing (415) at once when they do not start with a PDF header: a
 * streamed upload is refused before anything else of it is stored.
 */
export function pdfHeaderCheck(field: string): Transform {
  let head = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < PDF_HEADER.length) {
        head = Buffer.concat([head, chunk]);
        if (!PDF_HEADER.startsWith(head.subarray(0, PDF_HEADER.length).toString('latin1')))
          return callback(notPdf(field));
      }
      callback(null, chunk);
    },
  });
}

/** Refuses (415) anything that does not start with a PDF header and parse as a PDF with pages. */
export async function assertPdf(bytes: Uint8Array, field: string): Promise<void> {
  if (Buffer.from(bytes.subarray(0, PDF_HEADER.length)).toString('latin1') !== PDF_HEADER) throw notPdf(field);
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() < 1) throw notPdf(field);
  } catch {
    throw notPdf(field);
  }
}
