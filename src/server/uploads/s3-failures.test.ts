import { describe, expect, it } from 'vitest';
import { isStoreUnreachable } from './s3-failures.ts';

const refusedConnection = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
const answered = (name: string, httpStatusCode: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

describe('what makes the bucket unreachable for now', () => {
  it.each([
    ['a refused connection', refusedConnection],
    ['every address of a name refused', Object.assign(new AggregateError([refusedConnection]), { code: undefined })],
    ['a name that does not resolve', Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' })],
    ['a dropped connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['a connection or idle timeout', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
    ['503 SlowDown', answered('SlowDown', 503)],
    ['500 InternalError', answered('InternalError', 500)],
  ])('%s is', (_case, error) => {
    expect(isStoreUnreachable(error)).toBe(true);
  });

  it.each([
    ['403 AccessDenied', answered('AccessDenied', 403)],
    ['403 SignatureDoesNotMatch', answered('SignatureDoesNotMatch', 403)],
    ['404 NoSuchBucket', answered('NoSuchBucket', 404)],
    ['an error of the request’s own stream', new Error('the file is over its limit')],
    ['no error object at all', 'failed'],
  ])('%s is not', (_case, error) => {
    expect(isStoreUnreachable(error)).toBe(false);
  });
});
