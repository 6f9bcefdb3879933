/** Logs in to the API at `apiUrl` over HTTP and answers the session's token. */
export async function adminToken(apiUrl: string, usernameOrEmail: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail, password }),
  });
  if (!response.ok) throw new Error(`Login to ${apiUrl} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
