import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

// What the public site reads with `shown=true`: only the items with a title in one language at least.
describe('items the public site shows, and news by date', () => {
  let api: TestApi;
  const project: Record<string, number> = {};
  const news: Record<string, number> = {};

  const created = async (url: string, payload: Record<string, unknown>, idField: string) => {
    const response = await api.asAdmin({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()[idField] as number;
  };
  const read = async (url: string) => {
    const response = await api.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    api = await startTestApi();
    project.english = await created('/projects/save', { projectTitle: 'Lake Residence' }, 'projectId');
    project.untitled = await created('/projects/save', { projectAddress: 'Rruga e Kavajës' }, 'projectId');
    project.albanian = await created('/projects/save', { titulliProjekti: 'Kulla e Liqenit' }, 'projectId');
    project.blank = await created('/projects/save', { projectTitle: '   ', titulliProjekti: '\n' }, 'projectId');
    news.march = await created('/news/save', { newsTitle: 'March', newsDate: '2026-03-10' }, 'newsId');
    news.january = await created('/news/save', { newsTitle: 'January', newsDate: '2026-01-10' }, 'newsId');
    news.undated = await created('/news/save', { titullLajmesh: 'Sot' }, 'newsId');
    news.february = await created('/news/save', { newsTitle: 'February', newsDate: '2026-02-10' }, 'newsId');
  });
  afterAll(() => api.close());

  it('keeps an item without a title, but lists and counts it only for the admin', async () => {
    const all = [project.english, project.untitled, project.albanian, project.blank];
    expect(await read('/projects/get/ids')).toEqual(all);
    expect(await read('/projects/get/ids?shown=true')).toEqual([project.english, project.albanian]);
    const listed = await read('/projects/get/all?shown=true');
    expect(listed.map((item: { projectId: number }) => item.projectId)).toEqual([project.english, project.albanian]);
    expect(await read('/projects/get/all')).toHaveLength(4);
  });

  it('links a shown item to its shown neighbours, over those without a title', async () => {
    expect(await read(`/projects/get/single/project/${project.english}`)).toMatchObject({
      prev: null,
      next: project.albanian,
    });
    expect(await read(`/projects/get/single/project/${project.albanian}`)).toMatchObject({
      prev: project.english,
      next: null,
    });
  });

  it('dates a news item given no date with the day it is created, in Tirana', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(new Date());
    expect(await read(`/news/get/single/news/${news.undated}`)).toMatchObject({ newsDate: today });
  });

  it('lists news by date, newest first, whatever order they were added in', async () => {
    const listed = (await read('/news/get/mini?shown=true')).map((item: { newsId: number }) => item.newsId);
    expect(listed).toEqual([news.undated, news.march, news.february, news.january]);
    expect(await read('/news/get/ids?shown=true')).toEqual(listed);
    expect(await read(`/news/get/single/news/${news.february}`)).toMatchObject({
      prev: news.march,
      next: news.january,
    });
  });

  it('keeps a news item’s date when an update gives none, and moves it when one does', async () => {
    const update = (payload: Record<string, unknown>) =>
      api.asAdmin({ method: 'PUT', url: `/news/update/${news.january}`, payload });
    expect((await update({ newsTitle: 'January, renamed' })).statusCode).toBe(200);
    expect(await read(`/news/get/single/news/${news.january}`)).toMatchObject({ newsDate: '2026-01-10' });
    expect((await update({ newsTitle: 'January', newsDate: '2026-02-20' })).statusCode).toBe(200);
    expect(await read('/news/get/ids?shown=true')).toEqual([news.undated, news.march, news.january, news.february]);
  });
});
