import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../fixtures/api.ts';

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
    return response.json() as { kind: string; total: number; offSite: number; missing: { en: number; sq: number } }[];
  };
  const of = async (kind: string) => (await attention()).find((counts) => counts.kind === kind);

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('counts the kinds of content with texts, and nothing in an empty database', async () => {
    const counts = await attention();
    expect(counts.map((kind) => kind.kind)).toEqual(['project', 'news', 'vacancy', 'category', 'building']);
    // The seeded sales categories have both their names.
    for (const kind of counts.filter((counted) => counted.kind !== 'category'))
      expect(kind).toEqual({ kind: kind.kind, total: 0, offSite: 0, missing: { en: 0, sq: 0 } });
  });

  it('counts items off the site and items whose public texts lack a language', async () => {
    await create('/projects/save', { projectTitle: 'Lake Residence', titulliProjekti: 'Rezidenca e Liqenit' });
    await create('/projects/save', { projectTitle: 'Astir Centre', pershkrimiProjekti: 'Një qendër.' });
    await create('/projects/save', { titulliProjekti: 'Kulla', adresaProjekti: 'Rruga e Kavajës' });
    await create('/projects/save', { projectAddress: 'Rruga e Durrësit', adresaProjekti: ' ' });
    await create('/projects/save', { projectTitle: '   ', titulliProjekti: '' });
    // Lacking Albanian: Astir (title), the untitled one (address). Lacking English: Astir (description), Kulla (title, address).
    expect(await of('project')).toEqual({ kind: 'project', total: 5, offSite: 2, missing: { en: 2, sq: 2 } });
  });

  it('never counts an internal text, which may stay in one language', async () => {
    await create('/staff/save', {
      staffTittle: 'Site engineer',
      titulliStaf: 'Inxhinier',
      staffDescriptionOne: 'For HR',
    });
    expect(await of('vacancy')).toEqual({ kind: 'vacancy', total: 1, offSite: 0, missing: { en: 0, sq: 0 } });
  });

  it('is for admins only', async () => {
    expect((await api.app.inject({ url: '/attention' })).statusCode).toBe(401);
  });
});
