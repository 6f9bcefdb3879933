import { createHash } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-settings.ts';

/** How long a host may take to accept a connection: past it, the store is unreachable (a 503, not a hang). */
export const CONNECT_TIMEOUT_MS = 2_000;
/**
 * How long a connection may stay silent once open. Silence, not total time: a large part sent on
 * a slow link is never cut, a host that stopped answering is.
 */
export const IDLE_TIMEOUT_MS = 10_000;
/** One retry covers a keep-alive connection the host closed; more only make an outage slower to report. */
export const MAX_ATTEMPTS = 2;

export interface S3Timeouts {
  connectMs: number;
  idleMs: number;
}

/**
 * The SDK's client for the bucket of `settings`, set for S3-compatible hosts as well as AWS:
 * short timeouts and few attempts so that an unreachable host is reported in seconds, and no
 * checksums beyond what an operation requires (see below).
 */
export function createS3Client(
  settings: S3Settings,
  timeouts: S3Timeouts = { connectMs: CONNECT_TIMEOUT_MS, idleMs: IDLE_TIMEOUT_MS },
): S3Client {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    // A bucket in another region than S3_REGION (AWS only) is found by its redirect.
    followRegionRedirects: settings.endpoint === undefined,
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
    // Since 3.729 the SDK adds a CRC32 to every upload by default, and sends a stream as
    // aws-chunked with a trailing checksum; Cloudflare R2, Backblaze B2 and MinIO before 2025 refuse
    // those requests (aws/aws-sdk-js-v3#6810). It also asks for and checks checksums on reads,
    // which some hosts answer with values it cannot check. Only what an operation requires, then:
    // TLS and SigV4's signed payload hash already guard the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // DeleteObjects requires a checksum of its body. The SDK now sends a CRC32 even with
  // WHEN_REQUIRED, and S3-compatible hosts that predate it (MinIO, Ceph, B2) answer 400
  // MissingContentMD5; AWS takes Content-MD5 as always. The SDK's documented fallback
  // (aws/aws-sdk-js-v3#6920, and the SDK's supplemental docs on an MD5 fallback):
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as { headers?: Record<string, string>; body?: unknown };
      if (context.commandName !== 'DeleteObjectsCommand' || typeof request.body !== 'string' || !request.headers)
        return next(args);
      for (const header of Object.keys(request.headers))
        if (/^x-amz-(sdk-)?checksum-/i.test(header)) delete request.headers[header];
      request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
      return next(args);
    },
    // After the SDK's checksum middleware (normal priority in the same step), to replace its work.
    { step: 'build', priority: 'low', name: 'deleteObjectsWithMd5' },
  );
  return client;
}
