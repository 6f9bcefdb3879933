import { z } from 'zod';
import { givenSettings, settingsError } from '#shared/settings.ts';

/** S3's rule for bucket names, which R2, B2, MinIO and Garage follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const bucketName = (name: string, what: string) =>
  z
    .string()
    .regex(BUCKET_NAME, `${name} is ${what}: 3 to 63 lowercase letters, digits, dots and hyphens (tirana-files)`);

const S3EnvSchema = z
  .object({
    S3_BUCKET: bucketName('S3_BUCKET', 'the bucket that keeps the files'),
    /** For S3-compatible hosts; unset, AWS S3 in S3_REGION. */
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: 'S3_ENDPOINT is the host’s http(s) URL (https://<account>.r2.cloudflarestorage.com), or unset for AWS',
      })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'S3_REGION is a region name (eu-central-1; auto for Cloudflare R2)')
      .default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .stringbool({ error: 'S3_FORCE_PATH_STYLE is true (host/bucket/key, for MinIO and Garage) or false' })
      .default(false),
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'S3_PREFIX is a folder inside the bucket, like tirana/')
      .refine((prefix) => !prefix.split('/').some((part) => part === '.' || part === '..'), {
        error: 'S3_PREFIX is a folder inside the bucket, like tirana/, without . or ..',
      })
      .transform((prefix) => (prefix.endsWith('/') ? prefix : `${prefix}/`))
      .optional(),
    S3_PRIVATE_BUCKET: bucketName(
      'S3_PRIVATE_BUCKET',
      'a bucket for CVs and backups, or unset for S3_BUCKET',
    ).optional(),
  })
  .superRefine((env, context) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY)) return;
    const [given, missing] = env.S3_ACCESS_KEY_ID
      ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
      : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} is needed with ${given}; unset both for the SDK's own credentials (AWS_* variables, a profile, an instance role)`,
    });
  });

/** Where the files are kept when S3_BUCKET is set (README, "Running in production"). */
export interface S3Settings {
  bucket: string;
  /** Where `private/` keys go (CVs, backups); the same as `bucket` unless S3_PRIVATE_BUCKET names another. */
  privateBucket: string;
  /** An S3-compatible host's URL; undefined for AWS S3. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the SDK's default chain (AWS_* variables, a profile, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` instead of `bucket.host/key`, for hosts without a name per bucket (MinIO, Garage). */
  forcePathStyle: boolean;
  /** Put before every key inside the bucket: '' or a folder ending in '/' (`tirana/`). */
  prefix: string;
}

const S3_SETTING = /^S3_/;

/**
 * The bucket's settings, or undefined when S3_BUCKET is unset (the files stay in the folder). A
 * bad value, or an S3_* setting without S3_BUCKET, throws a message that says what to set.
 */
export function readS3Settings(source: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const given = givenSettings(source);
  if (!given.S3_BUCKET) {
    const stray = Object.keys(given).filter((name) => S3_SETTING.test(name));
    if (stray.length === 0) return undefined;
    throw new Error(
      `Invalid file store settings in the environment:\n  S3_BUCKET: is needed with ${stray.join(', ')}; set it, or unset them to keep the files in the folder`,
    );
  }
  const result = S3EnvSchema.safeParse(given);
  if (!result.success) throw settingsError('file store settings', result.error);
  const env = result.data;
  return {
    bucket: env.S3_BUCKET,
    privateBucket: env.S3_PRIVATE_BUCKET ?? env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX ?? '',
  };
}
