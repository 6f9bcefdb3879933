import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_EXPIRY_MS, type Presence } from '#shared/payloads/presence.ts';
import { startTestApi, type TestApi, VISITOR } from '../fixtures/api.ts';

/**
 * Who else has an item's form open: each open tab beats every few seconds and hears the other
 * accounts that have the same item open, each once, since its earliest open tab.
 */
describe('presence on an item’s form', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const beat = async (token: string, path: string) => {
    const response = await api.app.inject({
      method: 'PUT',
      url: `/presence/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Presence).others;
  };
  const leave = (token: string, path: string) =>
    api.app.inject({ method: 'DELETE', url: `/presence/${path}`, headers: { authorization: `Bearer ${token}` } });

  it('tells each account who else has the item open and since when, not itself, and not on other items', async () => {
    expect(await beat(api.adminToken, 'project/1/admin-tab-one')).toEqual([]);
    // A second tab of the same account is the same account.
    expect(await beat(api.adminToken, 'project/1/admin-tab-two')).toEqual([]);
    const seenByEditor = await beat(api.userToken, 'project/1/editor-tab-1');
    expect(seenByEditor).toEqual([{ username: 'admin', since: expect.any(String) }]);
    expect(Date.now() - Date.parse(seenByEditor[0]?.since ?? '')).toBeLessThan(10_000);
    expect(await beat(api.adminToken, 'project/1/admin-tab-one')).toEqual([
      { username: VISITOR.username, since: expect.any(String) },
    ]);
    expect(await beat(api.userToken, 'project/2/editor-tab-1')).toEqual([]);
    expect(await beat(api.userToken, 'news/1/editor-tab-1')).toEqual([]);
  });

  it('forgets a tab that left, and one not heard of for the expiry (a browser that died)', async () => {
    expect((await leave(api.userToken, 'project/1/editor-tab-1')).statusCode).toBe(204);
    expect(await beat(api.adminToken, 'project/1/admin-tab-one')).toEqual([]);

    await beat(api.userToken, 'news/3/editor-tab-1');
    expect(await beat(api.adminToken, 'news/3/admin-tab-one')).toHaveLength(1);
    const longAgo = new Date(Date.now() - PRESENCE_EXPIRY_MS - 1000).toISOString();
    await api.context.db
      .updateTable('presence')
      .set({ seenAt: longAgo })
      .where('tab', '=', 'editor-tab-1')
      .where('kind', '=', 'news')
      .execute();
    expect(await beat(api.adminToken, 'news/3/admin-tab-one')).toEqual([]);
    const left = await api.context.db.selectFrom('presence').select('tab').where('kind', '=', 'news').execute();
    expect(left).toEqual([{ tab: 'admin-tab-one' }]);
  });

  it('lets no one leave another account’s tab, and refuses what is not an open form', async () => {
    await beat(api.userToken, 'building/4/editor-tab-1');
    await leave(api.adminToken, 'building/4/editor-tab-1');
    expect(await beat(api.adminToken, 'building/4/admin-tab-one')).toHaveLength(1);

    for (const path of [
      'nothing/1/admin-tab-one',
      'project/0/admin-tab-one',
      'project/1/short',
      'project/1/bad%20tab!',
    ]) {
      const response = await api.app.inject({
        method: 'PUT',
        url: `/presence/${path}`,
        headers: { authorization: `Bearer ${api.adminToken}` },
      });
      expect(response.statusCode, path).toBe(400);
    }
    expect((await api.app.inject({ method: 'PUT', url: '/presence/project/1/admin-tab-one' })).statusCode).toBe(401);
  });
});
