import { copyFile, link } from 'node:fs/promises';
import path from 'node:path';
import { FileChanges } from '#server/uploads/file-changes.ts';
import { newFileKey } from '#server/uploads/file-names.ts';
import { encodeImage } from '#server/uploads/image-encoder.ts';
import type { Storage } from '#server/uploads/storage.ts';
import { IMAGE_FORMATS, type StoredImage, variantName } from '#server/uploads/stored-image.ts';

// Seeding encodes many pictures; the fastest AVIF effort keeps a first start short.
const SEED_AVIF_EFFORT = 0;

/**
 * Stores seed pictures and PDFs from committed files the way uploads are stored, encoding or
 * copying each distinct file once and giving every further use its own hard-linked copy, so that
 * each row still owns its files.
 */
export class FilePool {
  readonly changes = new FileChanges();
  readonly #storage: Storage;
  readonly #images = new Map<string, Promise<StoredImage>>();
  readonly #pdfs = new Map<string, Promise<string>>();
  readonly #used = new Set<string>();

  constructor(storage: Storage) {
    this.#storage = storage;
  }

  /** The column value of a stored image encoded from the picture at `file`. */
  async image(file: string): Promise<string> {
    let encoded = this.#images.get(file);
    if (!encoded) {
      encoded = encodeImage(file, this.#storage.imagesDir, 'seed', this.changes, SEED_AVIF_EFFORT);
      this.#images.set(file, encoded);
    }
    const original = await encoded;
    if (!this.#used.has(file)) {
      this.#used.add(file);
      return JSON.stringify(original);
    }
    const copy = { ...original, key: newFileKey() };
    const { imagesDir } = this.#storage;
    for (const width of original.widths) {
      for (const format of IMAGE_FORMATS) {
        const target = path.join(imagesDir, variantName(copy.key, width, format));
        this.changes.created(target);
        await link(path.join(imagesDir, variantName(original.key, width, format)), target);
      }
    }
    return JSON.stringify(copy);
  }

  /** Lets the next use of every image take the original files instead of a copy. */
  forgetUses(): void {
    this.#used.clear();
  }

  /** The column value of a stored public PDF (`pdf`) or CV (`cv`) copied from `file`. */
  async pdf(kind: 'pdf' | 'cv', file: string): Promise<string> {
    const dir = kind === 'pdf' ? this.#storage.pdfsDir : this.#storage.cvsDir;
    const cacheKey = `${kind}:${file}`;
    let stored = this.#pdfs.get(cacheKey);
    if (!stored) {
      stored = this.#copy(file, dir);
      this.#pdfs.set(cacheKey, stored);
      return stored;
    }
    const key = newFileKey();
    const target = path.join(dir, `${key}.pdf`);
    this.changes.created(target);
    await link(path.join(dir, `${await stored}.pdf`), target);
    return key;
  }

  async #copy(file: string, dir: string): Promise<string> {
    const key = newFileKey();
    const target = path.join(dir, `${key}.pdf`);
    this.changes.created(target);
    await copyFile(file, target);
    return key;
  }
}
