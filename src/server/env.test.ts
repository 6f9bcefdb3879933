import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiEnv, readEnv } from './env.ts';

describe('readEnv', () => {
  it('gives the documented defaults', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      API_PORT: 8080,
      JWT_EXPIRY: '8h',
      PUBLIC_SITE_ORIGIN: ['http://localhost:4321'],
      TRUST_PROXY: false,
      TRASH_RETENTION_DAYS: 30,
      CV_RETENTION_DAYS: 365,
    });
    expect(env.DATA_DIR).toBe(path.resolve('data'));
  });

  it('reads the publish webhook, which is off unless set', () => {
    expect(readEnv({}).PUBLISH_WEBHOOK_URL).toBeUndefined();
    const url = 'http://127.0.0.1:4330/events';
    expect(readEnv({ PUBLISH_WEBHOOK_URL: url }).PUBLISH_WEBHOOK_URL).toBe(url);
  });

  it('reads REDIS_URL, which is off unless set', () => {
    expect(readEnv({}).REDIS_URL).toBeUndefined();
    for (const url of ['redis://cache:6379', 'rediss://:secret@cache.internal:6380/2'])
      expect(readEnv({ REDIS_URL: url }).REDIS_URL).toBe(url);
  });

  it('takes an empty setting as unset, as compose passes a value removed from .env', () => {
    const env = readEnv({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', API_PORT: '', REDIS_URL: '' });
    expect([env.ADMIN_EMAIL, env.ADMIN_PASSWORD, env.REDIS_URL, env.API_PORT]).toEqual([
      undefined,
      undefined,
      undefined,
      8080,
    ]);
  });

  it('reads several site origins', () => {
    expect(readEnv({ PUBLIC_SITE_ORIGIN: 'https://example.al, https://www.example.al' }).PUBLIC_SITE_ORIGIN).toEqual([
      'https://example.al',
      'https://www.example.al',
    ]);
  });

  it.each([
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must have at least 32 characters'],
    [{ API_PORT: 'eighty' }, 'API_PORT'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL'],
    [{ JWT_EXPIRY: 'forever' }, 'JWT_EXPIRY is a number and a unit'],
    [{ SESSION_IDLE_TIMEOUT: '2 hours' }, 'SESSION_IDLE_TIMEOUT is a number and a unit'],
    [{ ADMIN_PASSWORD: 'eleven char' }, 'ADMIN_PASSWORD must have at least 12 characters'],
    [{ PUBLISH_WEBHOOK_URL: 'publisher:9000' }, 'PUBLISH_WEBHOOK_URL is an http(s) URL'],
    [{ PUBLISH_WEBHOOK_SECRET: 'short' }, 'PUBLISH_WEBHOOK_SECRET must have at least 32 characters'],
    [{ DATABASE_URL: 'mysql://db/site' }, 'DATABASE_URL is a postgres:// URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL is a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL is a redis:// or rediss:// URL'],
    [{ TRASH_RETENTION_DAYS: '0' }, 'TRASH_RETENTION_DAYS is a whole number of days, 1 or more'],
    [{ TRASH_RETENTION_DAYS: 'a month' }, 'TRASH_RETENTION_DAYS is a whole number of days, 1 or more'],
    [{ TRASH_RETENTION_DAYS: '7.5' }, 'TRASH_RETENTION_DAYS is a whole number of days, 1 or more'],
    [{ CV_RETENTION_DAYS: '0' }, 'CV_RETENTION_DAYS is a whole number of days, 1 or more'],
    [{ CV_RETENTION_DAYS: 'a year' }, 'CV_RETENTION_DAYS is a whole number of days, 1 or more'],
  ])('stops with a message that says what to set for %j', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});

describe('readApiEnv', () => {
  const DATABASE_URL = 'postgres://site@db.internal:5432/site';
  const secret = (letter: string) => letter.repeat(40);

  it('keeps generating the keys per data folder on SQLite', () => {
    expect(readApiEnv({}).JWT_SECRET).toBeUndefined();
  });

  it('needs the signing keys as settings with DATABASE_URL, naming each one missing', () => {
    expect(() => readApiEnv({ DATABASE_URL })).toThrow('JWT_SECRET: JWT_SECRET is required with DATABASE_URL');
    const withWebhook = { DATABASE_URL, JWT_SECRET: secret('j'), PUBLISH_WEBHOOK_URL: 'http://publisher:4330/events' };
    expect(() => readApiEnv(withWebhook)).toThrow('PUBLISH_WEBHOOK_SECRET is required with DATABASE_URL');
    expect(readApiEnv({ ...withWebhook, PUBLISH_WEBHOOK_SECRET: secret('w') })).toMatchObject({ DATABASE_URL });
  });

  it('lets the tools that manage the database read it without the keys', () => {
    expect(readEnv({ DATABASE_URL }).DATABASE_URL).toBe(DATABASE_URL);
  });
});
