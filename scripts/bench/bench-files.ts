import type { FileStore } from '#server/uploads/file-store.ts';
import { S3FileStore } from '#server/uploads/s3-file-store.ts';
import { readS3Settings, type S3Settings } from '#server/uploads/s3-settings.ts';
import { storageIn } from '#server/uploads/storage.ts';
import { S3_SERVER_REGION, type S3Server, startS3Server } from '../services/s3-server.ts';

/** Where a benchmark's product keeps its files (BENCH_FILES): its folder, or a bucket on moto's S3 server. */
export const BENCH_FILE_STORES = ['folder', 'bucket'] as const;
export type BenchFileStore = (typeof BENCH_FILE_STORES)[number];

const BENCH_BUCKET = 'bench-files';
const S3_SETTING = /^S3_/;

/**
 * The store BENCH_FILES in `env` names, `folder` when unset. Throws, saying what to set, for any
 * other value, or when S3_* settings are in the environment: BENCH_FILES alone chooses, so that
 * the API, the seed and the report's header cannot disagree.
 */
export function benchFileStore(env: NodeJS.ProcessEnv): BenchFileStore {
  const value = env.BENCH_FILES ?? 'folder';
  if (!(BENCH_FILE_STORES as readonly string[]).includes(value))
    throw new Error(`BENCH_FILES is ${BENCH_FILE_STORES.join(' or ')}, not ${value}`);
  const stray = Object.keys(env).filter((name) => S3_SETTING.test(name) && env[name]);
  if (stray.length > 0)
    throw new Error(`unset ${stray.join(', ')}: BENCH_FILES=bucket gives the benchmark's API a bucket of its own`);
  return value as BenchFileStore;
}

/** The S3_* settings an operator would give the API for `bucket` on `server` (moto wants path style). */
export function bucketEnv(
  server: Pick<S3Server, 'endpoint' | 'credentials'>,
  bucket = BENCH_BUCKET,
): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: server.endpoint,
    S3_REGION: S3_SERVER_REGION,
    S3_ACCESS_KEY_ID: server.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** A benchmark's file store, started: the settings for the API's environment and for the seed. */
export interface BenchFiles {
  store: BenchFileStore;
  /** The S3_* settings for the API's processes; none for the folder. */
  env: Record<string, string>;
  /** The same settings as the seed takes them; undefined for the folder. */
  s3: S3Settings | undefined;
  /** Stops moto (its bucket is in memory and gone with it); nothing for the folder. */
  stop(): Promise<void>;
}

/** The report header's words for `store`. */
export const describeFiles = (store: BenchFileStore) =>
  store === 'bucket' ? "files in a bucket on moto's S3 server (this machine, path style)" : 'files in the folder';

/**
 * Starts what `store` needs: nothing for the folder; for the bucket, moto's S3 server with an
 * empty bucket, whose settings the API and the seed read as the product reads S3_* settings. The
 * caller stops it in a `finally`; moto also ends with this process, however it ends.
 */
export async function startBenchFiles(store: BenchFileStore): Promise<BenchFiles> {
  if (store === 'folder') return { store, env: {}, s3: undefined, stop: async () => {} };
  const server = await startS3Server({ buckets: [BENCH_BUCKET] });
  const env = bucketEnv(server);
  return { store, env, s3: readS3Settings(env), stop: () => server.stop() };
}

/** The store of the API on `dataDir` with `files`, opened as the API opens it (app.ts), for a benchmark to write into. */
export const apiFileStore = (files: BenchFiles, dataDir: string): FileStore =>
  storageIn(dataDir, undefined, files.s3 && new S3FileStore(files.s3)).files;
