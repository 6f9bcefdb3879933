import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Server } from '#scripts/services/s3-server.ts';
import { buildApp } from '#server/app.ts';
import type { App } from '#server/context.ts';
import { ADMIN, applicationForm, form } from '../fixtures/api.ts';
import { pdfDocument, pngImage } from '../fixtures/files.ts';
import { s3SettingsOf, startTestS3Server } from '../fixtures/s3-server.ts';
import { freshDatabase, type TestDatabase } from '../fixtures/test-database.ts';

/**
 * Two API instances on one PostgreSQL database and one bucket, each with a data folder of its own
 * and no folder shared: what one takes, the other serves.
 */
type Instance = { app: App; dataDir: string };

let database: TestDatabase;
let s3: S3Server;
let first: Instance;
let second: Instance;
let token: string;
const jwtSecret = randomBytes(32).toString('hex');

async function startInstance(): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'instance-'));
  const { app } = await buildApp({
    dataDir,
    databaseUrl: database.url,
    siteOrigins: [],
    jwtSecret,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    s3: s3SettingsOf(s3),
  });
  return { app, dataDir };
}

const asAdmin = (instance: Instance, request: InjectOptions) =>
  instance.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });

/** The files an instance keeps in its own data folder, its temporary uploads left out. */
async function keptOnDisk({ dataDir }: Instance): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /^(uploads|private)(\/|$)/.test(path.relative(dataDir, entry.parentPath)))
    .map((entry) => entry.name);
}

beforeAll(async () => {
  [database, s3] = await Promise.all([freshDatabase(), startTestS3Server()]);
  [first, second] = await Promise.all([startInstance(), startInstance()]);
  const login = await first.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { usernameOrEmail: ADMIN.email, password: ADMIN.password },
  });
  token = login.json().token;
});

afterAll(async () => {
  for (const instance of [first, second]) {
    await instance?.app.close();
    if (instance) await rm(instance.dataDir, { recursive: true, force: true });
  }
  await database?.drop();
  await s3?.stop();
});

describe('two API instances with their files in one bucket', () => {
  it('serve what the other took: pictures, a catalogue and a CV, with nothing on either disk', async () => {
    const building = await asAdmin(first, {
      method: 'POST',
      url: '/building/save',
      payload: form({
        buildingTitle: 'Tower A',
        titulliNderteses: 'Kulla A',
        buildingImageUrl: await pngImage(800, 600),
      }),
    });
    expect(building.statusCode, building.body).toBe(201);
    const catalogue = await pdfDocument(3);
    const catalog = await asAdmin(second, {
      method: 'POST',
      url: '/catalog/save',
      payload: form({
        buildingId: building.json().buildingId,
        salesCategoryId: 1,
        catalogTitle: 'Apartments',
        catalogImageUrl: await pngImage(400, 300),
        pdfUrl: [catalogue, 'catalogue.pdf'],
      }),
    });
    expect(catalog.statusCode, catalog.body).toBe(201);
    const staff = await asAdmin(first, {
      method: 'POST',
      url: '/staff/save',
      payload: form({ staffTittle: 'Engineer', titulliStaf: 'Inxhinier' }),
    });
    const cv = await pdfDocument(1);
    const applied = await first.app.inject({
      method: 'POST',
      url: '/contact/save',
      payload: applicationForm(staff.json().staffId, cv),
    });
    expect(applied.statusCode, applied.body).toBe(201);

    const picture = await second.app.inject({ url: building.json().buildingImageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((await first.app.inject({ url: catalog.json().pdfUrl })).rawPayload.equals(catalogue)).toBe(true);
    const [contact] = (await asAdmin(second, { url: '/contact/get/mini' })).json();
    expect((await asAdmin(second, { url: `/contact/get/cv/${contact.contactId}` })).rawPayload.equals(cv)).toBe(true);
    expect([...(await keptOnDisk(first)), ...(await keptOnDisk(second))]).toEqual([]);
  });
});
