import { describe, expect, test } from 'vitest';
import { readS3Settings } from '#server/uploads/s3-settings.ts';
import { benchFileStore, bucketEnv } from './bench-files.ts';

describe('the benchmarks’ file store', () => {
  test.each([
    [{}, 'folder'],
    [{ BENCH_FILES: 'folder' }, 'folder'],
    [{ BENCH_FILES: 'bucket' }, 'bucket'],
    [{ BENCH_FILES: 'bucket', S3_BUCKET: '' }, 'bucket'],
  ])('is chosen by BENCH_FILES: %j is the %s', (env, store) => {
    expect(benchFileStore(env)).toBe(store);
  });

  test('refuses another store by name', () => {
    expect(() => benchFileStore({ BENCH_FILES: 's3' })).toThrow('BENCH_FILES is folder or bucket, not s3');
  });

  test('refuses S3_* settings of its own environment, which would give the API a store the report does not name', () => {
    expect(() => benchFileStore({ S3_BUCKET: 'tirana-files', S3_REGION: 'eu-central-1' })).toThrow(
      'unset S3_BUCKET, S3_REGION',
    );
  });

  test('gives the API the settings of the bucket on moto, path style, as the product reads them', () => {
    const server = { endpoint: 'http://127.0.0.1:4567', credentials: { accessKeyId: 'id', secretAccessKey: 'key' } };
    expect(readS3Settings(bucketEnv(server, 'bench-files'))).toEqual({
      bucket: 'bench-files',
      privateBucket: 'bench-files',
      endpoint: 'http://127.0.0.1:4567',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
      forcePathStyle: true,
      prefix: '',
    });
  });
});
