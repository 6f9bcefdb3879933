import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#scripts/services/admin-token.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { insertUser } from '#server/repositories/users.ts';
import type { Media } from '#shared/entities/media.ts';
import type { LivePreviewRequest } from '#shared/payloads/live-preview.ts';
import { pngImage } from '../fixtures/files.ts';
import { onPostgres } from '../fixtures/test-database.ts';
import { type PublishingProduct, startPublishingProduct } from '../integration/publishing-product.ts';

/** Tables a request touches without writing anything of its own: who is signed in, and who has a form open. */
const BOOKKEEPING = new Set(['sessions', 'presence']);
const BLOB = 'blob:http://localhost:4321/5d4c7a0e-live-preview';

/**
 * The live preview beside an item's form (docs/decisions/028-live-preview.md): the publisher renders
 * the item's page from the unsaved form, as it renders what it publishes, for an editor's session
 * only, and nothing is written anywhere.
 */
describe('live preview', () => {
  let product: PublishingProduct;
  beforeAll(async () => {
    product = await startPublishingProduct(20);
  }, 600_000);
  afterAll(() => product?.close());

  const preview = (kind: string, id: number, body: LivePreviewRequest, token: string | null = product.token) =>
    fetch(`${product.apiUrl}/live-preview/${kind}/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
  const htmlOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { html: string }).html;
  };
  async function created(route: string, body: Record<string, unknown>, idField: string) {
    const response = await product.api('POST', route, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as Record<string, number>)[idField] as number;
  }

  /** Every row of every table but the bookkeeping ones, and every file of the data folder and the site. */
  async function everything() {
    const db = product.db();
    const tables = (await db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !BOOKKEEPING.has(name));
    const rows = await Promise.all(
      tables.sort().map(async (name) => [name, (await sql`select * from ${sql.table(name)}`.execute(db)).rows]),
    );
    const site = await readdir(product.siteDir, { recursive: true });
    return { rows, site: site.sort() };
  }

  it('renders the item’s page from the unsaved form in either language, and writes nothing', async () => {
    const newsId = await created(
      '/news/save',
      { newsTitle: 'Saved title', titullLajmesh: 'Titull i ruajtur' },
      'newsId',
    );
    await product.waitUntilPublished();
    const before = await everything();
    // A form sends all its fields, as its save does.
    const values = {
      newsTitle: 'Typed, not saved',
      titullLajmesh: 'Shkruar, pa u ruajtur',
      newsDescription: 'A paragraph typed a moment ago.',
    };

    const english = await preview('news', newsId, { language: 'en', values, images: {} });
    expect(english.headers.get('cache-control')).toBe('no-store, private');
    expect(english.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const englishPage = await htmlOf(english);
    expect(englishPage).toContain('>Typed, not saved</h1>');
    expect(englishPage).toContain('>A paragraph typed a moment ago.</p>');
    expect(englishPage).toMatch(/^<!DOCTYPE html>/i);
    expect(await htmlOf(await preview('news', newsId, { language: 'sq', values, images: {} }))).toContain(
      '>Shkruar, pa u ruajtur</h1>',
    );

    await product.waitUntilPublished();
    expect(await everything()).toEqual(before);
    const published = await readFile(
      path.join(product.siteDir, 'en', 'newsdetails', String(newsId), 'index.html'),
      'utf8',
    );
    expect(published).toContain('>Saved title</h1>');
    expect(published).not.toContain('Typed, not saved');
  });

  it('renders every kind of page, drafts included, from what its form holds', async () => {
    const projectId = await created('/projects/save', { projectTitle: 'Stored project' }, 'projectId');
    const buildingId = await created('/building/save', { buildingTitle: 'Stored building' }, 'buildingId');
    const staffId = await created('/staff/save', { staffTittle: 'Stored vacancy', published: false }, 'staffId');
    for (const [kind, id, values] of [
      ['project', projectId, { projectTitle: 'Project as typed' }],
      ['building', buildingId, { buildingTitle: 'Building as typed' }],
      ['vacancy', staffId, { staffTittle: 'Vacancy as typed' }],
    ] as const) {
      const html = await htmlOf(await preview(kind, id, { language: 'en', values, images: {} }));
      expect(html, kind).toContain(Object.values(values)[0]);
    }
  });

  it('shows an image chosen in the form from the admin’s own object URL', async () => {
    const projectId = await created('/projects/save', { projectTitle: 'Project with a new image' }, 'projectId');
    const images = { projectImageUrl: { url: BLOB, width: 1200, height: 800 } };
    const values = { projectTitle: 'Project with a new image' };
    const html = await htmlOf(await preview('project', projectId, { language: 'en', values, images }));
    expect(html).toContain(`src="${BLOB}"`);
    const notAnImage = await preview('project', projectId, {
      language: 'en',
      values,
      images: { projectTitle: images.projectImageUrl },
    });
    expect(notAnImage.status).toBe(400);
    const elsewhere = { projectImageUrl: { url: 'https://elsewhere.example/x.jpg', width: 1, height: 1 } };
    expect((await preview('project', projectId, { language: 'en', values, images: elsewhere })).status).toBe(400);
  });

  it('shows an image chosen from the library by its id, with its texts and focal point, as the saved page will', async () => {
    const upload = new FormData();
    upload.append('altEn', 'The harbour at dawn');
    upload.append('altSq', 'Porti në agim');
    upload.append('focalPoints', JSON.stringify({ imageUrl: { x: 20, y: 80 } }));
    upload.append('imageUrl', new Blob([await pngImage(1200, 800)], { type: 'image/png' }), 'harbour.png');
    const uploaded = await product.api('POST', '/media/save', upload);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const media = (await uploaded.json()) as Media;
    const variant = media.imageUrl.replace(/^.*\//, '');
    const projectId = await created('/projects/save', { projectTitle: 'Project given a library image' }, 'projectId');
    const values = { projectTitle: 'Project given a library image', projectImageMediaId: media.mediaId };

    const english = await htmlOf(await preview('project', projectId, { language: 'en', values, images: {} }));
    expect(english).toMatch(
      new RegExp(`<img src="[^"]*${variant}" alt="The harbour at dawn"[^>]*object-position: 20% 80%`),
    );
    const albanian = await htmlOf(await preview('project', projectId, { language: 'sq', values, images: {} }));
    expect(albanian).toContain('alt="Porti në agim"');
    // The point the form gives the field, moved after the choice, is the one its save sets on the image.
    const moved = { ...values, focalPoints: { projectImageUrl: { x: 70, y: 30 } } };
    expect(await htmlOf(await preview('project', projectId, { language: 'en', values: moved, images: {} }))).toMatch(
      /alt="The harbour at dawn"[^>]*object-position: 70% 30%/,
    );
    const stored = (await (await product.api('GET', `/projects/get/single/project/${projectId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ projectImageUrl: null, projectImageMediaId: null });

    const gone = await preview('project', projectId, {
      language: 'en',
      values: { ...values, projectImageMediaId: 999_999 },
      images: {},
    });
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as { fields: Record<string, string> }).fields).toHaveProperty('projectImageMediaId');
  });

  it('shows a file chosen over a library image as a new image: without the texts of the image it replaces', async () => {
    const upload = new FormData();
    upload.append('altEn', 'The old courtyard');
    upload.append('imageUrl', new Blob([await pngImage(640, 480)], { type: 'image/png' }), 'courtyard.png');
    const media = (await (await product.api('POST', '/media/save', upload)).json()) as Media;
    const projectId = await created(
      '/projects/save',
      { projectTitle: 'Project with a stored image', projectImageMediaId: media.mediaId },
      'projectId',
    );
    const images = { projectImageUrl: { url: BLOB, width: 1200, height: 800 } };
    const values = { projectTitle: 'Project with a stored image' };
    const html = await htmlOf(await preview('project', projectId, { language: 'en', values, images }));
    expect(html).toMatch(new RegExp(`<img src="${BLOB}" alt="Project with a stored image"`));
    expect(html).not.toContain('The old courtyard');
  });

  it('refuses what a save would refuse, naming the fields, and a page the site would not make', async () => {
    const newsId = await created('/news/save', { newsTitle: 'Checked as a save is' }, 'newsId');
    const tooLong = await preview('news', newsId, {
      language: 'en',
      values: { newsTitle: 'x'.repeat(201) },
      images: {},
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields).toHaveProperty('newsTitle');
    const untitled = await preview('news', newsId, { language: 'en', values: { newsTitle: '' }, images: {} });
    expect(untitled.status).toBe(404);
    expect((await preview('news', 999_999, { language: 'en', values: {}, images: {} })).status).toBe(404);
    expect((await preview('category', 1, { language: 'en', values: {}, images: {} })).status).toBe(400);
  });

  it('answers an editor’s live session only: both roles, until its logout', async () => {
    const newsId = await created('/news/save', { newsTitle: 'For editors only' }, 'newsId');
    const body: LivePreviewRequest = { language: 'en', values: { newsTitle: 'For editors only' }, images: {} };
    expect((await preview('news', newsId, body, null)).status).toBe(401);
    expect((await preview('news', newsId, body, 'not-a-token')).status).toBe(401);

    const passwordHash = await hashPassword('a long enough password');
    await insertUser(product.db(), {
      username: 'writer',
      email: 'writer@example.com',
      passwordHash,
      roles: ['ROLE_USER'],
    });
    await insertUser(product.db(), { username: 'nobody', email: 'nobody@example.com', passwordHash, roles: [] });
    const writer = await adminToken(product.apiUrl, 'writer@example.com', 'a long enough password');
    expect(await htmlOf(await preview('news', newsId, body, writer))).toContain('>For editors only</h1>');
    const nobody = await adminToken(product.apiUrl, 'nobody@example.com', 'a long enough password');
    expect((await preview('news', newsId, body, nobody)).status).toBe(403);

    const logout = await fetch(`${product.apiUrl}/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer}` },
    });
    expect(logout.status).toBe(200);
    expect((await preview('news', newsId, body, writer)).status).toBe(401);
  });

  it.runIf(onPostgres())('is answered by any API instance, with nothing kept between them', async () => {
    const newsId = await created('/news/save', { newsTitle: 'On the first instance' }, 'newsId');
    const second = await product.startApiInstance();
    const response = await fetch(`${second}/live-preview/news/${newsId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${product.token}` },
      body: JSON.stringify({ language: 'en', values: { newsTitle: 'Typed on the second' }, images: {} }),
    });
    expect(await htmlOf(response)).toContain('>Typed on the second</h1>');
  });
});
