import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES_PREFIX } from '#server/uploads/file-store.ts';
import { form, isStored, startTestApi, storedKeys, type TestApi } from '../fixtures/api.ts';
import { jpegImage, pngImage } from '../fixtures/files.ts';

describe('projects and their gallery', () => {
  let api: TestApi;
  const ids: number[] = [];
  /** Lets a deleted item's trash entry go, with its files. */
  const deleteForGood = async (entryId: unknown) => {
    const response = await api.asAdmin({ method: 'DELETE', url: `/trash/${entryId}` });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    api = await startTestApi();
    for (const [title, type] of [
      ['Lake Residence', 'Residential'],
      ['Grand Hotel', 'Hotel'],
      ['Blloku Offices', 'Office'],
    ]) {
      const response = await api.asAdmin({
        method: 'POST',
        url: '/projects/save',
        payload: form({
          projectTitle: title as string,
          titulliProjekti: `${title} AL`,
          projectType: type as string,
          boxOne: '2024',
          boxTwo: '12,500 m²',
          projectImageUrl: await pngImage(600, 400),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().projectId);
    }
  });
  afterAll(() => api.close());

  it('answers a created project with every field, its image URLs and its neighbours', async () => {
    const project = (await api.app.inject({ url: `/projects/get/single/project/${ids[1]}` })).json();
    expect(project).toMatchObject({
      projectId: ids[1],
      projectTitle: 'Grand Hotel',
      titulliProjekti: 'Grand Hotel AL',
      projectType: 'Hotel',
      boxOne: '2024',
      boxTwo: '12,500 m²',
      boxThree: '',
      prev: ids[0],
      next: ids[2],
    });
    expect(project.projectImageUrl).toMatch(/^\/uploads\/images\/[\w-]+-600\.webp$/);
    expect(project.imageSets.projectImageUrl).toEqual({
      width: 600,
      height: 400,
      avif: expect.stringMatching(
        /^\/uploads\/images\/[\w-]+-480\.avif 480w, \/uploads\/images\/[\w-]+-600\.avif 600w$/,
      ),
      webp: expect.stringMatching(/-480\.webp 480w, .*-600\.webp 600w$/),
      focalPoint: { x: 50, y: 50 },
      // The image of the library it shows, not yet described.
      mediaId: project.projectImageMediaId,
      alt: { en: '', sq: '' },
      decorative: false,
    });
    expect(project.projectImageMediaId).toEqual(expect.any(Number));
  });

  it('gives null neighbours at the ends of the order', async () => {
    expect((await api.app.inject({ url: `/projects/get/single/project/${ids[0]}` })).json()).toMatchObject({
      prev: null,
      next: ids[1],
    });
    expect((await api.app.inject({ url: `/projects/get/single/project/${ids[2]}` })).json()).toMatchObject({
      prev: ids[1],
      next: null,
    });
  });

  it('answers the same project with or without a token, an editor also told that it is published', async () => {
    const anonymous = await api.app.inject({ url: `/projects/get/single/project/${ids[0]}` });
    const withToken = await api.asAdmin({ url: `/projects/get/single/project/${ids[0]}` });
    expect(withToken.json()).toEqual({ ...anonymous.json(), published: true });
  });

  it('lists projects in id order publicly, for the admin, and shuffled', async () => {
    const all = (await api.app.inject({ url: '/projects/get/all' })).json();
    expect(all.map((p: { projectId: number }) => p.projectId)).toEqual(ids);
    expect(all[0]).not.toHaveProperty('prev');
    const mini = (await api.asAdmin({ url: '/projects/get/mini' })).json();
    expect(mini).toEqual(all.map((project: object) => ({ ...project, published: true })));
    const random = (await api.app.inject({ url: '/projects/get/all/random' })).json();
    expect(random.map((p: { projectId: number }) => p.projectId).sort()).toEqual([...ids].sort());
  });

  it('keeps the current image when an update sends no file, and shows a new image of the library when it does, keeping the old one there', async () => {
    const before = (await api.app.inject({ url: `/projects/get/single/project/${ids[0]}` })).json();
    const kept = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${ids[0]}`,
      payload: form({ projectTitle: 'Lake Residence II', projectType: 'Residential' }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ projectTitle: 'Lake Residence II', projectImageUrl: before.projectImageUrl });

    const oldFile = before.projectImageUrl;
    expect(await isStored(api, oldFile)).toBe(true);
    const replaced = await api.asAdmin({
      method: 'PUT',
      url: `/projects/update/${ids[0]}`,
      payload: form({ projectTitle: 'Lake Residence II', projectImageUrl: await jpegImage(500, 300) }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().projectImageUrl).not.toBe(before.projectImageUrl);
    expect(replaced.json().projectImageMediaId).not.toBe(before.projectImageMediaId);
    expect(await isStored(api, replaced.json().projectImageUrl)).toBe(true);
    // The image it showed stays in the library, unused, until someone deletes it there.
    expect(await isStored(api, oldFile)).toBe(true);
    const old = await api.asAdmin({ url: `/media/get/single/${before.projectImageMediaId}` });
    expect(old.json()).toMatchObject({ mediaId: before.projectImageMediaId, imageUrl: before.projectImageUrl });
  });

  it('treats an empty file input as "keep the current file"', async () => {
    const before = (await api.app.inject({ url: `/projects/get/single/project/${ids[2]}` })).json();
    const data = form({ projectTitle: 'Blloku Offices' });
    data.append('projectImageUrl', new Blob([]), '');
    const response = await api.asAdmin({ method: 'PUT', url: `/projects/update/${ids[2]}`, payload: data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().projectImageUrl).toBe(before.projectImageUrl);
  });

  it('accepts JSON for a project without a file', async () => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: { projectTitle: 'JSON Tower', boxFour: '14' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      projectTitle: 'JSON Tower',
      projectType: 'Residential',
      boxFour: '14',
      projectImageUrl: null,
      imageSets: { projectImageUrl: null },
    });
    await api.asAdmin({ method: 'DELETE', url: `/projects/delete/${response.json().projectId}` });
  });

  it('serves a gallery whose first item carries the project’s prev and next', async () => {
    for (let i = 0; i < 2; i++) {
      const saved = await api.asAdmin({
        method: 'POST',
        url: '/gallery/save',
        payload: form({ projectId: ids[1] as number, galleryImageUrl: await pngImage(300, 200) }),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({
        projectId: ids[1],
        galleryImageUrl: expect.stringMatching(/^\/uploads\/images\//),
      });
    }
    const gallery = (await api.app.inject({ url: `/gallery/get/mini/${ids[1]}` })).json();
    expect(gallery).toHaveLength(2);
    expect(gallery[0]).toMatchObject({ projectId: ids[1], prev: ids[0], next: ids[2] });
    expect(gallery[1]).not.toHaveProperty('prev');
    expect((await api.app.inject({ url: `/gallery/get/mini/${ids[0]}` })).json()).toEqual([]);
    const random = (await api.app.inject({ url: '/gallery/get/random' })).json();
    expect(gallery.map((image: { galleryImageId: number }) => image.galleryImageId)).toContain(random.galleryImageId);
    expect((await api.asAdmin({ url: '/gallery/get/mini' })).json()).toHaveLength(2);
  });

  it('deletes a gallery image into the trash, leaving its image in the library when the trash lets it go', async () => {
    const [image] = (await api.app.inject({ url: `/gallery/get/mini/${ids[1]}` })).json();
    const files = (await storedKeys(api, IMAGES_PREFIX)).length;
    const response = await api.asAdmin({ method: 'DELETE', url: `/gallery/delete/${image.galleryImageId}` });
    expect(response.json()).toEqual({ message: 'Gallery image deleted successfully!' });
    await deleteForGood(response.headers['x-trash-entry']);
    expect(await isStored(api, image.galleryImageUrl)).toBe(true);
    expect((await storedKeys(api, IMAGES_PREFIX)).length).toBe(files);
    expect((await api.asAdmin({ url: `/media/get/single/${image.galleryImageMediaId}` })).statusCode).toBe(200);
  });

  it('deletes a project with its gallery into the trash, their images staying in the library when the trash lets them go', async () => {
    const project = (await api.app.inject({ url: `/projects/get/single/project/${ids[1]}` })).json();
    const gallery = (await api.app.inject({ url: `/gallery/get/mini/${ids[1]}` })).json();
    expect(gallery.length).toBeGreaterThan(0);
    const response = await api.asAdmin({ method: 'DELETE', url: `/projects/delete/${ids[1]}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Project deleted successfully!' });
    expect((await api.app.inject({ url: `/projects/get/single/project/${ids[1]}` })).statusCode).toBe(404);
    expect((await api.asAdmin({ url: '/gallery/get/mini' })).json()).toEqual([]);
    const urls = [
      project.projectImageUrl,
      ...gallery.map((image: { galleryImageUrl: string }) => image.galleryImageUrl),
    ];
    for (const url of urls) expect(await isStored(api, url)).toBe(true);
    await deleteForGood(response.headers['x-trash-entry']);
    for (const url of urls) expect(await isStored(api, url)).toBe(true);
    expect((await api.app.inject({ url: `/projects/get/single/project/${ids[0]}` })).json()).toMatchObject({
      next: ids[2],
    });
  });

  it('answers 404 for a random gallery image when there is none', async () => {
    expect((await api.app.inject({ url: '/gallery/get/random' })).statusCode).toBe(404);
  });
});
