import { z } from 'zod';

/** A file received in a multipart request: its size, and the name its sender gave it (without folders, or ''). */
export class Upload {
  /** Its bytes, known once all of it has arrived. */
  size: number;
  readonly name: string;

  constructor(size: number, name = '') {
    this.size = size;
    this.name = name;
  }
}

/**
 * An upload streamed to a temporary path of this instance, removed when the request ends: an image,
 * which must be decoded whole before its encodings are stored, or a spreadsheet to read.
 */
export class TempUpload extends Upload {
  readonly path: string;

  constructor(path: string, size: number, name = '') {
    super(size, name);
    this.path = path;
  }
}

/**
 * A PDF streamed from the request straight into the file store under a server-made name, its
 * column value `column` at `key`: removed when the request ends unless a write took it
 * (stored-files.ts storeUpload), which then answers for it as for any file it stores.
 */
export class StreamedUpload extends Upload {
  readonly key: string;
  readonly column: string;
  /** Its bytes as they passed to the store, for the parse that must read a PDF whole (stored-files.ts checkUpload). */
  bytes: Buffer = Buffer.alloc(0);
  taken = false;

  constructor(key: string, column: string, size: number, name = '') {
    super(size, name);
    this.key = key;
    this.column = column;
  }
}

/**
 * A file field of a writer's body. Only the multipart parser makes uploads, so a JSON body can
 * never name a path on the server or a key of the store.
 */
export const UploadSchema = z
  .instanceof(Upload, { error: 'Send this file as multipart form data.' })
  .meta({ type: 'string', format: 'binary' });
