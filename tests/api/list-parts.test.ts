import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';

describe('parts of public lists', () => {
  let api: TestApi;
  const newsIds: number[] = [];
  const projectIds: number[] = [];

  beforeAll(async () => {
    api = await startTestApi();
    for (let n = 1; n <= 5; n++) {
      newsIds.push(
        (await api.asAdmin({ method: 'POST', url: '/news/save', payload: form({ newsTitle: `News ${n}` }) })).json()
          .newsId,
      );
      projectIds.push(
        (
          await api.asAdmin({ method: 'POST', url: '/projects/save', payload: form({ projectTitle: `Project ${n}` }) })
        ).json().projectId,
      );
    }
  });
  afterAll(() => api.close());

  const ids = async (url: string, field: string) =>
    ((await api.app.inject({ url })).json() as Record<string, number>[]).map((item) => item[field]);

  it('answers the first items of a list in its own order', async () => {
    expect(await ids('/news/get/mini?limit=2', 'newsId')).toEqual(newsIds.toReversed().slice(0, 2));
    expect(await ids('/projects/get/all?limit=2', 'projectId')).toEqual(projectIds.slice(0, 2));
  });

  it('answers a list in the order asked for', async () => {
    expect(await ids('/projects/get/all?order=desc&limit=2', 'projectId')).toEqual(projectIds.toReversed().slice(0, 2));
    expect(await ids('/news/get/mini?order=asc', 'newsId')).toEqual(newsIds);
    expect((await api.app.inject({ url: '/news/get/mini?order=newest' })).statusCode).toBe(400);
  });

  it('answers the items in a range of ids, in the list’s order', async () => {
    const [first, second, third] = projectIds as [number, number, number];
    expect(await ids(`/projects/get/all?idFrom=${first}&idTo=${third}`, 'projectId')).toEqual([first, second, third]);
    expect(await ids(`/news/get/mini?idFrom=${newsIds[1]}&idTo=${newsIds[2]}&limit=1`, 'newsId')).toEqual([newsIds[2]]);
  });

  it('answers every id of a list, in its order, and follows creates and deletes', async () => {
    const read = async (url: string) => (await api.app.inject({ url })).json() as number[];
    expect(await read('/news/get/ids')).toEqual(newsIds.toReversed());
    expect(await read('/projects/get/ids')).toEqual(projectIds);
    const created = (
      await api.asAdmin({ method: 'POST', url: '/staff/save', payload: form({ staffTittle: 'Surveyor' }) })
    ).json();
    expect(await read('/staff/get/ids')).toEqual([created.staffId]);
    await api.asAdmin({ method: 'DELETE', url: `/staff/delete/${created.staffId}` });
    expect(await read('/staff/get/ids')).toEqual([]);
    expect(await read('/salescategory/get/ids')).toEqual([1, 2, 3]);
  });

  it('refuses a limit that is not a positive number within bounds', async () => {
    for (const limit of ['0', '-3', 'many', '100000']) {
      const response = await api.app.inject({ url: `/news/get/mini?limit=${limit}` });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().fields).toHaveProperty('limit');
    }
  });
});
