/**
 * An error with an honest status code and a body the clients can act on (see ApiErrorSchema),
 * and the headers that go with it (`Retry-After` of a 429).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  /** More of the body than message, code and fields (who changed an item, in a 412). */
  readonly details: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
    this.details = details;
  }
}

export const badRequest = (fields: Record<string, string>, message = 'Some fields need correcting.') =>
  new HttpError(400, 'INVALID_INPUT', message, fields);

export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} was not found.`);

export const unsupportedFile = (field: string, message: string) =>
  new HttpError(415, 'UNSUPPORTED_FILE', message, { [field]: message });

export const fileTooLarge = (field: string, maxBytes: number) => {
  const message = `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return new HttpError(413, 'FILE_TOO_LARGE', message, { [field]: message });
};

/** When a client asked to come back after a 503 may try again: a locked file or a restarting server is back in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The answer when a part the API needs is away for a moment (the database locked past the wait or
 * unreachable, the shared limits' store): 503 with Retry-After, so that a client knows to try
 * again rather than give up. Nothing of the request was written.
 */
export function unavailable(cause: unknown): HttpError {
  const error = new HttpError(
    503,
    'UNAVAILABLE',
    'The service is unavailable for a moment. Please try again in a few seconds.',
    undefined,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
  error.cause = cause;
  return error;
}
