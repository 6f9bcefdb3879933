import { createReadStream } from 'node:fs';
import { link, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '#server/db/database.ts';
import { insertMedia } from '#server/repositories/media.ts';
import { FileChanges } from '#server/uploads/file-changes.ts';
import { newFileKey } from '#server/uploads/file-names.ts';
import { CVS_PREFIX, PDFS_PREFIX } from '#server/uploads/file-store.ts';
import { FolderFileStore } from '#server/uploads/folder-file-store.ts';
import { encodeImage, imageEncodingFingerprint } from '#server/uploads/image-encoder.ts';
import type { Storage } from '#server/uploads/storage.ts';
import { uploadedOriginal } from '#server/uploads/stored-files.ts';
import type { StoredImage } from '#server/uploads/stored-image.ts';
import { TempUpload } from '#server/uploads/temp-upload.ts';
import { DEMO_PICTURE_CACHE_DIR, EncodedPictureCache } from './encoded-picture-cache.ts';
import type { EncodingProgress } from './encoding-progress.ts';
import { pictureTextOf } from './picture-texts.ts';

// Seeding encodes many pictures; the fastest AVIF effort keeps a first start short.
const SEED_AVIF_EFFORT = 0;
// Two pictures at a time keep both cores of these machines busy (libvips threads within each).
const ENCODINGS_AT_ONCE = 2;

interface Encoding {
  image: StoredImage;
  fromCache: boolean;
}

/**
 * Stores seed pictures and PDFs from committed files the way uploads are stored: each distinct
 * picture encoded once into one image of the media library, with its texts (picture-texts.ts),
 * which every row showing it refers to; each PDF copied once, every further use a hard-linked
 * copy, so that each row owns its file. Encodings come from, and go to, the checkout's cache
 * (`cacheDir`), so that only the first seed of a checkout encodes a picture.
 */
export class FilePool {
  readonly changes: FileChanges;
  readonly #storage: Storage;
  readonly #cacheDir: string;
  readonly #cache: EncodedPictureCache;
  readonly #images = new Map<string, Promise<Encoding>>();
  readonly #pdfs = new Map<string, Promise<string>>();
  readonly #media = new Map<string, Promise<number>>();

  constructor(storage: Storage, { cacheDir = DEMO_PICTURE_CACHE_DIR }: { cacheDir?: string } = {}) {
    this.#storage = storage;
    this.changes = new FileChanges(storage.files);
    this.#cacheDir = cacheDir;
    this.#cache = new EncodedPictureCache(cacheDir, imageEncodingFingerprint(SEED_AVIF_EFFORT));
  }

  /**
   * Encodes (or takes from the cache) each of `files` up front, ENCODINGS_AT_ONCE at a time,
   * telling `progress` of each; the rows' first uses of them still take the original files.
   */
  async encodeAll(files: string[], progress?: EncodingProgress): Promise<void> {
    const queue = [...new Set(files)];
    const work = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { fromCache } = await this.#encoding(next);
        progress?.pictureDone(fromCache);
      }
    };
    await Promise.all(Array.from({ length: ENCODINGS_AT_ONCE }, work));
    progress?.finish();
  }

  /** The stored image encoded from the picture at `file`: one encoding, whichever rows show it. */
  async image(file: string): Promise<StoredImage> {
    return (await this.#encoding(file)).image;
  }

  /**
   * The media row of the picture at `file`, stored in the library once (in `db`, the seed's
   * transaction) with the file as it came and its texts, however many rows show it; rejects a
   * picture that has no texts.
   */
  media(db: Db, file: string): Promise<number> {
    let mediaId = this.#media.get(file);
    if (!mediaId) {
      mediaId = this.#storeMedia(db, file);
      this.#media.set(file, mediaId);
    }
    return mediaId;
  }

  async #storeMedia(db: Db, file: string): Promise<number> {
    const texts = { ...pictureTextOf(file), decorative: false };
    const [image, type, { size }] = await Promise.all([this.image(file), fileTypeFromFile(file), stat(file)]);
    if (!type) throw new Error(`${file} is no image`);
    const original = await uploadedOriginal('seed', new TempUpload(file, size, path.basename(file)), type.mime);
    return insertMedia(db, image, original, null, { texts });
  }

  #encoding(file: string): Promise<Encoding> {
    let encoding = this.#images.get(file);
    if (!encoding) {
      encoding = this.#encode(file);
      this.#images.set(file, encoding);
    }
    return encoding;
  }

  async #encode(file: string): Promise<Encoding> {
    const store = this.#storage.files;
    const cached = await this.#cache.restore(file, store, this.changes);
    if (cached) return { image: cached, fromCache: true };
    const image = await encodeImage(file, store, 'seed', this.changes, SEED_AVIF_EFFORT);
    try {
      await this.#cache.keep(file, store, image);
    } catch (error) {
      // The seed itself succeeded; a checkout it cannot write to only costs the next seed the encoding.
      console.warn(`Could not keep the encoding of ${file} in ${this.#cacheDir}: ${(error as Error).message}`);
    }
    return { image, fromCache: false };
  }

  /** The column value of a stored public PDF (`pdf`) or CV (`cv`) copied from `file`. */
  async pdf(kind: 'pdf' | 'cv', file: string): Promise<string> {
    const folder = kind === 'pdf' ? PDFS_PREFIX : CVS_PREFIX;
    const store = this.#storage.files;
    const cacheKey = `${kind}:${file}`;
    const first = this.#pdfs.get(cacheKey);
    const key = newFileKey();
    const target = `${folder}${key}.pdf`;
    this.changes.created(target);
    // In a folder, every further use is a hard link to the first copy (the scale seed gives
    // thousands of units the same plan); a bucket takes a copy each.
    if (first && store instanceof FolderFileStore)
      await link(store.pathOf(`${folder}${await first}.pdf`), store.pathOf(target));
    else {
      const stored = store.write(target, createReadStream(file), 'application/pdf').then(() => key);
      if (!first) this.#pdfs.set(cacheKey, stored);
      await stored;
    }
    return key;
  }
}
