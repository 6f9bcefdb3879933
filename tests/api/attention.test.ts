import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '#shared/payloads/attention.ts';
import { PUBLISH_EVENT_HEADER, type PublishStatus } from '#shared/payloads/publish.ts';
import { startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';
import { allFailed, type PublisherStub, startPublisherStub, waitFor } from '../fixtures/publisher-stub.ts';

// GET /attention: what the dashboard says needs an admin's attention, counted by the database.
describe('what needs attention', () => {
  let api: TestApi;

  const create = async (url: string, payload: Record<string, unknown>) => {
    const response = await api.asAdmin({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
  };
  const attention = async () => {
    const response = await api.asAdmin({ method: 'GET', url: '/attention' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Attention;
  };
  const of = async (kind: string) => (await attention()).kinds.find((counts) => counts.kind === kind);

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('counts the kinds of content with texts, and nothing in an empty database', async () => {
    const { kinds, publishing } = await attention();
    expect(kinds.map((kind) => kind.kind)).toEqual(['project', 'news', 'vacancy', 'category', 'building']);
    // The seeded sales categories have both their names.
    for (const kind of kinds.filter((counted) => counted.kind !== 'category'))
      expect(kind).toEqual({
        kind: kind.kind,
        total: 0,
        offSite: 0,
        missing: { en: 0, sq: 0 },
        withoutImages: 0,
        drafts: 0,
      });
    expect(publishing).toEqual({ retrying: 0, failed: 0, lastError: null });
  });

  it('counts items off the site and items whose public texts lack a language', async () => {
    await create('/projects/save', { projectTitle: 'Lake Residence', titulliProjekti: 'Rezidenca e Liqenit' });
    await create('/projects/save', { projectTitle: 'Astir Centre', pershkrimiProjekti: 'Një qendër.' });
    await create('/projects/save', { titulliProjekti: 'Kulla', adresaProjekti: 'Rruga e Kavajës' });
    await create('/projects/save', { projectAddress: 'Rruga e Durrësit', adresaProjekti: ' ' });
    await create('/projects/save', { projectTitle: '   ', titulliProjekti: '' });
    // Lacking Albanian: Astir (title), the untitled one (address). Lacking English: Astir (description), Kulla (title, address).
    expect(await of('project')).toEqual({
      kind: 'project',
      total: 5,
      offSite: 2,
      missing: { en: 2, sq: 2 },
      withoutImages: 5,
      drafts: 0,
    });
  });

  it('never counts an internal text, which may stay in one language', async () => {
    await create('/staff/save', {
      staffTittle: 'Site engineer',
      titulliStaf: 'Inxhinier',
      staffDescriptionOne: 'For HR',
    });
    expect(await of('vacancy')).toEqual({
      kind: 'vacancy',
      total: 1,
      offSite: 0,
      missing: { en: 0, sq: 0 },
      withoutImages: 0,
      drafts: 0,
    });
  });

  it('counts the items lacking one of their images', async () => {
    const body = new FormData();
    body.append('projectTitle', 'With a picture');
    body.append('projectImageUrl', new Blob([await pngImage(40, 30)], { type: 'image/png' }), 'picture.png');
    const response = await api.asAdmin({ method: 'POST', url: '/projects/save', body });
    expect(response.statusCode, response.body).toBe(201);
    expect(await of('project')).toMatchObject({ total: 6, withoutImages: 5 });
  });

  it('is for admins only', async () => {
    expect((await api.app.inject({ url: '/attention' })).statusCode).toBe(401);
  });
});

describe('publishes that need attention', () => {
  let stub: PublisherStub;
  let api: TestApi;

  beforeAll(async () => {
    stub = await startPublisherStub();
    api = await startTestApi({
      publishWebhookUrl: stub.url,
      publishWebhookSecret: 'a publish webhook secret of more than 32 characters',
    });
  });
  afterAll(async () => {
    await api.close();
    await stub.close();
  });

  const publishing = async () => ((await api.asAdmin({ url: '/attention' })).json() as Attention).publishing;
  const writeVacancy = async () => {
    const response = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle: 'Engineer' } });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]);
  };
  const stateOf = async (eventId: number) =>
    ((await api.asAdmin({ url: `/publish/events/${eventId}` })).json() as PublishStatus).state;

  it('counts the changes failed by the publisher and those it is retrying, with the newest error and where it happened', async () => {
    stub.answerWith(allFailed('Purging /career failed: Varnish answered 503'));
    const failed = await writeVacancy();
    await waitFor('the event to fail', async () => (await stateOf(failed)) === 'failed');
    expect(await publishing()).toEqual({
      retrying: 0,
      failed: 1,
      lastError: { stage: 'publish', message: 'Purging /career failed: Varnish answered 503' },
    });

    stub.answerWith(() => ({ status: 500, body: { message: 'restarting' } }));
    const retried = await writeVacancy();
    await waitFor('a refused call', () => stub.calls.some((call) => call.batch.events[0]?.eventId === retried));
    await waitFor('the refusal recorded', async () => (await publishing()).retrying === 1);
    expect(await publishing()).toEqual({
      retrying: 1,
      failed: 1,
      lastError: { stage: 'delivery', message: expect.stringMatching(/answered 500/) },
    });
  });
});
