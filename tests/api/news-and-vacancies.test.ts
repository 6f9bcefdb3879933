import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

describe('news, news images and job vacancies', () => {
  let api: TestApi;
  const newsIds: number[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    for (const [title, type] of [
      ['Ground broken', 'event'],
      ['Sales open', 'news'],
      ['Keys handed over', 'news'],
    ]) {
      const response = await api.asAdmin({
        method: 'POST',
        url: '/news/save',
        payload: form({
          newsTitle: title as string,
          titullLajmesh: `${title} AL`,
          newsType: type as string,
          newsImageUrl: await pngImage(),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      newsIds.push(response.json().newsId);
    }
  });
  afterAll(() => api.close());

  it('lists news newest first, and gives the newer item as prev', async () => {
    const list = (await api.app.inject({ url: '/news/get/mini' })).json();
    expect(list.map((n: { newsId: number }) => n.newsId)).toEqual([...newsIds].reverse());
    expect((await api.app.inject({ url: `/news/get/single/news/${newsIds[1]}` })).json()).toMatchObject({
      newsType: 'news',
      newsTitle: 'Sales open',
      prev: newsIds[2],
      next: newsIds[0],
    });
  });

  it('attaches images to a news item; the first carries the item’s prev and next', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await api.asAdmin({
        method: 'POST',
        url: '/newsimage/save',
        payload: form({ newsId: newsIds[0] as number, newsImageUrl: await pngImage(120, 80) }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const images = (await api.app.inject({ url: `/newsimage/get/mini/${newsIds[0]}` })).json();
    expect(images).toHaveLength(3);
    expect(images[0]).toMatchObject({ newsId: newsIds[0], prev: newsIds[1], next: null });
    expect((await api.app.inject({ url: '/newsimage/get/random' })).json().newsId).toBe(newsIds[0]);
    expect((await api.asAdmin({ url: '/newsimage/get/mini' })).json()).toHaveLength(3);
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/newsimage/delete/${images[2].newsImageId}` });
    expect(deleted.json()).toEqual({ message: 'News image deleted successfully!' });
  });

  it('deletes a news item with its images', async () => {
    expect((await api.asAdmin({ method: 'DELETE', url: `/news/delete/${newsIds[0]}` })).statusCode).toBe(200);
    expect((await api.asAdmin({ url: '/newsimage/get/mini' })).json()).toEqual([]);
    expect((await api.app.inject({ url: `/newsimage/get/mini/${newsIds[0]}` })).statusCode).toBe(404);
  });

  it('keeps multi-paragraph vacancy texts as written', async () => {
    const description = 'About the role.\nResponsibilities:\n- site supervision\n\nWhat we offer: a team.';
    const created = await api.asAdmin({
      method: 'POST',
      url: '/staff/save',
      payload: {
        staffTittle: 'Site Engineer',
        titulliStaf: 'Inxhinier Kantieri',
        staffDescriptionTwo: description,
        pershkrimiStafDy: 'Rreth rolit.\nPërgjegjësitë.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = await api.asAdmin({
      method: 'POST',
      url: '/staff/save',
      payload: form({ staffTittle: 'Architect' }),
    });
    const list = (await api.app.inject({ url: '/staff/get/mini' })).json();
    expect(list.map((s: { staffTittle: string }) => s.staffTittle)).toEqual(['Architect', 'Site Engineer']);
    const single = (await api.app.inject({ url: `/staff/get/single/staff/${created.json().staffId}` })).json();
    expect(single).toMatchObject({
      staffDescriptionTwo: description,
      staffDescriptionOne: '',
      prev: second.json().staffId,
      next: null,
    });
    const updated = await api.asAdmin({
      method: 'PUT',
      url: `/staff/update/${created.json().staffId}`,
      payload: { staffTittle: 'Senior Site Engineer' },
    });
    expect(updated.json()).toMatchObject({ staffTittle: 'Senior Site Engineer', staffDescriptionTwo: '' });
  });
});
