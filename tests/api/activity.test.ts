import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { ACTIVITY_PAGE_SIZE, type ActivityPage } from '#shared/payloads/activity.ts';
import { json, startTestApi, type TestApi } from '../fixtures/api.ts';
import { allFailed, startPublisherStub, waitFor } from '../fixtures/publisher-stub.ts';

describe('the activity log', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const search = async (q: string, page = 1) => {
    const response = await api.asAdmin({ url: `/activity?${new URLSearchParams({ q, page: String(page) })}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<ActivityPage>(response);
  };
  const entriesOf = async (q: string) =>
    (await search(q)).entries.map(({ actor, action, kind, summary }) => ({ actor, action, kind, summary }));
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await api.asAdmin({ method, url, ...(payload && { payload }) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  it('lists logins, and failed logins by the name typed, never the password', async () => {
    const password = 'a password nobody should read';
    const failed = await api.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { usernameOrEmail: ' intruder@example.com ', password },
      remoteAddress: '10.9.8.7',
    });
    expect(failed.statusCode).toBe(401);
    expect(await entriesOf('intruder')).toEqual([
      {
        actor: 'intruder@example.com',
        action: 'login-failed',
        kind: 'account',
        summary: 'Failed login as “intruder@example.com” from 10.9.8.7 (no such account)',
      },
    ]);
    expect((await search('intruder')).entries[0]?.details).toEqual({
      username: 'intruder@example.com',
      ip: '10.9.8.7',
      loginFailure: 'no-account',
    });
    expect((await search(password)).total).toBe(0);
    const { entries } = await search('admin');
    expect(entries.some((entry) => entry.action === 'login' && entry.actor === 'admin')).toBe(true);
  });

  it('lists each write of content with who made it and the item, newest first', async () => {
    const { projectId } = await write('POST', '/projects/save', { projectTitle: 'Lakeside Villas' });
    await write('PUT', `/projects/update/${projectId}`, { projectTitle: 'Lakeside Villas', boxOne: '2027' });
    await write('POST', `/history/project/${projectId}/restore`, { version: 1 });
    await write('PUT', '/projects/order', { ids: [projectId] });
    await write('DELETE', `/projects/delete/${projectId}`);
    const entries = await search('Lakeside Villas');
    expect(entries.entries.map(({ actor, action, kind, entityId }) => [actor, action, kind, entityId])).toEqual([
      ['admin', 'delete', 'project', projectId],
      ['admin', 'restore', 'project', projectId],
      ['admin', 'update', 'project', projectId],
      ['admin', 'create', 'project', projectId],
    ]);
    expect(entries.entries.map((entry) => entry.summary)).toEqual([
      'Deleted project “Lakeside Villas”',
      'Restored version 1 of project “Lakeside Villas”: boxOne',
      'Updated project “Lakeside Villas”: boxOne',
      'Created project “Lakeside Villas”',
    ]);
    // The facts the admin words in its language: both titles, the fields by their API names, the version.
    const titles = { en: 'Lakeside Villas', sq: '' };
    expect(entries.entries.map((entry) => entry.details)).toEqual([
      { titles },
      { titles, fields: ['boxOne'], version: 1 },
      { titles, fields: ['boxOne'] },
      { titles },
    ]);
    expect(await entriesOf('reordered the projects')).toEqual([
      { actor: 'admin', action: 'reorder', kind: 'project', summary: 'Reordered the projects' },
    ]);
  });

  it('names an item by both its titles, so that a search finds it by either', async () => {
    const { projectId } = await write('POST', '/projects/save', {
      projectTitle: 'Hillside Court',
      titulliProjekti: 'Oborri i Kodrës',
    });
    const [created] = (await search('Oborri Kodrës')).entries;
    expect(created).toMatchObject({
      entityId: projectId,
      summary: 'Created project “Hillside Court” / “Oborri i Kodrës”',
      details: { titles: { en: 'Hillside Court', sq: 'Oborri i Kodrës' } },
    });
  });

  it('lists the changes admins make to accounts', async () => {
    const { userId } = await write('POST', '/accounts', {
      username: 'clerk',
      email: 'clerk@example.com',
      roles: ['ROLE_USER'],
      password: 'a long enough first password',
    });
    await write('POST', `/accounts/${userId}/disable`);
    await write('PUT', `/accounts/${userId}/roles`, { roles: ['ROLE_ADMIN'] });
    await write('DELETE', `/accounts/${userId}`);
    expect((await entriesOf('clerk')).map((entry) => entry.summary)).toEqual([
      'Deleted the account “clerk”',
      'Changed the roles of “clerk”: ROLE_ADMIN',
      'Disabled the account “clerk”',
      'Added the account “clerk”: ROLE_USER',
    ]);
    expect((await search('clerk')).entries.map((entry) => entry.details)).toEqual([
      { username: 'clerk' },
      { username: 'clerk', roles: ['ROLE_ADMIN'] },
      { username: 'clerk' },
      { username: 'clerk', roles: ['ROLE_USER'] },
    ]);
  });

  it('finds entries with every word searched, in the actor or the summary, whatever the case', async () => {
    await write('POST', '/staff/save', { staffTittle: 'Crane operator 100%' });
    expect((await entriesOf('CRANE created')).map((entry) => entry.summary)).toEqual([
      'Created job vacancy “Crane operator 100%”',
    ]);
    expect((await entriesOf('admin crane')).length).toBe(1);
    expect((await entriesOf('crane deleted')).length).toBe(0);
    // Wildcards are taken as typed.
    expect((await entriesOf('100%')).length).toBe(1);
    expect((await entriesOf('1_0')).length).toBe(0);
  });

  it('pages the entries, newest first', async () => {
    const marker = 'paging-check';
    await api.context.db
      .insertInto('activity')
      .values(
        Array.from({ length: ACTIVITY_PAGE_SIZE + 5 }, (_, n) => ({
          actor: 'admin',
          action: 'update' as const,
          summary: `${marker} ${n}`,
        })),
      )
      .execute();
    const [first, second] = [await search(marker, 1), await search(marker, 2)];
    expect([first.total, first.entries.length, second.entries.length]).toEqual([ACTIVITY_PAGE_SIZE + 5, 50, 5]);
    expect(first.entries[0]?.summary).toBe(`${marker} ${ACTIVITY_PAGE_SIZE + 4}`);
    expect(second.entries.at(-1)?.summary).toBe(`${marker} 0`);
  });

  it('is for admins only', async () => {
    const asUser = await api.app.inject({ url: '/activity', headers: { authorization: `Bearer ${api.userToken}` } });
    expect(asUser.statusCode).toBe(403);
    expect((await api.app.inject({ url: '/activity' })).statusCode).toBe(401);
  });
});

it('logs a change the publisher could not put on the site', async () => {
  const stub = await startPublisherStub(allFailed('Rendering /career failed'));
  const api = await startTestApi({
    publishWebhookUrl: stub.url,
    publishWebhookSecret: 'a publish webhook secret of more than 32 characters',
  });
  try {
    const created = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Welder' } });
    const { staffId } = created.json();
    const failures = async () =>
      (await api.asAdmin({ url: '/activity?q=publishing+failed' })).json<ActivityPage>().entries;
    const [entry] = await waitFor('the failure in the log', async () =>
      (await failures()).length > 0 ? failures() : null,
    );
    expect(entry).toMatchObject({ actor: 'publisher', action: 'publish-failed', kind: 'vacancy', entityId: staffId });
    expect(entry?.summary).toMatch(
      /^Publishing failed for the create of vacancy #\d+ \(event \d+\): Rendering \/career failed$/,
    );
  } finally {
    await api.close();
    await stub.close();
  }
});

it('deletes the entries past ACTIVITY_RETENTION_DAYS when the API starts, and keeps the others', async () => {
  const api = await startTestApi();
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  await api.context.db
    .insertInto('activity')
    .values([
      { createdAt: daysAgo(40), actor: 'admin', action: 'update', summary: 'old enough to go' },
      { createdAt: daysAgo(20), actor: 'admin', action: 'update', summary: 'young enough to stay' },
    ])
    .execute();
  await api.app.close();
  const restarted = await buildApp({
    dataDir: api.dataDir,
    databaseUrl: api.databaseUrl,
    siteOrigins: [],
    activityRetentionDays: 30,
  });
  try {
    const summaries = await restarted.context.db.selectFrom('activity').select('summary').execute();
    expect(summaries.map((row) => row.summary)).toContain('young enough to stay');
    expect(summaries.map((row) => row.summary)).not.toContain('old enough to go');
  } finally {
    await restarted.app.close();
    await api.close();
  }
});
