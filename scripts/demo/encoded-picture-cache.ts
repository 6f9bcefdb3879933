import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { FileChanges } from '#server/uploads/file-changes.ts';
import { newFileKey } from '#server/uploads/file-names.ts';
import type { FileStore } from '#server/uploads/file-store.ts';
import { IMAGE_FORMATS, type StoredImage, StoredImageSchema, variantKey } from '#server/uploads/stored-image.ts';

/** The checkout's cache of demo picture encodings (git-ignored): every data folder seeded from it shares it. */
export const DEMO_PICTURE_CACHE_DIR = fileURLToPath(new URL('../../.cache/demo-pictures/', import.meta.url));

const ENTRY_FILE = 'image.json';
const EntrySchema = StoredImageSchema.omit({ key: true });

const cachedName = (width: number, format: (typeof IMAGE_FORMATS)[number]) => `${width}.${format}`;
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Encodings of seed pictures kept between seeds, so that a second data folder or a reset seed of
 * the same checkout copies them instead of encoding them again. Entries live under
 * `root/<fingerprint>/<digest of the picture's bytes>/`: an edited picture or a changed pipeline
 * (another fingerprint, imageEncodingFingerprint) finds no entry and is encoded afresh, and the
 * first entry of a new fingerprint removes those of the others. An entry appears whole or not at
 * all (written aside, then renamed into place), so seeds running side by side may share the cache.
 */
export class EncodedPictureCache {
  readonly #root: string;
  readonly #dir: string;
  readonly #fingerprint: string;

  constructor(root: string, fingerprint: string) {
    this.#root = root;
    this.#fingerprint = fingerprint;
    this.#dir = path.join(root, fingerprint);
  }

  /**
   * Copies the cached encoding of `source` into `store` under a fresh key, recording each file
   * in `changes`; null when the cache has none.
   */
  async restore(source: string, store: FileStore, changes: FileChanges): Promise<StoredImage | null> {
    const entry = await this.#entryOf(source);
    let stored: Omit<StoredImage, 'key'>;
    try {
      stored = EntrySchema.parse(JSON.parse(await readFile(path.join(entry, ENTRY_FILE), 'utf8')));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const key = newFileKey();
    const copied: string[] = [];
    try {
      for (const width of stored.widths) {
        for (const format of IMAGE_FORMATS) {
          const target = variantKey(key, width, format);
          // Opened before the write, so that a file missing from the entry stores nothing.
          const cached = await readFile(path.join(entry, cachedName(width, format)));
          changes.created(target);
          copied.push(target);
          await store.write(target, cached, `image/${format}`);
        }
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
      // An entry someone emptied by hand: drop it, and the caller encodes the picture again.
      await store.remove(copied);
      await rm(entry, { recursive: true, force: true });
      return null;
    }
    return { key, ...stored };
  }

  /** Keeps the encoding `image` of `source`, whose files are in `store`. */
  async keep(source: string, store: FileStore, image: StoredImage): Promise<void> {
    const entry = await this.#entryOf(source);
    const createdFirst = await mkdir(this.#dir, { recursive: true });
    if (createdFirst) await this.#removeOtherFingerprints();
    const incoming = await mkdtemp(path.join(this.#dir, '.incoming-'));
    try {
      for (const width of image.widths) {
        for (const format of IMAGE_FORMATS) {
          const stored = await store.read(variantKey(image.key, width, format));
          if (!stored) throw new Error(`The encoding of ${source} is not in ${store.location}`);
          await pipeline(stored.body, createWriteStream(path.join(incoming, cachedName(width, format))));
        }
      }
      await writeFile(path.join(incoming, ENTRY_FILE), JSON.stringify(EntrySchema.parse(image)));
      await rename(incoming, entry);
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      // Another seed kept the same picture first: its entry is as good as this one.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw error;
    }
  }

  async #entryOf(source: string): Promise<string> {
    const digest = createHash('sha256')
      .update(await readFile(source))
      .digest('hex');
    return path.join(this.#dir, digest);
  }

  async #removeOtherFingerprints(): Promise<void> {
    const others = (await readdir(this.#root)).filter((name) => name !== this.#fingerprint);
    await Promise.all(others.map((name) => rm(path.join(this.#root, name), { recursive: true, force: true })));
  }
}
