import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The configured secret, or one generated on first start and kept (owner-only) in DATA_DIR/secrets/<name>. */
export async function loadSecret(dataDir: string, name: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // `wx` fails if another process created the file meanwhile; then its secret wins.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

/** The key that signs admin tokens (JWT_SECRET, or the one kept in DATA_DIR). */
export const loadJwtSecret = (dataDir: string, configured: string | undefined) =>
  loadSecret(dataDir, 'jwt-secret', configured);
