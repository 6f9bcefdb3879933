import { describe, expect, it } from 'vitest';
import { readS3Settings } from './s3-settings.ts';

describe('the bucket settings', () => {
  it('are none without S3_BUCKET (or with it empty): the files stay in the folder', () => {
    expect(readS3Settings({})).toBeUndefined();
    expect(readS3Settings({ S3_BUCKET: '', S3_PREFIX: '' })).toBeUndefined();
  });

  it('take AWS S3 in us-east-1 with the SDK’s own credentials when only S3_BUCKET is set', () => {
    expect(readS3Settings({ S3_BUCKET: 'tirana-files' })).toEqual({
      bucket: 'tirana-files',
      privateBucket: 'tirana-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('read an S3-compatible host with keys, path style, a prefix and a private bucket', () => {
    expect(
      readS3Settings({
        S3_BUCKET: 'tirana-files',
        S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'tirana/site',
        S3_PRIVATE_BUCKET: 'tirana-private',
      }),
    ).toEqual({
      bucket: 'tirana-files',
      privateBucket: 'tirana-private',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'tirana/site/',
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: is needed with S3_ENDPOINT; set it/],
    [{ S3_BUCKET: 'Tirana_Files' }, /S3_BUCKET is the bucket that keeps the files: 3 to 63 lowercase/],
    [{ S3_BUCKET: 'tirana-files', S3_PRIVATE_BUCKET: 'cv' }, /S3_PRIVATE_BUCKET is a bucket for CVs/],
    [{ S3_BUCKET: 'tirana-files', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT is the host’s http\(s\) URL/],
    [{ S3_BUCKET: 'tirana-files', S3_REGION: 'EU Central' }, /S3_REGION is a region name/],
    [{ S3_BUCKET: 'tirana-files', S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE is true/],
    [{ S3_BUCKET: 'tirana-files', S3_PREFIX: '/tirana' }, /S3_PREFIX is a folder inside the bucket/],
    [{ S3_BUCKET: 'tirana-files', S3_PREFIX: 'tirana/../other' }, /S3_PREFIX is a folder .* without \. or \.\./],
    [{ S3_BUCKET: 'tirana-files', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is needed/],
    [{ S3_BUCKET: 'tirana-files', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID is needed with S3_SECRET/],
  ])('refuse %o, saying what to set', (env, message) => {
    expect(() => readS3Settings(env)).toThrow(message);
  });
});
