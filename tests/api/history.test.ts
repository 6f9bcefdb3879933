import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '#server/repositories/resource-table.ts';
import { tableOf } from '#server/repositories/table-shape.ts';
import { PROJECT } from '#shared/entities/project.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { form, json, startTestApi, type TestApi } from '../fixtures/api.ts';
import { jpegImage, pngImage } from '../fixtures/files.ts';

describe('the history of an item', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const asUser = (request: InjectOptions) =>
    api.app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${api.userToken}` } });
  const history = async (kind: string, id: number) => {
    const response = await api.asAdmin({ url: `/history/${kind}/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return json<ItemVersion[]>(response);
  };
  const restore = (kind: string, id: number, version: number, ifMatch?: string) =>
    api.asAdmin({
      method: 'POST',
      url: `/history/${kind}/${id}/restore`,
      payload: { version },
      headers: ifMatch ? { 'if-match': ifMatch } : {},
    });
  const vacancy = async (id: number) => json(await api.app.inject({ url: `/staff/get/single/staff/${id}` }));
  const createVacancy = async (staffTittle: string) => {
    const response = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: { staffTittle } });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json().staffId);
  };
  const updateVacancy = async (id: number, fields: Record<string, string>, token = api.adminToken) => {
    const response = await api.app.inject({
      method: 'PUT',
      url: `/staff/update/${id}`,
      payload: fields,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('keeps a version of each create, update and delete, with who made it, newest first', async () => {
    const id = await createVacancy('Site engineer');
    await updateVacancy(id, { staffTittle: 'Site engineer (senior)', pershkrimiStafDy: 'Inxhinier kantieri' });
    // An update writes every field; one it leaves out becomes empty (docs/product.md#validation-rules).
    await updateVacancy(
      id,
      {
        staffTittle: 'Site engineer (senior)',
        pershkrimiStafDy: 'Inxhinier kantieri',
        staffDescriptionTwo: 'Supervises the site.',
      },
      api.userToken,
    );
    const versions = await history('vacancy', id);
    expect(versions.map(({ version, operation, actor }) => [version, operation, actor])).toEqual([
      [3, 'update', 'visitor'],
      [2, 'update', 'admin'],
      [1, 'create', 'admin'],
    ]);
    expect(versions.map((version) => version.changed)).toEqual([
      ['staffDescriptionTwo'],
      ['staffTittle', 'pershkrimiStafDy'],
      [],
    ]);
    expect(versions[2]?.fields).toMatchObject({ staffTittle: 'Site engineer', pershkrimiStafDy: '' });
    expect(versions[0]?.fields).not.toHaveProperty('staffId');
    expect(versions[0]?.fields).not.toHaveProperty('version');
    expect(Date.parse(versions[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(versions[2]?.at ?? ''));

    const deleted = await api.asAdmin({ method: 'DELETE', url: `/staff/delete/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [last] = await history('vacancy', id);
    expect(last).toMatchObject({ version: 4, operation: 'delete', actor: 'admin', changed: [] });
    expect(last?.fields).toMatchObject({
      staffTittle: 'Site engineer (senior)',
      staffDescriptionTwo: 'Supervises the site.',
    });
  });

  it('records nothing of a write that is refused', async () => {
    const id = await createVacancy('Architect');
    const stale = await api.asAdmin({
      method: 'PUT',
      url: `/staff/update/${id}`,
      payload: { staffTittle: 'Late edit' },
      headers: { 'if-match': '"7"' },
    });
    expect(stale.statusCode).toBe(412);
    expect((await history('vacancy', id)).map((version) => version.version)).toEqual([1]);
  });

  it('restores an earlier version as a new version, published as an update', async () => {
    const id = await createVacancy('Draughtsman');
    await updateVacancy(id, { staffTittle: 'Draughtsman (CAD)', titulliStaf: 'Vizatues' });
    const response = await restore('vacancy', id, 1, '"2"');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 3, restoredFrom: 1, keptFiles: [] });
    expect(response.headers.etag).toBe('"3"');
    expect(await vacancy(id)).toMatchObject({ staffTittle: 'Draughtsman', titulliStaf: '' });

    const eventId = Number(response.headers[PUBLISH_EVENT_HEADER.toLowerCase()]);
    const event = await api.context.db
      .selectFrom('outbox')
      .selectAll()
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: 'vacancy', entityId: id, operation: 'update' });
    expect(JSON.parse(event.tags)).toContain(`vacancy:${id}`);

    const [restored] = await history('vacancy', id);
    expect(restored).toMatchObject({
      version: 3,
      operation: 'restore',
      restoredFrom: 1,
      actor: 'admin',
      changed: ['staffTittle', 'titulliStaf'],
    });
  });

  it('refuses a restore made from a version the item has moved on from (412), changing nothing', async () => {
    const id = await createVacancy('Surveyor');
    await updateVacancy(id, { staffTittle: 'Land surveyor' });
    const response = await restore('vacancy', id, 1, '"1"');
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ code: 'EDIT_CONFLICT', changedBy: 'admin' });
    expect(response.headers.etag).toBe('"2"');
    expect((await vacancy(id)).staffTittle).toBe('Land surveyor');
    expect((await history('vacancy', id)).map((version) => version.version)).toEqual([2, 1]);
  });

  it('answers 404 for a version or an item it does not have', async () => {
    const id = await createVacancy('Electrician');
    expect((await restore('vacancy', id, 9)).statusCode).toBe(404);
    expect((await api.asAdmin({ url: '/history/vacancy/999999' })).statusCode).toBe(404);
  });

  it('lets editors read histories and restore, and nobody signed out', async () => {
    const id = await createVacancy('Plumber');
    await updateVacancy(id, { staffTittle: 'Plumber (site)' });
    expect((await asUser({ url: `/history/vacancy/${id}` })).statusCode).toBe(200);
    const restored = await asUser({ method: 'POST', url: `/history/vacancy/${id}/restore`, payload: { version: 1 } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await history('vacancy', id))[0]?.actor).toBe('visitor');
    expect((await api.app.inject({ url: `/history/vacancy/${id}` })).statusCode).toBe(401);
  });

  it('shows the version of an item saved without a record, and restores it', async () => {
    // As the seeds and the rows of a database from before history was kept.
    const id = await insertRow(api.context.db, tableOf(PROJECT), { ...projectTexts('Seeded tower') });
    expect((await history('project', id)).map(({ version, operation, actor }) => [version, operation, actor])).toEqual([
      [1, 'create', null],
    ]);
    const edited = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${id}`,
      payload: { projectTitle: 'Tower' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await history('project', id)).map((version) => version.version)).toEqual([2, 1]);
    expect((await restore('project', id, 1, '"2"')).statusCode).toBe(200);
    expect((await api.app.inject({ url: `/projects/get/single/project/${id}` })).json().projectTitle).toBe(
      'Seeded tower',
    );
  });

  it('stores line breaks as LF, and records, announces and publishes nothing of a save that changes nothing', async () => {
    // A browser sends a textarea's line breaks as CRLF, in a multipart form as the admin's.
    const vacancyForm = (staffTittle: string) =>
      form({
        staffTittle,
        staffDescriptionOne: 'Plans the site.\r\nLeads the crew.',
        pershkrimiStafNje: 'Planifikon.\rDrejton.',
      });
    const created = await api.asAdmin({ method: 'POST', url: '/staff/save', payload: vacancyForm('Foreman') });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().staffId);
    expect(await vacancy(id)).toMatchObject({
      staffDescriptionOne: 'Plans the site.\nLeads the crew.',
      pershkrimiStafNje: 'Planifikon.\nDrejton.',
    });
    const events = () => api.context.db.selectFrom('outbox').select('eventId').execute();
    const eventsBefore = (await events()).length;
    const activityBefore = (await api.asAdmin({ url: '/activity' })).json<{ total: number }>().total;

    const unchanged = await api.asAdmin({
      method: 'PUT',
      url: `/staff/update/${id}`,
      payload: vacancyForm('Foreman'),
      headers: { 'if-match': '"1"' },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.headers.etag).toBe('"1"');
    expect(unchanged.headers[PUBLISH_EVENT_HEADER.toLowerCase()]).toBeUndefined();
    expect((await history('vacancy', id)).map((version) => version.version)).toEqual([1]);
    expect((await events()).length).toBe(eventsBefore);
    expect((await api.asAdmin({ url: '/activity' })).json<{ total: number }>().total).toBe(activityBefore);

    const edited = await api.asAdmin({
      method: 'PUT',
      url: `/staff/update/${id}`,
      payload: vacancyForm('Foreman (night)'),
    });
    expect(edited.headers.etag).toBe('"2"');
    expect((await history('vacancy', id))[0]?.changed).toEqual(['staffTittle']);
  });

  describe('files', () => {
    const createProject = async () => {
      const response = await api.asAdmin({
        method: 'POST',
        url: '/projects/save',
        payload: form({ projectTitle: 'Garden Towers', projectImageUrl: await pngImage(120, 80) }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { projectId: number; projectImageUrl: string; projectImageMediaId: number };
    };
    const replaceImage = async (id: number) => {
      const response = await api.asAdmin({
        method: 'PUT',
        url: `/projects/update/${id}`,
        payload: form({ projectTitle: 'Garden Towers II', projectImageUrl: await jpegImage(100, 60) }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { projectImageUrl: string };
    };
    const project = async (id: number) =>
      (await api.app.inject({ url: `/projects/get/single/project/${id}` })).json() as {
        projectTitle: string;
        projectImageUrl: string;
      };

    it('keeps the current image when the version’s image is no longer in the library, and says so', async () => {
      const { projectId, projectImageMediaId: first } = await createProject();
      const { projectImageUrl: current } = await replaceImage(projectId);
      const deleted = await api.asAdmin({ method: 'DELETE', url: `/media/delete/${first}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const oldest = (await history('project', projectId)).at(-1);
      expect(oldest?.missingFiles).toEqual(['projectImageUrl']);

      const response = await restore('project', projectId, 1);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().keptFiles).toEqual(['projectImageUrl']);
      expect(await project(projectId)).toMatchObject({ projectTitle: 'Garden Towers', projectImageUrl: current });
      expect((await api.app.inject({ url: current })).statusCode).toBe(200);
    });

    it('puts back the image the version showed, which stayed in the library, keeping the one it replaces there', async () => {
      const { projectId, projectImageUrl: first } = await createProject();
      const { projectImageUrl: second } = await replaceImage(projectId);
      expect((await api.app.inject({ url: first })).statusCode).toBe(200);

      const response = await restore('project', projectId, 1);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().keptFiles).toEqual([]);
      expect((await project(projectId)).projectImageUrl).toBe(first);
      expect((await api.app.inject({ url: second })).statusCode).toBe(200);
    });
  });
});

const projectTexts = (projectTitle: string) => ({
  projectType: 'Residential',
  projectTitle,
  ...Object.fromEntries(
    ['titulliProjekti', 'projectAddress', 'adresaProjekti', 'projectDescription', 'pershkrimiProjekti']
      .concat([
        'boxOne',
        'boxTwo',
        'boxThree',
        'boxFour',
        'boxFive',
        'boxSix',
        'boxSeven',
        'boxEight',
        'shenimiProjekti',
      ])
      .map((field) => [field, '']),
  ),
});
