/** Node's codes for a host that cannot be reached, or that dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ERR_SOCKET_CONNECTION_TIMEOUT',
]);

interface SdkFailure {
  name?: string;
  code?: string;
  errors?: unknown[];
  $metadata?: { httpStatusCode?: number };
}

/**
 * Whether an error of the S3 client means the host is out of reach for now: no connection (a
 * refused or timed-out one, Node's AggregateError when every address failed), a connection that
 * fell silent or dropped, or a 5xx (SlowDown and InternalError included). A refusal (403), a
 * missing bucket or a bad request is not: retrying later would not help.
 */
export function isStoreUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as SdkFailure;
  if (failure.name === 'TimeoutError') return true;
  if (failure.code && NETWORK_CODES.has(failure.code)) return true;
  if (failure.errors?.some(isStoreUnreachable)) return true;
  const status = failure.$metadata?.httpStatusCode;
  return status !== undefined ? status >= 500 : false;
}
