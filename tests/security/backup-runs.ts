import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { create, extract } from 'tar';
import { MANIFEST_NAME } from '#server/backup/backup-format.ts';
import { countFiles, fileDigest } from '#server/backup/staged-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs scripts/<name>.ts in a Node process of its own, as `npm run <name>` does, with `env` added
 * to this process's environment; DATABASE_URL and UPLOADS_DIR only as `env` gives them.
 */
export function runScript(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<ScriptRun> {
  const settings = { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: undefined, UPLOADS_DIR: undefined, ...env };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${name}.ts`), ...args], {
      cwd: ROOT,
      env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export const tempDir = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));

/** Every entry under `root`, files with a digest of their bytes: two equal states mean nothing changed. */
export async function treeState(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!entries) return ['(no folder)'];
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const name = path.relative(root, full);
      if (!entry.isFile()) return `${name} (${entry.isDirectory() ? 'folder' : 'other'})`;
      return `${name} ${createHash('sha256')
        .update(await readFile(full))
        .digest('hex')}`;
    }),
  );
  return lines.sort();
}

/** Writes to `target` a copy of `archive` whose extracted content `edit` changed first. */
export async function repack(archive: string, target: string, edit: (dir: string) => Promise<void>) {
  const dir = await tempDir('repack-');
  try {
    await extract({ file: archive, cwd: dir });
    await edit(dir);
    create({ file: target, cwd: dir, gzip: true, sync: true }, await readdir(dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Manifest = Record<string, unknown>;

/** Changes the manifest of an extracted archive. */
export async function editManifest(dir: string, change: (manifest: Manifest) => Manifest | Promise<Manifest>) {
  const file = path.join(dir, MANIFEST_NAME);
  await writeFile(file, JSON.stringify(await change(JSON.parse(await readFile(file, 'utf8')))));
}

/** Makes the manifest of an edited archive agree with its content again: the database's checksum, the file counts. */
export const reseal = (dir: string) =>
  editManifest(dir, async (manifest) => {
    const database = manifest.database as { file: string };
    const digest = await fileDigest(path.join(dir, database.file));
    return { ...manifest, database: { ...database, ...digest }, files: await countFiles(dir) };
  });

/** An answer without its neighbours, which items created later may change. */
export function withoutNeighbours(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withoutNeighbours);
  const { prev: _prev, next: _next, ...rest } = answer as Record<string, unknown>;
  return rest;
}

/** The files an answer names: `/uploads/…` URLs, CV downloads, and every entry of its srcsets. */
export function fileUrls(answer: unknown): string[] {
  if (typeof answer === 'string') {
    return answer
      .split(', ')
      .map((part) => part.split(' ')[0] ?? '')
      .filter((url) => /^\/(uploads\/|contact\/get\/cv\/)/.test(url));
  }
  if (answer && typeof answer === 'object') return [...new Set(Object.values(answer).flatMap(fileUrls))];
  return [];
}

export const integrityCheck = (file: string) => {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    return database
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => Object.values(row)[0]);
  } finally {
    database.close();
  }
};
