import { createHash } from 'node:crypto';
import { pipeline as pipe, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { allFiles, contentTypeOf, type FileStore, type StoredFileInfo } from './file-store.ts';

/** Files copied at once: a bucket answers each request in some milliseconds, so a few overlap. */
const FILES_AT_ONCE = 4;

export interface MoveReport {
  /** Files copied and checked in this run. */
  copied: number;
  /** Files the target already held, the same size and checksum: an earlier run's. */
  alreadyThere: number;
  /** Files removed from the source once their copy was checked (with `removeSource`). */
  removed: number;
  bytes: number;
}

/** The SHA-256 of a stored file, read as a stream; null when it has gone. */
async function digestOf(store: FileStore, key: string): Promise<{ sha256: string; bytes: number } | null> {
  const file = await store.read(key);
  if (!file) return null;
  const hash = createHash('sha256');
  await pipeline(file.body, hash);
  return { sha256: hash.digest('hex'), bytes: file.bytes };
}

/** Copies a stored file from one store to another, hashing it as it passes; null when it has gone. */
async function copyOf(from: FileStore, to: FileStore, key: string): Promise<{ sha256: string; bytes: number } | null> {
  const file = await from.read(key);
  if (!file) return null;
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // The source's failure reaches the write through the pipe, which destroys what follows it.
  const body = pipe(file.body, hashing, () => {});
  await to.write(key, body, contentTypeOf(key) ?? 'application/octet-stream');
  return { sha256: hash.digest('hex'), bytes: file.bytes };
}

/**
 * Copies every file of `from` (a folder, or a bucket) to `to`, each checked by its size and SHA-256
 * read back from `to`; a file `to` already holds the same is left as it is, so that a run cut off
 * is simply run again. With `removeSource`, each file goes from `from` once its copy is checked.
 * A file that differs after its copy stops the move with an error naming it.
 */
export async function moveFiles(
  from: FileStore,
  to: FileStore,
  { removeSource = false, onFile }: { removeSource?: boolean; onFile?: (report: MoveReport) => void } = {},
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, removed: 0, bytes: 0 };
  const move = async ({ key }: StoredFileInfo) => {
    // An earlier run's copy is compared whole; a file the target lacks is read once, hashed as it is copied.
    const target = (await to.stat(key)) && (await digestOf(to, key));
    const held = target && (await digestOf(from, key));
    if (target && held && target.sha256 === held.sha256) report.alreadyThere += 1;
    else {
      const source = await copyOf(from, to, key);
      // Deleted meanwhile by a running API (the trash's purge): nothing to move.
      if (!source) return;
      const copy = await digestOf(to, key);
      if (copy?.sha256 !== source.sha256 || copy.bytes !== source.bytes) {
        throw new Error(
          `${key} differs in ${to.location} after its copy (${copy?.bytes ?? 0} of ${source.bytes} bytes)`,
        );
      }
      report.copied += 1;
      report.bytes += source.bytes;
    }
    if (removeSource) {
      await from.remove([key]);
      report.removed += 1;
    }
    onFile?.(report);
  };
  const queue: Promise<void>[] = [];
  for await (const file of allFiles(from)) {
    queue.push(move(file));
    if (queue.length >= FILES_AT_ONCE) await Promise.all(queue.splice(0));
  }
  await Promise.all(queue);
  return report;
}
