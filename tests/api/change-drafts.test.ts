import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '#shared/payloads/activity.ts';
import type { ItemVersion } from '#shared/payloads/history.ts';
import { PREVIEW_GRANT_HEADER, type Preview } from '#shared/payloads/preview.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { jpegImage, pngImage } from '../fixtures/files.ts';

interface Project {
  projectId: number;
  projectTitle: string;
  titulliProjekti: string | null;
  projectImageUrl: string;
}
interface Changes {
  draft: {
    savedBy: string;
    baseVersion: number;
    outdated: boolean;
    changed: string[];
    item: Project;
  } | null;
}

/**
 * Unpublished changes to a published item (docs/decisions/017-drafts-of-changes.md): kept beside
 * it with their files while its public page stays as it is, previewed, then published as one
 * update or discarded.
 */
describe('unpublished changes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const publicRead = async (id: number) =>
    (await api.app.inject({ url: `/projects/get/single/project/${id}` })).json() as Project;
  const fileServed = async (url: string) => (await api.app.inject({ url })).statusCode === 200;
  const changes = (id: number, request: Omit<InjectOptions, 'url'> = {}) =>
    api.asAdmin({ ...request, url: `/changes/project/${id}` });
  const saveChanges = (id: number, payload: FormData | Record<string, unknown>, tag?: string) =>
    changes(id, { method: 'PUT', payload, headers: tag ? { 'if-match': tag } : {} });
  const publish = (id: number, tag?: string) =>
    api.asAdmin({ method: 'POST', url: `/changes/project/${id}/publish`, headers: tag ? { 'if-match': tag } : {} });

  async function createProject(title: string) {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: form({ projectTitle: title, titulliProjekti: `${title} sq`, projectImageUrl: await pngImage(120, 80) }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { projectId } = response.json() as Project;
    // Answers say an item's version in their ETag alone.
    const read = await api.asAdmin({ url: `/projects/get/single/project/${projectId}` });
    return { ...(read.json() as Project), version: Number(JSON.parse(read.headers.etag as string)) };
  }

  it('keeps changes beside a published item, whose public read stays as it was until they are published', async () => {
    const project = await createProject('Lake Residence');
    expect((await changes(project.projectId)).json()).toEqual({ draft: null });

    const saved = await saveChanges(
      project.projectId,
      form({
        projectTitle: 'Lake Residence II',
        titulliProjekti: 'Lake Residence sq',
        projectImageUrl: await jpegImage(90, 60),
      }),
      `"${project.version}-0"`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe(`"${project.version}-1"`);
    const { draft } = saved.json() as Changes;
    expect(draft).toMatchObject({ savedBy: 'admin', baseVersion: project.version, outdated: false });
    expect(draft?.changed.sort()).toEqual(['projectImageUrl', 'projectTitle']);
    expect(draft?.item).toMatchObject({ projectTitle: 'Lake Residence II' });
    const changedImage = draft?.item.projectImageUrl ?? '';
    expect(changedImage).not.toBe(project.projectImageUrl);
    expect(await fileServed(changedImage)).toBe(true);

    // The public read, and the item's own, are the published item.
    expect(await publicRead(project.projectId)).toMatchObject({
      projectTitle: 'Lake Residence',
      projectImageUrl: project.projectImageUrl,
    });
    const own = await api.asAdmin({ url: `/projects/get/single/project/${project.projectId}` });
    expect(own.json()).toMatchObject({ projectTitle: 'Lake Residence' });
    expect(own.headers.etag).toBe(`"${project.version}"`);

    // A preview of the page shows them.
    const grant = await api.asAdmin({ method: 'POST', url: `/preview/project/${project.projectId}` });
    const link = (grant.json() as Preview).links.en;
    const previewed = await api.app.inject({
      url: `/projects/get/single/project/${project.projectId}`,
      headers: { [PREVIEW_GRANT_HEADER]: link.split('/')[2] ?? '' },
    });
    expect(previewed.json()).toMatchObject({ projectTitle: 'Lake Residence II', projectImageUrl: changedImage });

    // Published, they are one update: the public read, the history and the activity log say so.
    const published = await publish(project.projectId, `"${project.version}-1"`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.headers[PUBLISH_EVENT_HEADER.toLowerCase()]).toMatch(/^\d+$/);
    expect(published.headers.etag).toBe(`"${project.version + 1}"`);
    expect(await publicRead(project.projectId)).toMatchObject({
      projectTitle: 'Lake Residence II',
      projectImageUrl: changedImage,
    });
    expect(await fileServed(changedImage)).toBe(true);
    // The image it showed before stays in the library.
    expect(await fileServed(project.projectImageUrl)).toBe(true);
    expect((await changes(project.projectId)).json()).toEqual({ draft: null });
    const [latest] = (await api.asAdmin({ url: `/history/project/${project.projectId}` })).json() as ItemVersion[];
    expect(latest).toMatchObject({ operation: 'update', version: project.version + 1 });
    expect(latest?.changed.sort()).toEqual(['projectImageUrl', 'projectTitle']);
    const activity = (await api.asAdmin({ url: '/activity?q=Lake+Residence' })).json() as ActivityPage;
    expect(activity.entries.map((entry) => entry.action).slice(0, 2)).toEqual(['changes-publish', 'changes-save']);
  });

  it('replaces saved changes with the next save, the images uploaded to them staying in the library', async () => {
    const project = await createProject('Hill Court');
    const first = await saveChanges(
      project.projectId,
      form({ projectTitle: 'Hill Court', titulliProjekti: 'Hill Court sq', projectImageUrl: await pngImage(60, 40) }),
    );
    const firstImage = (first.json() as Changes).draft?.item.projectImageUrl ?? '';
    const second = await saveChanges(
      project.projectId,
      form({ projectTitle: 'Hill Court', titulliProjekti: 'Hill Court sq', projectImageUrl: await jpegImage(70, 50) }),
      first.headers.etag as string,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers.etag).toBe(`"${project.version}-2"`);
    expect(await fileServed(firstImage)).toBe(true);
    expect(await fileServed(project.projectImageUrl)).toBe(true);

    // A save without a file keeps the changes' file; one equal to the item is no change at all.
    const texts = await saveChanges(project.projectId, {
      projectTitle: 'Hill Court renamed',
      titulliProjekti: 'Hill Court sq',
    });
    expect((texts.json() as Changes).draft?.changed.sort()).toEqual(['projectImageUrl', 'projectTitle']);
    const secondImage = (second.json() as Changes).draft?.item.projectImageUrl ?? '';
    expect(await fileServed(secondImage)).toBe(true);
    const discarded = await changes(project.projectId, { method: 'DELETE' });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json()).toEqual({ draft: null });
    expect(await fileServed(secondImage)).toBe(true);
    expect(await publicRead(project.projectId)).toMatchObject({
      projectTitle: 'Hill Court',
      projectImageUrl: project.projectImageUrl,
    });
    expect(await fileServed(project.projectImageUrl)).toBe(true);
    expect((await changes(project.projectId, { method: 'DELETE' })).statusCode).toBe(404);
  });

  it('refuses changes made from other changes (412), and publishes none made before the item’s last save (409)', async () => {
    const project = await createProject('River Gate');
    const saved = await saveChanges(project.projectId, { projectTitle: 'River Gate changed' });
    const stale = await saveChanges(project.projectId, { projectTitle: 'Other' }, `"${project.version}-0"`);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'EDIT_CONFLICT', changedBy: 'admin' });
    expect(stale.headers.etag).toBe(saved.headers.etag);

    const update = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${project.projectId}`,
      payload: { projectTitle: 'River Gate', titulliProjekti: 'Porta e Lumit' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const read = await changes(project.projectId);
    expect((read.json() as Changes).draft).toMatchObject({ outdated: true, baseVersion: project.version });
    const refused = await publish(project.projectId, read.headers.etag as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CHANGES_OUTDATED' });
    expect((await publicRead(project.projectId)).projectTitle).toBe('River Gate');

    // Saved again over the item, they can be.
    const again = await saveChanges(
      project.projectId,
      { projectTitle: 'River Gate changed', titulliProjekti: 'Porta e Lumit' },
      read.headers.etag as string,
    );
    expect((again.json() as Changes).draft).toMatchObject({ outdated: false, changed: ['projectTitle'] });
    expect((await publish(project.projectId, again.headers.etag as string)).statusCode).toBe(200);
    expect(await publicRead(project.projectId)).toMatchObject({
      projectTitle: 'River Gate changed',
      titulliProjekti: 'Porta e Lumit',
    });
  });

  it('keeps no changes beside a draft, and lets them go with a deleted item', async () => {
    const draft = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: { projectTitle: 'Not yet public', published: false },
    });
    const draftId = (draft.json() as Project).projectId;
    const refused = await saveChanges(draftId, { projectTitle: 'Changed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_PUBLISHED' });

    const project = await createProject('Sea View');
    const saved = await saveChanges(
      project.projectId,
      form({ projectTitle: 'Sea View', projectImageUrl: await pngImage(50, 50) }),
    );
    const image = (saved.json() as Changes).draft?.item.projectImageUrl ?? '';
    const removed = await api.asAdmin({ method: 'DELETE', url: `/projects/delete/${project.projectId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    // The changes go; the image uploaded to them stays in the library, as the item's does.
    expect(await fileServed(image)).toBe(true);
    expect(await fileServed(project.projectImageUrl)).toBe(true);
    expect((await changes(project.projectId)).statusCode).toBe(404);
  });

  it('answers editors only', async () => {
    const project = await createProject('Closed Door');
    expect((await api.app.inject({ url: `/changes/project/${project.projectId}` })).statusCode).toBe(401);
    const user = await api.app.inject({
      url: `/changes/project/${project.projectId}`,
      headers: { authorization: `Bearer ${api.userToken}` },
    });
    expect(user.statusCode, 'a ROLE_USER account edits content').toBe(200);
    expect((await api.asAdmin({ url: '/changes/category/1' })).statusCode).toBe(404);
  });
});
