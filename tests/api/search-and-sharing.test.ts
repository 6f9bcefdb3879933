import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_DESCRIPTION_CHARS } from '#shared/entities/search-and-sharing.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

/**
 * What an item with a page says for search engines and shared links: a search description per
 * language and an image, kept by editors and admins alike, optional, and answered as any field.
 */
describe('search descriptions and images for shared links', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const as = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload instanceof FormData ? { body: payload } : payload ? { payload: payload as object } : {}),
    });

  it('are kept for an editor, with the image in its sizes, and read back on the item', async () => {
    const saved = await as(
      api.userToken,
      'POST',
      '/news/save',
      form({
        newsTitle: 'Topping-out at the Tower',
        searchDescription: '  The Tower reached its 24th floor: a ceremony on site.  ',
        pershkrimiKerkimit: 'Kulla arriti katin e 24-t.',
        socialImageUrl: [await pngImage(1200, 630), 'card.png'],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { newsId } = saved.json() as { newsId: number };
    const read = (await as(api.userToken, 'GET', `/news/get/single/news/${newsId}`)).json();
    expect(read.searchDescription).toBe('The Tower reached its 24th floor: a ceremony on site.');
    expect(read.pershkrimiKerkimit).toBe('Kulla arriti katin e 24-t.');
    expect(read.socialImageUrl).toMatch(/^\/uploads\/images\/.+\.(webp|avif|jpg|png)$/);
    expect(read.imageSets.socialImageUrl.width).toBe(1200);

    // A write that leaves them out keeps them; an empty one clears them.
    const renamed = await as(api.adminToken, 'PUT', `/news/update/${newsId}`, { newsTitle: 'Topping-out' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().searchDescription).toBe('The Tower reached its 24th floor: a ceremony on site.');
    const cleared = await as(api.adminToken, 'PUT', `/news/update/${newsId}`, { searchDescription: '' });
    expect(cleared.json().searchDescription).toBe('');
    expect(cleared.json().pershkrimiKerkimit).toBe('Kulla arriti katin e 24-t.');
  });

  it('are optional on every entity with pages, and a description past the limit is refused by name', async () => {
    for (const [path, title] of [
      ['/projects/save', { projectTitle: 'Lake Residence' }],
      ['/building/save', { buildingTitle: 'Tower A' }],
      ['/staff/save', { staffTittle: 'Site engineer' }],
    ] as const) {
      const saved = await as(api.adminToken, 'POST', path, title);
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({ searchDescription: '', pershkrimiKerkimit: '', socialImageUrl: null });
    }
    const tooLong = await as(api.adminToken, 'POST', '/staff/save', {
      staffTittle: 'Site engineer',
      searchDescription: 'x'.repeat(MAX_SEARCH_DESCRIPTION_CHARS + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['searchDescription']);
  });
});
