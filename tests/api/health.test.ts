import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '#server/errors.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

describe('health', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const ready = () => api.app.inject({ url: '/health/ready' });

  it('says the process is live', async () => {
    const response = await api.app.inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
  });

  it('is ready with the database reachable and migrated and the storage writable, leaving no probe behind', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    expect(await readdir(api.context.storage.tmpDir)).toEqual([]);
  });

  it('answers 503 naming the storage while uploads cannot be written, and 200 again once they can', async () => {
    const { tmpDir } = api.context.storage;
    // A file where the folder should be: writes fail even for root, whom permissions do not stop.
    await rm(tmpDir, { recursive: true, force: true });
    await writeFile(tmpDir, 'not a folder');
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
      });
    } finally {
      await rm(tmpDir, { force: true });
      await mkdir(tmpDir);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations when one this code knows has not run', async () => {
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(
      api.context.db,
    );
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' });
  });
});
