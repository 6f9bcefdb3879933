import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

describe('cached public reads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const read = (url: string) => api.app.inject({ url, headers: { origin: 'http://localhost:4321' } });

  it('answers a repeated read identically, security and CORS headers included', async () => {
    const first = await read('/salescategory/get/mini');
    const second = await read('/salescategory/get/mini');
    expect(second.body).toBe(first.body);
    const { date: _first, ...firstHeaders } = first.headers;
    const { date: _second, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows every create, update and delete in the next read', async () => {
    expect((await read('/staff/get/mini')).json()).toEqual([]);
    const created = (
      await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Architect' } })
    ).json();
    const single = `/staff/get/single/staff/${created.staffId}`;
    expect((await read('/staff/get/mini')).json()).toHaveLength(1);
    expect((await read(single)).json().staffTittle).toBe('Architect');

    await api.asAdmin({
      method: 'PUT',
      url: `/staff/update/${created.staffId}`,
      payload: { staffTittle: 'Lead Architect' },
    });
    expect((await read(single)).json().staffTittle).toBe('Lead Architect');
    expect((await read('/staff/get/mini')).json()[0].staffTittle).toBe('Lead Architect');

    await api.asAdmin({ method: 'DELETE', url: `/staff/delete/${created.staffId}` });
    expect((await read(single)).statusCode).toBe(404);
    expect((await read('/staff/get/mini')).json()).toEqual([]);
  });

  it('keeps no failed answer', async () => {
    expect((await read('/news/get/single/news/1')).statusCode).toBe(404);
    await api.asAdmin({ method: 'POST', url: '/news/save', payload: { newsTitle: 'First' } });
    expect((await read('/news/get/single/news/1')).json().newsTitle).toBe('First');
  });
});
