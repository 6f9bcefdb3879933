import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#scripts/services/free-port.ts';
import type { S3Server } from '#scripts/services/s3-server.ts';
import { type FileStore, FileStoreUnavailable } from '#server/uploads/file-store.ts';
import { FolderFileStore } from '#server/uploads/folder-file-store.ts';
import { createS3Client } from '#server/uploads/s3-client.ts';
import { MULTIPART_PART_BYTES, S3FileStore } from '#server/uploads/s3-file-store.ts';
import { s3SettingsOf, startTestS3Server, TEST_BUCKET, TEST_PRIVATE_BUCKET } from '../fixtures/s3-server.ts';

/** The file store's contract, kept alike by the folder and by a bucket on moto's S3 server. */
let s3: S3Server;
let folder: string;

beforeAll(async () => {
  [s3, folder] = await Promise.all([startTestS3Server(), mkdtemp(path.join(tmpdir(), 'file-store-'))]);
});

afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

const MULTIPART_BYTES = 12 * 1024 * 1024;

/** `bytes` as a stream of 64 KiB chunks, as a request's file arrives. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += 65_536) yield bytes.subarray(start, start + 65_536);
    })(),
  );
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const contentOf = async (store: FileStore, key: string) => {
  const file = await store.read(key);
  return file && Buffer.concat(await file.body.toArray());
};
const keysOf = async (store: FileStore, prefix: string) => {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(file.key);
  return keys.sort();
};

describe.each([
  ['a folder', () => new FolderFileStore(folder)],
  ['a bucket', () => new S3FileStore(s3SettingsOf(s3))],
])('%s as the file store', (_name, makeStore) => {
  let store: FileStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('keeps a Buffer and a stream, and gives back the same bytes with their sizes', async () => {
    const image = randomBytes(3000);
    const cv = randomBytes(70_000);
    expect(await store.write('uploads/images/photo.webp', image, 'image/webp')).toBe(image.length);
    expect(await store.write('private/cvs/cv.pdf', streamOf(cv), 'application/pdf')).toBe(cv.length);
    expect(await contentOf(store, 'uploads/images/photo.webp')).toEqual(image);
    expect(await contentOf(store, 'private/cvs/cv.pdf')).toEqual(cv);
    const read = await store.read('private/cvs/cv.pdf');
    read?.body.destroy();
    expect(read).toMatchObject({ key: 'private/cvs/cv.pdf', bytes: cv.length });
    const info = await store.stat('uploads/images/photo.webp');
    expect(info).toEqual({ key: 'uploads/images/photo.webp', bytes: image.length, modifiedAt: expect.any(Date) });
    expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('answers null to a read or a stat of a key that has no file', async () => {
    expect(await store.read('uploads/images/never-written.webp')).toBeNull();
    expect(await store.stat('uploads/images/never-written.webp')).toBeNull();
    expect(await store.stat('private/cvs/never-written.pdf')).toBeNull();
  });

  it('lists the files under a prefix, a folder or the start of a name', async () => {
    for (const key of ['uploads/pdfs/ab-1.pdf', 'uploads/pdfs/ab-2.pdf', 'uploads/pdfs/ac.pdf', 'private/cvs/ab.pdf'])
      await store.write(key, Buffer.from(key), 'application/pdf');
    expect(await keysOf(store, 'uploads/pdfs/')).toEqual([
      'uploads/pdfs/ab-1.pdf',
      'uploads/pdfs/ab-2.pdf',
      'uploads/pdfs/ac.pdf',
    ]);
    expect(await keysOf(store, 'uploads/pdfs/ab')).toEqual(['uploads/pdfs/ab-1.pdf', 'uploads/pdfs/ab-2.pdf']);
    expect(await keysOf(store, 'uploads/nothing-here/')).toEqual([]);
    const listed = [];
    for await (const file of store.list('uploads/pdfs/ac')) listed.push(file);
    expect(listed).toEqual([
      { key: 'uploads/pdfs/ac.pdf', bytes: 'uploads/pdfs/ac.pdf'.length, modifiedAt: expect.any(Date) },
    ]);
  });

  it('removes files, one already gone being no error', async () => {
    await store.write('uploads/images/gone-1.webp', Buffer.from('1'), 'image/webp');
    await store.write('private/cvs/gone-2.pdf', Buffer.from('2'), 'application/pdf');
    await store.remove(['uploads/images/gone-1.webp', 'private/cvs/gone-2.pdf', 'uploads/images/never-written.webp']);
    expect(await store.stat('uploads/images/gone-1.webp')).toBeNull();
    expect(await store.stat('private/cvs/gone-2.pdf')).toBeNull();
    await store.remove(['uploads/images/gone-1.webp']);
    await store.remove([]);
  });

  it('keeps a 12 MB stream byte for byte', async () => {
    const catalogue = randomBytes(MULTIPART_BYTES);
    expect(await store.write('uploads/pdfs/catalogue.pdf', streamOf(catalogue), 'application/pdf')).toBe(
      MULTIPART_BYTES,
    );
    expect(sha256((await contentOf(store, 'uploads/pdfs/catalogue.pdf')) as Buffer)).toBe(sha256(catalogue));
    expect((await store.stat('uploads/pdfs/catalogue.pdf'))?.bytes).toBe(MULTIPART_BYTES);
  });

  it('throws the stream’s own error when the stream fails, not FileStoreUnavailable', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(MULTIPART_PART_BYTES + 1);
        throw Object.assign(new Error('the file is over its limit'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      })(),
    );
    await expect(store.write('uploads/pdfs/too-large.pdf', failing, 'application/pdf')).rejects.toThrow(
      'the file is over its limit',
    );
    expect(await store.stat('uploads/pdfs/too-large.pdf')).toBeNull();
  });
});

describe('the folder as the file store', () => {
  it('makes no signed URL: the API serves the file itself', async () => {
    const store: FileStore = new FolderFileStore(folder);
    expect(await store.signedUrl('private/cvs/cv.pdf', 60, 'cv.pdf')).toBeNull();
  });
});

describe('a bucket as the file store', () => {
  const settings = () => s3SettingsOf(s3);
  const headObject = (Bucket: string, Key: string) =>
    createS3Client(settings()).send(new HeadObjectCommand({ Bucket, Key }));

  it('sends a 12 MB stream as a multipart upload, in parts of 5 MiB', async () => {
    const store = new S3FileStore(settings());
    await store.write('uploads/pdfs/multipart.pdf', streamOf(randomBytes(MULTIPART_BYTES)), 'application/pdf');
    // S3's ETag of a multipart object is the hash of its parts' hashes, then `-` and their count.
    const head = await headObject(TEST_BUCKET, 'uploads/pdfs/multipart.pdf');
    expect(head.ETag).toMatch(/-3"$/);
    expect(head.ContentType).toBe('application/pdf');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('aborts the multipart upload of a stream that fails after parts were sent, leaving none in the bucket', async () => {
    const store = new S3FileStore(settings());
    const client = createS3Client(settings());
    const pendingUploads = async () =>
      (await client.send(new ListMultipartUploadsCommand({ Bucket: TEST_BUCKET }))).Uploads ?? [];
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(2 * MULTIPART_PART_BYTES + 1);
        // Fails once the bucket holds a part of it.
        for (;;) {
          const [upload] = await pendingUploads();
          const parts =
            upload &&
            (await client.send(
              new ListPartsCommand({ Bucket: TEST_BUCKET, Key: upload.Key, UploadId: upload.UploadId }),
            ));
          if (parts?.Parts?.length) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error('the client went away');
      })(),
    );
    await expect(store.write('uploads/pdfs/cut-short.pdf', failing, 'application/pdf')).rejects.toThrow('went away');
    expect(await pendingUploads()).toEqual([]);
  });

  it('keeps its keys under S3_PREFIX, and private ones in S3_PRIVATE_BUCKET when it is set', async () => {
    const store = new S3FileStore(s3SettingsOf(s3, { prefix: 'tirana/', privateBucket: TEST_PRIVATE_BUCKET }));
    await store.write('uploads/images/in-prefix.webp', Buffer.from('public'), 'image/webp');
    await store.write('private/cvs/in-private-bucket.pdf', Buffer.from('private'), 'application/pdf');
    expect((await headObject(TEST_BUCKET, 'tirana/uploads/images/in-prefix.webp')).ContentLength).toBe(6);
    expect((await headObject(TEST_PRIVATE_BUCKET, 'tirana/private/cvs/in-private-bucket.pdf')).ContentLength).toBe(7);
    await expect(headObject(TEST_BUCKET, 'tirana/private/cvs/in-private-bucket.pdf')).rejects.toThrow();
    expect(await keysOf(store, '')).toEqual(['private/cvs/in-private-bucket.pdf', 'uploads/images/in-prefix.webp']);
    expect(await keysOf(store, 'private/')).toEqual(['private/cvs/in-private-bucket.pdf']);
    expect(store.location).toBe(`s3://${TEST_BUCKET}/tirana/`);
    await store.remove(['private/cvs/in-private-bucket.pdf', 'uploads/images/in-prefix.webp']);
    const left = await createS3Client(settings()).send(
      new ListObjectsV2Command({ Bucket: TEST_PRIVATE_BUCKET, Prefix: 'tirana/' }),
    );
    expect(left.KeyCount).toBe(0);
  });

  it('gives a signed URL that reads a private file for its time, as a download; an unsigned request is refused', async () => {
    const store = new S3FileStore(settings());
    const cv = randomBytes(2000);
    await store.write('private/cvs/signed.pdf', cv, 'application/pdf');
    const url = new URL((await store.signedUrl('private/cvs/signed.pdf', 300, 'CV Arbër Çela.pdf')) as string);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="CV Arber Cela.pdf"; filename*=UTF-8''CV%20Arb%C3%ABr%20%C3%87ela.pdf`,
    );
    const unsigned = await fetch(`${s3.endpoint}/${TEST_BUCKET}/private/cvs/signed.pdf`);
    expect(unsigned.status).toBe(403);
    const signed = await fetch(url);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer())).toEqual(cv);
  });

  it('signs its requests: moto checking signatures takes them with its keys, and refuses them with a wrong secret (403, no FileStoreUnavailable)', async () => {
    const store = new S3FileStore(settings());
    const wrong = new S3FileStore(
      s3SettingsOf(s3, { credentials: { accessKeyId: s3.credentials.accessKeyId, secretAccessKey: 'wrong' } }),
    );
    await s3.checkSignatures(true);
    try {
      await store.write('uploads/images/signed.webp', Buffer.from('signed'), 'image/webp');
      await store.write('uploads/pdfs/signed.pdf', streamOf(randomBytes(MULTIPART_BYTES)), 'application/pdf');
      expect((await contentOf(store, 'uploads/images/signed.webp'))?.toString()).toBe('signed');
      expect((await store.stat('uploads/pdfs/signed.pdf'))?.bytes).toBe(MULTIPART_BYTES);
      await store.remove(['uploads/images/signed.webp', 'uploads/pdfs/signed.pdf']);
      expect(await store.stat('uploads/images/signed.webp')).toBeNull();
      const refused = await wrong.write('uploads/images/refused.webp', Buffer.from('x'), 'image/webp').catch((e) => e);
      expect(refused).not.toBeInstanceOf(FileStoreUnavailable);
      expect(refused).toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
      await expect(wrong.read('uploads/images/signed.webp')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    } finally {
      await s3.checkSignatures(false);
    }
  });

  it('asks DeleteObjects with Content-MD5 and no CRC32, as S3-compatible hosts before the SDK’s checksums need', async () => {
    const client = createS3Client(settings());
    let sent: Record<string, string> = {};
    client.middlewareStack.add(
      (next) => async (args) => {
        sent = { ...(args.request as { headers: Record<string, string> }).headers };
        return next(args);
      },
      { step: 'finalizeRequest', name: 'observeHeaders' },
    );
    await client.send(new DeleteObjectsCommand({ Bucket: TEST_BUCKET, Delete: { Objects: [{ Key: 'none' }] } }));
    expect(sent['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Object.keys(sent).filter((name) => name.includes('checksum'))).toEqual([]);
  });
});

describe('a bucket that cannot be reached', () => {
  const within = async (ms: number, call: () => Promise<unknown>) => {
    const started = Date.now();
    const failure = await call().then(
      () => null,
      (error: unknown) => error,
    );
    expect(Date.now() - started).toBeLessThan(ms);
    return failure;
  };

  it('makes every call throw FileStoreUnavailable within 5 s when nothing listens at the endpoint', async () => {
    const store = new S3FileStore(s3SettingsOf(s3, { endpoint: `http://127.0.0.1:${await freePort()}` }));
    const calls = [
      () => store.write('uploads/images/a.webp', Buffer.from('a'), 'image/webp'),
      () => store.write('uploads/pdfs/b.pdf', streamOf(randomBytes(MULTIPART_BYTES)), 'application/pdf'),
      () => store.read('uploads/images/a.webp'),
      () => store.stat('uploads/images/a.webp'),
      () => store.remove(['uploads/images/a.webp']),
      () => keysOf(store, 'uploads/'),
    ];
    for (const call of calls) expect(await within(5_000, call)).toBeInstanceOf(FileStoreUnavailable);
  });

  it('gives up on a host that takes the connection and never answers after its idle timeout (0.5 s here, twice)', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    try {
      const store = new S3FileStore(s3SettingsOf(s3, { endpoint: `http://127.0.0.1:${port}` }), {
        connectMs: 2_000,
        idleMs: 500,
      });
      const write = () => store.write('uploads/images/a.webp', Buffer.from('a'), 'image/webp');
      expect(await within(5_000, write)).toBeInstanceOf(FileStoreUnavailable);
      expect(await within(5_000, () => store.read('uploads/images/a.webp'))).toBeInstanceOf(FileStoreUnavailable);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('throws FileStoreUnavailable within 5 s from a host that answers 503 SlowDown to everything', async () => {
    const slowDown = createHttpServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/xml' });
      response.end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
    }).listen(0, '127.0.0.1');
    await once(slowDown, 'listening');
    try {
      const { port } = slowDown.address() as { port: number };
      const store = new S3FileStore(s3SettingsOf(s3, { endpoint: `http://127.0.0.1:${port}` }));
      const failure = await within(5_000, () => store.write('uploads/images/a.webp', Buffer.from('a'), 'image/webp'));
      expect(failure).toBeInstanceOf(FileStoreUnavailable);
      expect((failure as Error).cause).toMatchObject({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
      expect(await within(5_000, () => keysOf(store, 'uploads/'))).toBeInstanceOf(FileStoreUnavailable);
    } finally {
      slowDown.close();
    }
  });

  it('fails a stream’s upload with FileStoreUnavailable within 5 s when the host goes away in the middle', async () => {
    const going = await startTestS3Server();
    const store = new S3FileStore(s3SettingsOf(going));
    const halfThenGone = Readable.from(
      (async function* () {
        yield randomBytes(MULTIPART_PART_BYTES + 1024);
        await going.stop();
        yield randomBytes(MULTIPART_PART_BYTES);
      })(),
    );
    try {
      const write = () => store.write('uploads/pdfs/cut.pdf', halfThenGone, 'application/pdf');
      expect(await within(5_000, write)).toBeInstanceOf(FileStoreUnavailable);
    } finally {
      await going.stop();
    }
  });
});
