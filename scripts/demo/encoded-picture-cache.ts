import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileChanges } from '#server/uploads/file-changes.ts';
import { newFileKey } from '#server/uploads/file-names.ts';
import { IMAGE_FORMATS, type StoredImage, StoredImageSchema, variantName } from '#server/uploads/stored-image.ts';

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
   * Copies the cached encoding of `source` into `imagesDir` under a fresh key, recording each file
   * in `changes`; null when the cache has none.
   */
  async restore(source: string, imagesDir: string, changes: FileChanges): Promise<StoredImage | null> {
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
          const target = path.join(imagesDir, variantName(key, width, format));
          changes.created(target);
          copied.push(target);
          // A clone where the file system offers one (no bytes copied), else a copy: never a hard
          // link, which would let a write to either change the other.
          await copyFile(path.join(entry, cachedName(width, format)), target, constants.COPYFILE_FICLONE);
        }
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
      // An entry someone emptied by hand: drop it, and the caller encodes the picture again.
      await Promise.all([...copied, entry].map((file) => rm(file, { recursive: true, force: true })));
      return null;
    }
    return { key, ...stored };
  }

  /** Keeps the encoding `image` of `source`, whose files are in `imagesDir`. */
  async keep(source: string, imagesDir: string, image: StoredImage): Promise<void> {
    const entry = await this.#entryOf(source);
    const createdFirst = await mkdir(this.#dir, { recursive: true });
    if (createdFirst) await this.#removeOtherFingerprints();
    const incoming = await mkdtemp(path.join(this.#dir, '.incoming-'));
    try {
      for (const width of image.widths) {
        for (const format of IMAGE_FORMATS) {
          const from = path.join(imagesDir, variantName(image.key, width, format));
          await copyFile(from, path.join(incoming, cachedName(width, format)), constants.COPYFILE_FICLONE);
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
