import type { Readable } from 'node:stream';

/**
 * Every file the product keeps, by key: a path under the store, `uploads/images/<name>`,
 * `uploads/pdfs/<name>` (public: served under `/uploads/`) or `private/cvs/<name>` (staff only,
 * through the API). Two stores keep them: a folder (the embedded default) and an S3-compatible
 * bucket (`S3_BUCKET`), so that API instances on several machines share no disk.
 */
export interface FileStore {
  /** Where the files are, for messages and logs: a folder's path or `s3://bucket/prefix`. */
  readonly location: string;
  /**
   * Stores `body` under `key` (keys are server-made, so nothing is overwritten) and answers the
   * bytes written. A stream is written as it arrives, never held whole in memory.
   */
  write(key: string, body: Readable | Buffer, contentType: string): Promise<number>;
  /** The file's content as a stream with its size, or null when there is none. */
  read(key: string): Promise<StoredFileRead | null>;
  /** The file's size and date, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the files; one already gone is no error. */
  remove(keys: Iterable<string>): Promise<void>;
  /** Every file whose key starts with `prefix`, in no set order. */
  list(prefix: string): AsyncIterable<StoredFileInfo>;
  /**
   * A URL a browser can fetch the file from for `seconds`, offered as a download named
   * `fileName`; null where the store makes none (a folder: the API serves the file itself).
   */
  signedUrl(key: string, seconds: number, fileName: string): Promise<string | null>;
}

export interface StoredFileInfo {
  key: string;
  bytes: number;
  modifiedAt: Date;
}

export interface StoredFileRead extends StoredFileInfo {
  body: Readable;
}

/** The store could not be reached (a bucket down or refusing): uploads answer 503 with Retry-After. */
export class FileStoreUnavailable extends Error {
  constructor(location: string, cause: unknown) {
    super(`The file store ${location} cannot be reached.`, { cause });
    this.name = 'FileStoreUnavailable';
  }
}

export const IMAGES_PREFIX = 'uploads/images/';
export const PDFS_PREFIX = 'uploads/pdfs/';
export const CVS_PREFIX = 'private/cvs/';
/** What `/uploads/` serves: images and catalogue PDFs; CVs are never under it. */
export const PUBLIC_PREFIX = 'uploads/';

/** Every key of the store, public and private. */
export async function* allFiles(store: FileStore): AsyncIterable<StoredFileInfo> {
  for (const prefix of [PUBLIC_PREFIX, CVS_PREFIX]) yield* store.list(prefix);
}

/** Empties the store (a reset of the demo). */
export async function removeAllFiles(store: FileStore): Promise<void> {
  const keys: string[] = [];
  for await (const { key } of allFiles(store)) keys.push(key);
  await store.remove(keys);
}

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', pdf: 'application/pdf' };

/** What a stored file is, by the extension the product gives it; null for any other. */
export const contentTypeOf = (key: string): string | null => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? null;
