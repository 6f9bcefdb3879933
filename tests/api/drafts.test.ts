import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '#shared/payloads/attention.ts';
import { form, json, startTestApi, type TestApi } from '../fixtures/api.ts';

/**
 * Drafts (docs/decisions/015-drafts.md): an item saved with `published` false is kept and read by
 * editors, and by no one else, the public site included, until it is published.
 */
describe('drafts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const anonymous = (url: string) => api.app.inject({ method: 'GET', url });
  const asUser = (url: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${api.userToken}` } });
  const ids = async (url: string, read = anonymous) =>
    (await read(url)).json().map((item: { newsId: number }) => item.newsId);

  async function draftNews(title: string) {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/news/save',
      payload: { newsTitle: title, titullLajmesh: title, published: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { newsId: number; published: boolean };
  }

  it('keeps a draft from every public read, and gives it to editors', async () => {
    const draft = await draftNews('Draft announcement');
    expect(draft.published).toBe(false);
    const path = `/news/get/single/news/${draft.newsId}`;

    expect((await anonymous(path)).statusCode).toBe(404);
    expect(await ids('/news/get/mini')).not.toContain(draft.newsId);
    expect((await anonymous('/news/get/ids')).json()).not.toContain(draft.newsId);
    expect((await anonymous('/news/get/ids?shown=true')).json()).not.toContain(draft.newsId);

    // An editor's read is not kept for anyone else (the read cache), before or after it.
    const mine = await api.asAdmin({ method: 'GET', url: path });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ newsTitle: 'Draft announcement', published: false });
    expect((await asUser(path)).statusCode, 'a ROLE_USER account edits content').toBe(200);
    expect(await ids('/news/get/mini', (url) => api.asAdmin({ method: 'GET', url }))).toContain(draft.newsId);
    expect((await anonymous(path)).statusCode).toBe(404);
    expect(await ids('/news/get/mini')).not.toContain(draft.newsId);
    // Shown means published, for editors too: the site's reads.
    expect((await api.asAdmin({ method: 'GET', url: '/news/get/ids?shown=true' })).json()).not.toContain(draft.newsId);
  });

  it('refuses a public read with a token that is no longer good, rather than answering it as anyone’s', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/news/get/mini',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('publishes a draft, and takes a published item back to a draft, changing nothing else', async () => {
    const draft = await draftNews('Published later');
    const path = `/news/get/single/news/${draft.newsId}`;
    const update = (published: boolean | string) =>
      api.asAdmin({ method: 'PUT', url: `/news/publication/${draft.newsId}`, payload: { published } });

    const published = await update(true);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ newsTitle: 'Published later', published: true });
    // Anyone else reads published items alone, as docs/product.md#the-api answers them: without the field.
    const seen = (await anonymous(path)).json();
    expect(seen).toMatchObject({ newsTitle: 'Published later' });
    expect(seen).not.toHaveProperty('published');
    expect((await anonymous('/news/get/ids?shown=true')).json()).toContain(draft.newsId);

    expect((await update(false)).json()).toMatchObject({ newsTitle: 'Published later', published: false });
    expect((await anonymous(path)).statusCode).toBe(404);
    expect((await update('maybe')).statusCode).toBe(400);
  });

  it('lists the drafts on their own in the admin’s list, and counts them on the dashboard', async () => {
    const draft = await draftNews('Counted draft');
    const page = json<{ items: { newsId: number; published: boolean }[]; total: number }>(
      await api.asAdmin({ method: 'GET', url: '/news/get/page?published=false&pageSize=100' }),
    );
    expect(page.items.map((item) => item.newsId)).toContain(draft.newsId);
    expect(page.items.every((item) => !item.published)).toBe(true);
    const publishedOnly = json<{ items: { published: boolean }[] }>(
      await api.asAdmin({ method: 'GET', url: '/news/get/page?published=true&pageSize=100' }),
    );
    expect(publishedOnly.items.every((item) => item.published)).toBe(true);

    const attention = json<Attention>(await api.asAdmin({ method: 'GET', url: '/attention' }));
    const news = attention.kinds.find((kind) => kind.kind === 'news');
    expect(news?.drafts).toBe(page.total);
    expect(attention.kinds.find((kind) => kind.kind === 'category')?.drafts ?? 0).toBe(0);
  });

  it('keeps a draft a draft through an ordinary save, and publishes a create that says nothing', async () => {
    const draft = await draftNews('Still a draft');
    const saved = await api.asAdmin({
      method: 'PUT',
      url: `/news/update/${draft.newsId}`,
      payload: { newsTitle: 'Still a draft, revised' },
    });
    expect(saved.json()).toMatchObject({ newsTitle: 'Still a draft, revised', published: false });
    const plain = await api.asAdmin({ method: 'POST', url: '/news/save', payload: { newsTitle: 'At once' } });
    expect(plain.json()).toMatchObject({ published: true });
    const asForm = await api.asAdmin({
      method: 'POST',
      url: '/news/save',
      payload: form({ newsTitle: 'From the form', published: 'false' }),
    });
    expect(asForm.json()).toMatchObject({ newsTitle: 'From the form', published: false });
  });
});
