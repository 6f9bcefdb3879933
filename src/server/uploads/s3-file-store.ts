import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type FileStore,
  FileStoreUnavailable,
  PUBLIC_PREFIX,
  type StoredFileInfo,
  type StoredFileRead,
} from './file-store.ts';
import { createS3Client, type S3Timeouts } from './s3-client.ts';
import { isStoreUnreachable } from './s3-failures.ts';
import type { S3Settings } from './s3-settings.ts';

/** S3's smallest part: a stream is held at most (MULTIPART_QUEUE + 1) parts at a time. */
export const MULTIPART_PART_BYTES = 5 * 1024 * 1024;
/** Parts sent at once; lib-storage's default (4) would hold 25 MiB per upload. */
const MULTIPART_QUEUE = 2;
/** What S3 takes in one DeleteObjects. */
const DELETE_BATCH_KEYS = 1000;
/** Public files have server-made names that never change: a CDN or a public bucket may keep them for good. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PRIVATE_PREFIX = 'private/';

/**
 * Every file in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO, Garage),
 * under S3_PREFIX; keys under `private/` in S3_PRIVATE_BUCKET when one is set. A host that cannot
 * be reached, times out or answers 5xx throws FileStoreUnavailable.
 */
export class S3FileStore implements FileStore {
  readonly location: string;
  readonly #client: S3Client;
  readonly #settings: S3Settings;

  constructor(settings: S3Settings, timeouts?: S3Timeouts) {
    this.#settings = settings;
    this.#client = createS3Client(settings, timeouts);
    this.location = `s3://${settings.bucket}/${settings.prefix}`;
  }

  /** The bucket and object key of a store key. */
  #object(key: string) {
    const { bucket, privateBucket, prefix } = this.#settings;
    return { Bucket: key.startsWith(PRIVATE_PREFIX) ? privateBucket : bucket, Key: prefix + key };
  }

  /** `error` as the store's callers read it: FileStoreUnavailable when the host is out of reach. */
  #failure(error: unknown): unknown {
    return isStoreUnreachable(error) ? new FileStoreUnavailable(this.location, error) : error;
  }

  async #attempt<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw this.#failure(error);
    }
  }

  async write(key: string, body: Readable | Buffer, contentType: string): Promise<number> {
    const params = {
      ...this.#object(key),
      ContentType: contentType,
      ...(key.startsWith(PUBLIC_PREFIX) && { CacheControl: PUBLIC_CACHE_CONTROL }),
    };
    if (Buffer.isBuffer(body)) {
      await this.#attempt(() =>
        this.#client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length })),
      );
      return body.length;
    }
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // The request's stream failing (a client gone, a file over its limit) is the request's error,
    // not the store's: it is thrown as it is, and Upload aborts the parts it sent.
    let sourceError: unknown;
    body.once('error', (error) => {
      sourceError = error;
    });
    const flowing = pipeline(body, counted).catch(() => {});
    const upload = new Upload({
      client: this.#client,
      params: { ...params, Body: counted },
      partSize: MULTIPART_PART_BYTES,
      queueSize: MULTIPART_QUEUE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // Taken before the teardown, which fails the request's stream with errors of its own.
      const failure = sourceError ?? this.#failure(error);
      counted.destroy();
      await flowing;
      throw failure;
    }
    return bytes;
  }

  async read(key: string): Promise<StoredFileRead | null> {
    try {
      const answer = await this.#attempt(() => this.#client.send(new GetObjectCommand(this.#object(key))));
      return {
        key,
        bytes: answer.ContentLength ?? 0,
        modifiedAt: answer.LastModified ?? new Date(0),
        body: answer.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const answer = await this.#attempt(() => this.#client.send(new HeadObjectCommand(this.#object(key))));
      return { key, bytes: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(keys: Iterable<string>): Promise<void> {
    const byBucket = new Map<string, string[]>();
    for (const key of keys) {
      const { Bucket, Key } = this.#object(key);
      byBucket.set(Bucket, [...(byBucket.get(Bucket) ?? []), Key]);
    }
    for (const [Bucket, objectKeys] of byBucket) {
      for (let start = 0; start < objectKeys.length; start += DELETE_BATCH_KEYS) {
        const Objects = objectKeys.slice(start, start + DELETE_BATCH_KEYS).map((Key) => ({ Key }));
        const answer = await this.#attempt(() =>
          this.#client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })),
        );
        // A key already gone is no error for S3 either: what is listed is a refusal (AccessDenied).
        if (answer.Errors?.length) {
          const refused = answer.Errors.map((failure) => `${failure.Key}: ${failure.Code}`).join(', ');
          throw new Error(`The bucket ${Bucket} kept ${answer.Errors.length} files it was asked to delete: ${refused}`);
        }
      }
    }
  }

  async *list(prefix: string): AsyncIterable<StoredFileInfo> {
    const { bucket, privateBucket, prefix: root } = this.#settings;
    // With a private bucket, a prefix may span both: the private keys come from theirs only.
    const reachesPrivate = prefix.startsWith(PRIVATE_PREFIX) || PRIVATE_PREFIX.startsWith(prefix);
    const reachesPublic = !prefix.startsWith(PRIVATE_PREFIX);
    const sources =
      bucket === privateBucket
        ? [{ Bucket: bucket, keeps: () => true }]
        : [
            ...(reachesPublic ? [{ Bucket: bucket, keeps: (key: string) => !key.startsWith(PRIVATE_PREFIX) }] : []),
            ...(reachesPrivate
              ? [{ Bucket: privateBucket, keeps: (key: string) => key.startsWith(PRIVATE_PREFIX) }]
              : []),
          ];
    for (const { Bucket, keeps } of sources) {
      const pages = paginateListObjectsV2({ client: this.#client }, { Bucket, Prefix: root + prefix });
      try {
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const key = (object.Key as string).slice(root.length);
            if (keeps(key)) yield { key, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
          }
        }
      } catch (error) {
        throw this.#failure(error);
      }
    }
  }

  async signedUrl(key: string, seconds: number, fileName: string): Promise<string | null> {
    const command = new GetObjectCommand({ ...this.#object(key), ResponseContentDisposition: attachment(fileName) });
    // Signing is local, unless the credentials come from the network (an instance role).
    return this.#attempt(() => getSignedUrl(this.#client, command, { expiresIn: seconds }));
  }
}

/** S3's answer for a key that has no object: NoSuchKey from GetObject, NotFound (a bare 404) from HeadObject. */
function isMissing(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** A download named `fileName`: an ASCII name for old clients, and the exact one (ë, ç) as RFC 6266's filename*. */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]|["\\]/g, '');
  // RFC 5987's value: UTF-8, percent-encoded, and none of ' ( ) * left bare (encodeURIComponent leaves them).
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'file'}"; filename*=UTF-8''${exact}`;
}
