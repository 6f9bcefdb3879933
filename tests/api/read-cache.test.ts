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

  /** The cache's counts, as the API's metrics give them. */
  async function counts() {
    const value = async (name: string, outcome?: string) => {
      const metric = await api.metrics.registry.getSingleMetric(name)?.get();
      return metric?.values.find((entry) => outcome === undefined || entry.labels.outcome === outcome)?.value ?? 0;
    };
    return {
      hits: await value('api_read_cache_reads_total', 'hit'),
      misses: await value('api_read_cache_reads_total', 'miss'),
      clears: await value('api_read_cache_clears_total'),
    };
  }
  const beat = async (token: string, tab: string) => {
    const beaten = await api.app.inject({
      method: 'PUT',
      url: `/presence/vacancy/1/${tab}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(beaten.statusCode, beaten.body).toBe(200);
  };

  it('stays warm while two editors’ forms beat presence, and is emptied by each committed write', async () => {
    const created = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Surveyor' } });
    const single = `/staff/get/single/staff/${created.json().staffId}`;
    await read(single);
    const before = await counts();
    for (let round = 0; round < 5; round++) {
      await beat(api.adminToken, 'admin-tab');
      await beat(api.userToken, 'editor-tab');
      expect((await read(single)).json().staffTittle).toBe('Surveyor');
    }
    const warm = await counts();
    expect(warm.hits - before.hits).toBe(5);
    expect(warm.misses).toBe(before.misses);
    expect(warm.clears).toBe(before.clears);

    await api.asAdmin({
      method: 'PUT',
      url: single.replace('/get/single/staff/', '/update/'),
      payload: { staffTittle: 'Chief Surveyor' },
    });
    expect((await read(single)).json().staffTittle).toBe('Chief Surveyor');
    const written = await counts();
    expect(written.clears).toBe(warm.clears + 1);
    expect(written.misses).toBe(warm.misses + 1);
    // A write refused before it commits empties nothing.
    const refused = await api.asAdmin({
      method: 'PUT',
      url: '/staff/update/999999',
      payload: { staffTittle: 'Nobody' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await counts()).clears).toBe(written.clears);
  });

  it('keeps no failed answer', async () => {
    expect((await read('/news/get/single/news/1')).statusCode).toBe(404);
    await api.asAdmin({ method: 'POST', url: '/news/save', payload: { newsTitle: 'First' } });
    expect((await read('/news/get/single/news/1')).json().newsTitle).toBe('First');
  });
});
