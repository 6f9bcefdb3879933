import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_LOCK_WAIT_MS } from '#server/db/lock-waiting-sqlite.ts';
import { RETRY_AFTER_SECONDS } from '#server/errors.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';

/**
 * Writes while another connection holds the SQLite file's write lock, as `npm run user`, a second
 * process or a long write does: they wait for it, and past the wait they are refused as "try
 * again", with nothing written.
 */
describe('a write while the SQLite file is locked', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** A real second connection to the API's file that takes the write lock until released. */
  function holdWriteLock() {
    const other = new DatabaseSync(path.join(api.dataDir, 'db.sqlite'), { timeout: 2000 });
    other.exec('BEGIN IMMEDIATE');
    const release = () => {
      other.exec('COMMIT');
      other.close();
    };
    return { release, releaseAfter: (ms: number) => setTimeout(release, ms) };
  }

  const message = (firstName: string) =>
    api.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: form({ firstName, lastName: 'Leka', email: 'ana@example.com', contactMessage: 'Is it free?' }),
    });
  const count = async (table: 'contacts' | 'outbox') =>
    Number(
      (
        await api.context.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a contact message sent during a 1.5 s lock once the lock is gone: 201, not 500', async () => {
    const [contacts, events] = [await count('contacts'), await count('outbox')];
    holdWriteLock().releaseAfter(1500);
    const started = performance.now();
    const response = await message('Waited');
    expect(response.statusCode, response.body).toBe(201);
    expect(performance.now() - started).toBeGreaterThan(1400);
    expect(await count('contacts')).toBe(contacts + 1);
    expect(await count('outbox')).toBe(events + 1);
  });

  it('saves an admin’s edit made during the lock, after it', async () => {
    const created = await api.asAdmin({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'Lock' } });
    const { projectId } = created.json();
    const read = await api.app.inject({ url: `/projects/get/single/project/${projectId}` });
    holdWriteLock().releaseAfter(800);
    const updated = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${projectId}`,
      headers: { 'if-match': read.headers.etag as string },
      payload: { projectTitle: 'Lock waited' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().projectTitle).toBe('Lock waited');
  });

  it('answers reads at once while another connection holds the write lock', async () => {
    const lock = holdWriteLock();
    try {
      const started = performance.now();
      const response = await api.app.inject({ url: '/projects/get/all' });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      lock.release();
    }
  });

  it('refuses a write still locked out after the wait with 503 and Retry-After, and writes nothing of it', async () => {
    const [contacts, events] = [await count('contacts'), await count('outbox')];
    holdWriteLock().releaseAfter(SQLITE_LOCK_WAIT_MS + 1000);
    const response = await message('Refused');
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await count('contacts')).toBe(contacts);
    expect(await count('outbox')).toBe(events);
    // Once the lock is gone, the same message goes through.
    expect((await message('Refused')).statusCode).toBe(201);
  }, 15_000);
});
