import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { InjectOptions } from 'fastify';
import { create, extract } from 'tar';
import { buildApp } from '../../src/server/app.ts';
import { ADMIN } from '../fixtures/api.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name>.ts in a Node process of its own, as `npm run <name>` does. */
export function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${name}.ts`), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
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

/** The real API on an existing DATA_DIR (a restored one), logged in as the admin its database holds. */
export async function startApiOn(dataDir: string) {
  const { app } = await buildApp({
    dataDir,
    siteOrigins: ['http://localhost:4321'],
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
  });
  if (login.statusCode !== 200) throw new Error(`login on the restored API failed: ${login.body}`);
  const token = login.json().token as string;
  return {
    app,
    asAdmin: (request: InjectOptions) =>
      app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } }),
  };
}
