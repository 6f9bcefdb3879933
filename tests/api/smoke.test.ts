import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { pngImage } from '../fixtures/files.ts';

describe('smoke', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('creates a project with an image and reads it back publicly', async () => {
    const created = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: form({
        projectTitle: 'Sky Tower',
        titulliProjekti: 'Kulla Qiell',
        projectImageUrl: await pngImage(1000, 500),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json();
    const read = await api.app.inject({ url: `/projects/get/single/project/${project.projectId}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ projectTitle: 'Sky Tower', prev: null, next: null });
    expect(read.json().imageSets.projectImageUrl.webp).toContain('480w');
  });
});
