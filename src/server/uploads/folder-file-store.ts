import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore, StoredFileInfo, StoredFileRead } from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The embedded default: files under a folder (DATA_DIR, or UPLOADS_DIR shared by instances), a key its relative path. */
export class FolderFileStore implements FileStore {
  readonly location: string;

  constructor(root: string) {
    this.location = root;
  }

  /** The path of a key; refuses one that would leave the folder (keys are server-made, so never). */
  pathOf(key: string): string {
    const file = path.resolve(this.location, key);
    if (!file.startsWith(path.resolve(this.location) + path.sep)) throw new Error(`Not a file key: ${key}`);
    return file;
  }

  async write(key: string, body: Readable | Buffer, _contentType: string): Promise<number> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(body)) {
      await writeFile(file, body);
      return body.length;
    }
    const output = createWriteStream(file);
    try {
      await pipeline(body, output);
    } catch (error) {
      // A stream that failed (a client gone, a file over its limit) leaves no part of a file behind.
      await rm(file, { force: true });
      throw error;
    }
    return output.bytesWritten;
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const found = await stat(this.pathOf(key));
      return found.isFile() ? { key, bytes: found.size, modifiedAt: found.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<StoredFileRead | null> {
    const info = await this.stat(key);
    return info && { ...info, body: createReadStream(this.pathOf(key)) };
  }

  async remove(keys: Iterable<string>): Promise<void> {
    await Promise.all([...keys].map((key) => rm(this.pathOf(key), { force: true })));
  }

  async *list(prefix: string): AsyncIterable<StoredFileInfo> {
    // A prefix is a folder and the start of a name in it (`uploads/images/abc`).
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    let names: string[];
    try {
      names = await readdir(path.join(this.location, folder), { recursive: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names) {
      const key = folder + name.split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await this.stat(key);
      if (info) yield info;
    }
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }
}
