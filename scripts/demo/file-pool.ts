import { link, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileChanges } from '../../src/server/uploads/file-changes.ts';
import { newFileKey } from '../../src/server/uploads/file-names.ts';
import { encodeImage } from '../../src/server/uploads/image-encoder.ts';
import type { Storage } from '../../src/server/uploads/storage.ts';
import { IMAGE_FORMATS, type StoredImage, variantName } from '../../src/server/uploads/stored-image.ts';

// Seeding encodes many pictures; the fastest AVIF effort keeps a first start short.
const SEED_AVIF_EFFORT = 0;

/**
 * Stores seed pictures and PDFs the way uploads are stored, encoding each distinct one once and
 * giving every further use its own hard-linked copy, so that each row still owns its files.
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

  /** The column value of a stored image for `id`, rendering it with `render` the first time. */
  async image(id: string, render: () => Promise<Buffer>): Promise<string> {
    let encoded = this.#images.get(id);
    if (!encoded) {
      encoded = this.#encode(render);
      this.#images.set(id, encoded);
    }
    const original = await encoded;
    if (!this.#used.has(id)) {
      this.#used.add(id);
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

  /** The column value of a stored public PDF (`pdf`) or CV (`cv`) for `id`. */
  async pdf(kind: 'pdf' | 'cv', id: string, render: () => Promise<Uint8Array>): Promise<string> {
    const dir = kind === 'pdf' ? this.#storage.pdfsDir : this.#storage.cvsDir;
    const cacheKey = `${kind}:${id}`;
    let stored = this.#pdfs.get(cacheKey);
    if (!stored) {
      stored = this.#write(dir, render);
      this.#pdfs.set(cacheKey, stored);
      return stored;
    }
    const key = newFileKey();
    const target = path.join(dir, `${key}.pdf`);
    this.changes.created(target);
    await link(path.join(dir, `${await stored}.pdf`), target);
    return key;
  }

  async #encode(render: () => Promise<Buffer>): Promise<StoredImage> {
    const source = path.join(this.#storage.tmpDir, newFileKey());
    await writeFile(source, await render());
    try {
      return await encodeImage(source, this.#storage.imagesDir, 'seed', this.changes, SEED_AVIF_EFFORT);
    } finally {
      await rm(source, { force: true });
    }
  }

  async #write(dir: string, render: () => Promise<Uint8Array>): Promise<string> {
    const key = newFileKey();
    const target = path.join(dir, `${key}.pdf`);
    this.changes.created(target);
    await writeFile(target, await render());
    return key;
  }
}
