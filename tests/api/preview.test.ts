import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_GRANT_HEADER, type Preview } from '#shared/payloads/preview.ts';
import { ADMIN, startTestApi, type TestApi } from '../fixtures/api.ts';

/**
 * Previews of drafts (docs/decisions/015-drafts.md): an editor's grant lets the site's render of
 * one item's page read it as if published, while the session that asked lives. The render itself
 * (the publisher's) is proved in tests/integration/publishing.test.ts.
 */
describe('previews', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  async function draftNews(title: string, token = api.adminToken) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/news/save',
      headers: { authorization: `Bearer ${token}` },
      payload: { newsTitle: title, published: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { newsId: number }).newsId;
  }
  const grantFor = async (newsId: number, token = api.adminToken) => {
    const response = await api.app.inject({
      method: 'POST',
      url: `/preview/news/${newsId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as Preview;
    return { preview, grant: preview.links.sq.split('/')[2] ?? '' };
  };
  const readAs = (newsId: number, headers: Record<string, string>) =>
    api.app.inject({ url: `/news/get/single/news/${newsId}`, headers });

  it('grants an editor links to the item’s page in both languages, and no one else', async () => {
    const newsId = await draftNews('Previewed draft');
    const { preview, grant } = await grantFor(newsId);
    expect(preview.links).toEqual({
      sq: `/preview/${grant}/newsdetails/${newsId}`,
      en: `/preview/${grant}/en/newsdetails/${newsId}`,
    });
    expect(new Date(preview.expiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await api.app.inject({ method: 'POST', url: `/preview/news/${newsId}` })).statusCode).toBe(401);
    expect((await api.asAdmin({ method: 'POST', url: '/preview/news/999999' })).statusCode).toBe(404);
    expect((await api.asAdmin({ method: 'POST', url: `/preview/category/${newsId}` })).statusCode).toBe(400);
  });

  it('lets a read that carries the grant see its item as if published, and nothing more', async () => {
    const newsId = await draftNews('Read through a grant');
    const other = await draftNews('Another draft');
    const { grant } = await grantFor(newsId);

    const read = await readAs(newsId, { [PREVIEW_GRANT_HEADER]: grant });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ newsTitle: 'Read through a grant' });
    expect(read.json()).not.toHaveProperty('published');
    // Not kept for anyone else, and for no other item.
    expect((await readAs(newsId, {})).statusCode).toBe(404);
    expect((await readAs(other, { [PREVIEW_GRANT_HEADER]: grant })).statusCode).toBe(404);
    // A grant is not a bearer token, nor a bearer token a grant.
    expect((await readAs(newsId, { authorization: `Bearer ${grant}` })).statusCode).toBe(401);
    expect((await readAs(newsId, { [PREVIEW_GRANT_HEADER]: api.adminToken })).statusCode).toBe(404);
  });

  it('ends a grant with the session that asked for it', async () => {
    const token = await api.login(ADMIN.email, ADMIN.password);
    const newsId = await draftNews('Until logout', token);
    const { grant } = await grantFor(newsId, token);
    expect((await readAs(newsId, { [PREVIEW_GRANT_HEADER]: grant })).statusCode).toBe(200);
    const logout = await api.app.inject({
      method: 'POST',
      url: '/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await readAs(newsId, { [PREVIEW_GRANT_HEADER]: grant })).statusCode).toBe(404);
    const page = await api.app.inject({ url: `/preview/${grant}/newsdetails/${newsId}` });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This preview has ended');
  });

  it('opens only its item’s pages, never kept or indexed', async () => {
    const newsId = await draftNews('One page only');
    const { grant } = await grantFor(newsId);
    const elsewhere = await api.app.inject({ url: `/preview/${grant}/newsdetails/${newsId + 1}` });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(elsewhere.headers['cache-control']).toBe('no-store, private');
    // This test API has no publisher to render with.
    const page = await api.app.inject({ url: `/preview/${grant}/en/newsdetails/${newsId}` });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('No publisher is set up to render previews.');
  });
});
