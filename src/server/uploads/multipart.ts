import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_CATALOG_PDF_BYTES, MAX_FILE_NAME_CHARS, MAX_UNIT_IMPORT_BYTES } from '#shared/constants.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import { UNIT_IMPORT_FILE_FIELD } from '#shared/payloads/unit-import.ts';
import { badRequest, fileTooLarge } from '../errors.ts';
import { pdfHeaderCheck } from './content-checks.ts';
import { newFileKey } from './file-names.ts';
import type { FileStore } from './file-store.ts';
import { removeTempFiles } from './storage.ts';
import { pdfKey } from './stored-files.ts';
import { StreamedUpload, TempUpload } from './temp-upload.ts';

/** Every file field a writer accepts, with its size limit (entity descriptors, and an import's spreadsheet). Any other file field is refused. */
export const FILE_FIELD_LIMITS_BYTES: Record<string, number> = {
  ...Object.fromEntries(
    ENTITIES.flatMap((entity) => Object.entries(entity.files).map(([field, file]) => [field, file.maxBytes])),
  ),
  // A building's units as a spreadsheet (routes/unit-import.ts).
  [UNIT_IMPORT_FILE_FIELD]: MAX_UNIT_IMPORT_BYTES,
};

/** The file fields whose uploads go straight to the store as they arrive: PDFs, which need no decoding. */
const STREAMED_KINDS: Record<string, 'pdf' | 'cv'> = Object.fromEntries(
  ENTITIES.flatMap((entity) =>
    Object.entries(entity.files).flatMap(([field, file]) =>
      file.kind === 'pdf' || file.kind === 'cv' ? [[field, file.kind]] : [],
    ),
  ),
);

declare module 'fastify' {
  interface FastifyRequest {
    tempFiles: string[];
    streamedUploads: StreamedUpload[];
  }
}

/** Counts bytes and fails the stream as soon as they pass `maxBytes`. */
function byteLimit(field: string, maxBytes: number, onSize: (size: number) => void) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(fileTooLarge(field, maxBytes));
      else callback(null, chunk);
    },
    flush(callback) {
      onSize(size);
      callback();
    },
  });
}

/** Passes bytes on and keeps them, for `onEnd` to take whole. */
function keepBytes(onEnd: (bytes: Buffer) => void) {
  const kept: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      kept.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onEnd(Buffer.concat(kept));
      callback();
    },
  });
}

/** The last part of a sender's file name (some browsers send folders), cut to what a row keeps. */
const senderFileName = (name: string | undefined) =>
  (name ?? '').split(/[\\/]/).pop()?.trim().slice(0, MAX_FILE_NAME_CHARS) ?? '';

/**
 * Streams a PDF from the request into the store under a server-made name, checking its size and
 * header as it goes; the request's end removes it unless a write took it. Its bytes are kept as
 * they pass, bounded by the field's limit: the parse that follows needs the whole document, and
 * reading it back from a bucket would cost a second transfer.
 */
async function streamToStore(
  request: FastifyRequest,
  part: MultipartFile,
  kind: 'pdf' | 'cv',
  files: FileStore,
  maxBytes: number,
) {
  const column = newFileKey();
  const upload = new StreamedUpload(pdfKey(kind, column), column, 0, senderFileName(part.filename));
  request.streamedUploads.push(upload);
  const body = new PassThrough();
  const counted = byteLimit(part.fieldname, maxBytes, (total) => (upload.size = total));
  const kept = keepBytes((bytes) => (upload.bytes = bytes));
  // The request's refusal (size, header) is what the sender hears; the store's, if the request's
  // bytes were fine. A store that fails stops the request's stream too, so that nothing waits on it.
  let storeError: unknown;
  const writing = files.write(upload.key, body, 'application/pdf').catch((error: unknown) => {
    storeError = error;
    body.destroy(error as Error);
  });
  try {
    await pipeline(part.file, counted, pdfHeaderCheck(part.fieldname), kept, body);
  } finally {
    await writing;
  }
  if (storeError) throw storeError;
  if (part.file.truncated) throw fileTooLarge(part.fieldname, maxBytes);
  // A file input left empty still sends an empty part: it means "keep the current file".
  if (upload.size === 0) return;
  (part as MultipartFile & { value: unknown }).value = upload;
}

async function receiveFile(this: FastifyRequest, part: MultipartFile, { tmpDir, files }: MultipartOptions) {
  const maxBytes = FILE_FIELD_LIMITS_BYTES[part.fieldname];
  if (maxBytes === undefined) {
    part.file.resume();
    throw badRequest({ [part.fieldname]: 'This field does not take a file.' });
  }
  const streamed = STREAMED_KINDS[part.fieldname];
  if (streamed) return streamToStore(this, part, streamed, files, maxBytes);
  const file = path.join(tmpDir, newFileKey());
  this.tempFiles.push(file);
  let size = 0;
  await pipeline(
    part.file,
    byteLimit(part.fieldname, maxBytes, (total) => (size = total)),
    createWriteStream(file),
  );
  if (part.file.truncated) throw fileTooLarge(part.fieldname, maxBytes);
  // A file input left empty still sends an empty part: it means "keep the current file".
  if (size === 0) return;
  (part as MultipartFile & { value: unknown }).value = new TempUpload(file, size, senderFileName(part.filename));
}

interface MultipartOptions {
  /** This instance's folder for images and spreadsheets while a request checks them. */
  tmpDir: string;
  /** The store PDFs are streamed to. */
  files: FileStore;
}

/**
 * Parses multipart bodies into plain key-value bodies that the route schemas validate, streaming
 * PDFs to the file store and other files to the instance's temporary folder; temporary files, and
 * PDFs no write took, are removed before the response is sent, whatever happened.
 */
export const multipartPlugin = fp(async (app: FastifyInstance, options: MultipartOptions) => {
  app.decorateRequest('tempFiles');
  app.decorateRequest('streamedUploads');
  app.addHook('onRequest', async (request) => {
    request.tempFiles = [];
    request.streamedUploads = [];
  });
  // An earlier hook may have answered before the onRequest hook below ran.
  const cleanUp = async (request: FastifyRequest) => {
    const untaken = (request.streamedUploads ?? []).splice(0).filter((upload) => !upload.taken);
    // A store that refuses now leaves them to the sweep of files no row names (resources/file-sweep.ts).
    await Promise.all([
      removeTempFiles(request.tempFiles ?? []),
      options.files.remove(untaken.map((upload) => upload.key)).catch(() => {}),
    ]);
  };
  // Before the answer goes out, so that whoever reads the answer finds no temporary file left;
  // after it and on an abort as well, for answers that never pass through onSend.
  app.addHook('onSend', async (request, _reply, payload) => {
    await cleanUp(request);
    return payload;
  });
  app.addHook('onResponse', cleanUp);
  app.addHook('onRequestAbort', cleanUp);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_CATALOG_PDF_BYTES, files: 8, fields: 40, fieldSize: 64 * 1024, parts: 48 },
    onFile(part) {
      return receiveFile.call(this, part, options);
    },
  });
});
