import { ApiErrorSchema } from '#shared/schemas/common.ts';

/** Error answers, declared on routes for the OpenAPI document. */
export const PUBLIC_ERRORS = { 400: ApiErrorSchema, 404: ApiErrorSchema } as const;
export const ADMIN_ERRORS = { ...PUBLIC_ERRORS, 401: ApiErrorSchema, 403: ApiErrorSchema } as const;
export const UPLOAD_ERRORS = { 409: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema } as const;
