import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../uploads/file-store.ts';
import type { S3Settings } from '../uploads/s3-settings.ts';
import { ARCHIVE_NAME_PATTERN } from './backup-format.ts';
import { fileDigest } from './staged-files.ts';

/**
 * Where a bucket keeps the archives: a private key, so in S3_PRIVATE_BUCKET when one is set and
 * never under the public `uploads/`. The sweep, the move between stores and a reset list only
 * `uploads/` and `private/cvs/` (allFiles), so none of them touches an archive.
 */
export const BACKUPS_PREFIX = 'private/backups/';
const ARCHIVE_CONTENT_TYPE = 'application/gzip';

export interface KeptArchive {
  name: string;
  bytes: number;
  modifiedAt: Date;
}

/** Where an archive kept in the bucket is, for messages: `s3://<private bucket>/<S3_PREFIX>private/backups/<name>`. */
export const archiveAddress = (s3: S3Settings, name: string) =>
  `s3://${s3.privateBucket}/${s3.prefix}${BACKUPS_PREFIX}${name}`;

/** The SHA-256 and size of a stored file, read as a stream; null when there is none. */
async function storedDigest(store: FileStore, key: string) {
  const file = await store.read(key);
  if (!file) return null;
  const hash = createHash('sha256');
  await pipeline(file.body, hash);
  return { sha256: hash.digest('hex'), bytes: file.bytes };
}

/** `name`, or `name` with `-2`, `-3`… before `.tar.gz` if the bucket has an archive of that name (another machine's). */
async function unusedName(store: FileStore, name: string): Promise<string> {
  const base = name.replace(/\.tar\.gz$/, '');
  let candidate = name;
  for (let n = 2; await store.stat(BACKUPS_PREFIX + candidate); n++) candidate = `${base}-${n}.tar.gz`;
  return candidate;
}

/**
 * Uploads the archive `file` into the bucket of `store` (multipart, as a stream) and reads it back:
 * a copy that differs in size or SHA-256 is removed and the upload throws. Answers its name there.
 */
export async function keepArchive(store: FileStore, file: string): Promise<string> {
  const name = await unusedName(store, path.basename(file));
  const key = BACKUPS_PREFIX + name;
  const local = await fileDigest(file);
  await store.write(key, createReadStream(file), ARCHIVE_CONTENT_TYPE);
  const stored = await storedDigest(store, key);
  if (stored?.sha256 !== local.sha256 || stored.bytes !== local.bytes) {
    await store.remove([key]);
    throw new Error(`The archive read back from ${store.location} differs from the one written (${file})`);
  }
  return name;
}

/**
 * Downloads the archive `name` (`backup-….tar.gz`; a path before it is ignored) from the bucket
 * of `store` into `target`; false when the bucket has no archive of that name.
 */
export async function fetchArchive(store: FileStore, name: string, target: string): Promise<boolean> {
  const base = path.posix.basename(name);
  if (!ARCHIVE_NAME_PATTERN.test(base)) return false;
  const file = await store.read(BACKUPS_PREFIX + base);
  if (!file) return false;
  await pipeline(file.body, createWriteStream(target, { flags: 'wx' }));
  return true;
}

/** The archives in the bucket of `store`, or in `backupDir` without one, oldest first. */
export async function listArchives(where: { store: FileStore } | { backupDir: string }): Promise<KeptArchive[]> {
  const archives: KeptArchive[] = [];
  if ('store' in where) {
    for await (const { key, bytes, modifiedAt } of where.store.list(BACKUPS_PREFIX)) {
      archives.push({ name: key.slice(BACKUPS_PREFIX.length), bytes, modifiedAt });
    }
  } else {
    const names = await readdir(where.backupDir).catch(() => []);
    for (const name of names) {
      const found = await stat(path.join(where.backupDir, name)).catch(() => null);
      if (found?.isFile()) archives.push({ name, bytes: found.size, modifiedAt: found.mtime });
    }
  }
  // Names hold their UTC time, so their order is the order they were taken in.
  return archives.filter(({ name }) => ARCHIVE_NAME_PATTERN.test(name)).sort((a, b) => a.name.localeCompare(b.name));
}

/** A size as the backup commands print it: `12.3 KB`, `4.5 MB`. */
export const formatBytes = (bytes: number) =>
  bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
