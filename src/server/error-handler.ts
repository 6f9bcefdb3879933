import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '#shared/schemas/common.ts';
import type { App } from './context.ts';
import { isDatabaseAway } from './db/database-away.ts';
import { isUniqueViolation } from './db/unique-violation.ts';
import { HttpError, RETRY_AFTER_SECONDS, unavailable } from './errors.ts';
import { FileStoreUnavailable } from './uploads/file-store.ts';

// Fastify's and its plugins' own error codes, answered in the API's error shape.
const FRAMEWORK_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The file is too large.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'BODY_TOO_LARGE', message: 'The request is too large.' },
  FST_FILES_LIMIT: { statusCode: 413, code: 'TOO_MANY_FILES', message: 'The request has too many files.' },
  FST_FIELDS_LIMIT: { statusCode: 413, code: 'TOO_MANY_FIELDS', message: 'The request has too many fields.' },
  FST_PARTS_LIMIT: { statusCode: 413, code: 'TOO_MANY_PARTS', message: 'The request has too many parts.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send JSON or multipart form data.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'INVALID_INPUT', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_INPUT',
    message: 'The request body is not valid JSON.',
  },
};

/** Field name → first message, from the validation issues of a request part. */
function fieldMessages(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').split('/')[0] || String(issue.params?.missingProperty ?? 'body');
    fields[field] ??= issue.message ?? 'This value is not valid.';
  }
  return fields;
}

/** Answers every error as `{ message, code, fields? }` with an honest status code. */
export function registerErrorHandler(app: App) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `There is no ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' });
  });

  // Every 503 says when to come back, the readiness check's too: a client tries again rather than giving up.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    }
  });

  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // The database or the file store away for a moment is no fault of the request: 503, to be tried again.
    const away = !(thrown instanceof HttpError) && (isDatabaseAway(thrown) || thrown instanceof FileStoreUnavailable);
    const error = away ? unavailable(thrown) : thrown;
    let status: number;
    let body: ApiError;
    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        ...error.details,
        message: error.message,
        code: error.code,
        ...(error.fields && { fields: error.fields }),
      };
      reply.headers(error.headers);
      // The caller hears only that the API cannot serve; the operator reads why.
      if (status >= 500) request.log.error(error);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      body = { message: 'Some fields need correcting.', code: 'INVALID_INPUT', fields: fieldMessages(error) };
    } else if (error.code && FRAMEWORK_ERRORS[error.code]) {
      const known = FRAMEWORK_ERRORS[error.code] as { statusCode: number; code: string; message: string };
      status = known.statusCode;
      body = { message: known.message, code: known.code };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many requests. Please wait a few minutes and try again.', code: 'TOO_MANY_REQUESTS' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, code: error.code ?? 'BAD_REQUEST' };
    } else if (isUniqueViolation(error)) {
      status = 409;
      body = {
        message: 'Another item was saved with the same value meanwhile. Please check and try again.',
        code: 'CONFLICT',
      };
    } else {
      if (isResponseSerializationError(error))
        request.log.error({ issues: error.cause.issues }, 'response does not match its schema');
      request.log.error(error);
      status = 500;
      body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    }
    reply.code(status).send(body);
  });
}
