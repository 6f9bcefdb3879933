import type { z } from 'zod';
import { SECOND_FACTOR_SETUP_REQUIRED } from '#shared/payloads/factor-rule.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ApiErrorSchema, type EditConflict, EditConflictSchema } from '#shared/schemas/common.ts';
import { DEFAULT_API_URL, withoutTrailingSlash } from '#shared/settings.ts';
import { $session, endSession, markFactorSetupDue, tokenExpired } from './session.ts';
import { renewSession } from './session-renewal.ts';
import { hasUnsavedWork } from './unsaved-work.ts';

/** The API's origin as the browser reaches it. */
export const API_URL = withoutTrailingSlash(import.meta.env.PUBLIC_API_URL ?? DEFAULT_API_URL);

/** A refusal from the API: its status and, where it names them, the fields concerned. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The answer's body as it came, for what a screen reads beyond the message (a refused delete's `uses`). */
  readonly body: unknown;
  /** Of a 412: who saved the item since the version the request was made from, and that version's ETag. */
  readonly conflict: (EditConflict & { version: string | null }) | null;

  constructor(status: number, body: unknown, etag: string | null = null) {
    const parsed = ApiErrorSchema.safeParse(body);
    super(parsed.success ? parsed.data.message : `The API answered ${status}.`);
    this.status = status;
    this.code = parsed.success ? parsed.data.code : 'UNKNOWN';
    this.fields = (parsed.success && parsed.data.fields) || {};
    this.body = body;
    const conflict = status === 412 ? EditConflictSchema.safeParse(body) : null;
    this.conflict = conflict?.success ? { ...conflict.data, version: etag } : null;
  }
}

let publishListener: ((eventId: number) => void) | null = null;

/** Calls `listener` with the change event of every write whose answer names one. */
export function listenForPublishEvents(listener: (eventId: number) => void) {
  publishListener = listener;
}

/** The request never got an answer: the API is down or the network is. */
export class NetworkError extends Error {}

interface RequestOptions {
  body?: FormData | Record<string, unknown>;
  /** The version (ETag) an update or delete is made from; the API refuses it with 412 if the item moved on. */
  ifMatch?: string | null;
  /** Called with the share of the body sent so far, from 0 to 1 (uploads). */
  onUploadProgress?: (share: number) => void;
  /** Sent without the admin's token, its 401 an answer like any other: a login. */
  withoutSession?: boolean;
  /** Sent with this token instead of the session's, its 401 an answer like any other: a login's second factor. */
  token?: string;
  /** Whether a session that ran out may ask the admin to log in again, where they are (not for logging out). */
  renewable?: boolean;
  /** Abandons the call once it aborts (a query's `signal`, as the query is cancelled): the call rejects with its reason. */
  signal?: AbortSignal | undefined;
}

/**
 * The session has run out (its token is past its exp, or the API refused it). With typed work not
 * saved, the admin is asked to log in again where they are; otherwise the session ends and the
 * login page shows, coming back afterwards. Returns whether there is a session again.
 */
async function sessionLapsed(renewable = true): Promise<boolean> {
  if (!$session.get()) return false;
  if (renewable && hasUnsavedWork()) return renewSession();
  endSession('expired');
  return false;
}

const EXPIRED = { message: 'Your session has expired.', code: 'UNAUTHORIZED' };

/** The session's token, if it is still within its exp; else whether the admin logged in again, and the new one. */
async function currentToken(renewable?: boolean): Promise<string | null> {
  const token = $session.get()?.token;
  if (!token) return null;
  if (!tokenExpired(token)) return token;
  return (await sessionLapsed(renewable))
    ? ($session.get()?.token ?? null)
    : Promise.reject(new ApiRequestError(401, EXPIRED));
}

/**
 * Sends a call with the session's token (none without a session); one refused because the
 * session ran out (401) is sent again once the admin has logged in again (`sessionLapsed`).
 */
async function withSession<A extends { status: number }>(
  send: (token: string | null) => Promise<A>,
  renewable?: boolean,
): Promise<A> {
  const token = await currentToken(renewable);
  const answer = await send(token);
  if (answer.status !== 401 || !token || !(await sessionLapsed(renewable))) return answer;
  return send($session.get()?.token ?? null);
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** What an answer holds: its data, checked, and the version (ETag) of the item it is, if it says. */
export interface Versioned<T> {
  data: T;
  version: string | null;
  /** One of its headers, if it has it (a delete's trash entry). */
  header: (name: string) => string | null;
}

/**
 * Sends one call to the API with the admin's bearer token and checks the answer against `schema`.
 * A token past its exp, or a 401, ends the session, unless the admin logs in again where they are
 * (`sessionLapsed`); any other refusal throws an ApiRequestError.
 * A write whose answer names its change event is reported to the publish listener (publish-tracker.ts).
 */
export function apiRequest<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  return versionedRequest(method, path, schema, options).then(({ data }) => data);
}

interface Answer {
  status: number;
  body: unknown;
  header(name: string): string | null;
}

/** Sends one request and gives its answer, whatever its status; only no answer at all throws. */
function send(method: string, path: string, token: string | null, options: RequestOptions): Promise<Answer> {
  // XMLHttpRequest, because fetch cannot report upload progress.
  return new Promise((resolve, reject) => {
    const { signal } = options;
    signal?.throwIfAborted();
    const request = new XMLHttpRequest();
    signal?.addEventListener(
      'abort',
      () => {
        request.abort();
        reject(signal.reason);
      },
      { once: true },
    );
    request.open(method, `${API_URL}${path}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.ifMatch) request.setRequestHeader('If-Match', options.ifMatch);
    if (options.onUploadProgress) {
      const report = options.onUploadProgress;
      request.upload.addEventListener(
        'progress',
        (event) => event.lengthComputable && report(event.loaded / event.total),
      );
    }
    request.addEventListener('error', () => reject(new NetworkError(`${method} ${path} got no answer`)));
    request.addEventListener('load', () =>
      resolve({
        status: request.status,
        body: parseBody(request.responseText),
        header: (name) => request.getResponseHeader(name),
      }),
    );
    const { body } = options;
    if (body instanceof FormData) request.send(body);
    else if (body) {
      request.setRequestHeader('Content-Type', 'application/json');
      request.send(JSON.stringify(body));
    } else request.send();
  });
}

/**
 * `apiRequest`, answering the version (ETag) of the item beside its data. A call refused because
 * the session ran out is sent again once the admin has logged in again (`sessionLapsed`).
 */
export async function versionedRequest<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<Versioned<z.infer<S>>> {
  const answer =
    options.withoutSession || options.token !== undefined
      ? await send(method, path, options.token ?? null, options)
      : await withSession((token) => send(method, path, token, options), options.renewable);
  const version = answer.header('ETag');
  if (answer.status < 200 || answer.status >= 300) {
    const refusal = new ApiRequestError(answer.status, answer.body, version);
    // The rule came to cover the account since its login: the admin shows only setting up a factor.
    if (refusal.code === SECOND_FACTOR_SETUP_REQUIRED) markFactorSetupDue(true);
    throw refusal;
  }
  const publishEvent = Number(answer.header(PUBLISH_EVENT_HEADER));
  if (Number.isInteger(publishEvent) && publishEvent > 0) publishListener?.(publishEvent);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success)
    throw new Error(`The API's answer to ${method} ${path} has an unexpected shape: ${parsed.error.message}`);
  return { data: parsed.data, version, header: answer.header };
}

/** Downloads a file that needs the admin's token (a CV), under the name the API gives it. */
export async function downloadFile(path: string, fallbackName: string) {
  const response = await withSession((token) =>
    fetch(`${API_URL}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
  if (!response.ok) throw new ApiRequestError(response.status, await response.json().catch(() => null));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encodedName = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plainName = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = encodedName ? decodeURIComponent(encodedName) : (plainName ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // The click starts the download at once; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Logs a failed call for whoever opens the console (docs/product.md#error-messages points admins there): a refusal the
 * screen already explains as a warning, anything unexpected as an error.
 */
export function logFailure(error: unknown) {
  if (error instanceof ApiRequestError) console.warn(`The API refused (${error.status}): ${error.message}`);
  else console.error(error);
}
