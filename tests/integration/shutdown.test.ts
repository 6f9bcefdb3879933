import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#scripts/services/admin-token.ts';
import { jpegImage } from '../fixtures/files.ts';

const ADMIN = { email: 'admin@example.com', password: 'a long enough password' };

async function startApi(dataDir: string, port: number): Promise<ChildProcess> {
  const api = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/salescategory/get/mini`)).ok) return api;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

describe('the API process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-process-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('finishes an in-flight upload on SIGTERM, then closes the database cleanly and exits 0', async () => {
    const port = 19_000 + Math.floor(Math.random() * 1000);
    const api = await startApi(dataDir, port);
    const base = `http://127.0.0.1:${port}`;
    const token = await adminToken(base, ADMIN.email, ADMIN.password);

    const body = new FormData();
    body.append('projectTitle', 'Finished before shutdown');
    body.append('projectImageUrl', new Blob([new Uint8Array(await jpegImage(2400, 1600))]), 'large.jpg');
    const upload = fetch(`${base}/projects/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    // Encoding a 2400 px image takes seconds: the signal arrives while the request is being handled.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exited = once(api, 'exit');
    api.kill('SIGTERM');

    const response = await upload;
    expect(response.status).toBe(201);
    const [code] = await exited;
    expect(code).toBe(0);
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(path.join(dataDir, 'db.sqlite-wal'))).toBe(false);

    const again = await startApi(dataDir, port + 1);
    const projects = await (await fetch(`http://127.0.0.1:${port + 1}/projects/get/all`)).json();
    expect(projects.map((project: { projectTitle: string }) => project.projectTitle)).toEqual([
      'Finished before shutdown',
    ]);
    again.kill('SIGTERM');
    await once(again, 'exit');
  });
});
