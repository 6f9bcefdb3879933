/** A body an admin's call sends: form data, as the admin's forms do, or an object, sent as JSON. */
export type ApiBody = FormData | object;

/** The fetch options of a call to the API: its token when given, and its body as form data or JSON. */
export function apiRequest(
  method: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string | undefined; body?: ApiBody | undefined; headers?: Record<string, string> | undefined } = {},
): RequestInit {
  const json = body !== undefined && !(body instanceof FormData);
  return {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(json && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json ? JSON.stringify(body) : (body ?? null),
  };
}
