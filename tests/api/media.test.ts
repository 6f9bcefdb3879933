import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#shared/entities/media.ts';
import type { MediaLibraryPage } from '#shared/payloads/media-library.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { areStored, form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { jpegImage, jpegWithExif, pdfDocument, pngImage, webpImage } from '../fixtures/files.ts';

/** The files behind an image's answer: every variant of its srcsets, as URLs. */
function filesOf(media: Media): string[] {
  const { avif, webp } = media.imageSets.imageUrl;
  return [avif, webp].flatMap((srcset) => srcset.split(', ').map((entry) => entry.split(' ')[0] ?? ''));
}

describe('the media library', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const upload = async (image: Buffer, name: string, fields: Record<string, string> = {}) => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/media/save',
      payload: form({ ...fields, imageUrl: [image, name] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Media;
  };
  const update = (media: Pick<Media, 'mediaId' | 'version'>, payload: Record<string, unknown> | FormData) =>
    api.asAdmin({
      method: 'PUT',
      url: `/media/update/${media.mediaId}`,
      headers: { 'if-match': `"${media.version}"` },
      payload,
    });
  const library = async (query = '') => {
    const response = await api.asAdmin({ url: `/media/get/library${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MediaLibraryPage;
  };
  const tagsOf = async (response: LightMyRequestResponse) => {
    const eventId = Number(response.headers['x-publish-event']);
    const event = await api.context.db
      .selectFrom('outbox')
      .select('tags')
      .where('eventId', '=', eventId)
      .executeTakeFirstOrThrow();
    return JSON.parse(event.tags) as string[];
  };

  it('keeps an upload as it came: its name, its type by content, its size, its upright dimensions, who sent it and when', async () => {
    const photo = await jpegWithExif(80, 40);
    const before = Date.now();
    const media = await upload(photo, 'C:\\Photos\\Tirana at dusk.jpg');
    expect(media).toMatchObject({
      originalName: 'Tirana at dusk.jpg',
      originalType: 'image/jpeg',
      originalBytes: photo.length,
      // The photo is stored sideways; upright it is 40 × 80.
      originalWidth: 40,
      originalHeight: 80,
      uploadedBy: 'admin',
      altEn: '',
      altSq: '',
      decorative: false,
      version: 1,
    });
    expect(Date.parse(media.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(media.imageUrl).toMatch(/^\/uploads\/images\/[\w-]+-40\.webp$/);
    expect(media.imageSets.imageUrl).toMatchObject({ width: 40, height: 80, focalPoint: { x: 50, y: 50 } });
    expect((await areStored(api, filesOf(media))).every(Boolean)).toBe(true);
  });

  it('refuses what is not an image, in the words of the field, and stores nothing', async () => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/media/save',
      payload: form({ imageUrl: [await pdfDocument(1), 'plan.jpg'] }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().fields.imageUrl).toBe('The image must be a JPEG, PNG, WebP or AVIF file.');
  });

  it('takes its texts in both languages, or decorative, and re-renders exactly the pages that show it', async () => {
    const media = await upload(await pngImage(300, 200), 'lobby.png');
    const described = await update(media, { altEn: 'The lobby of Tower A', altSq: 'Holli i Kullës A' });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json()).toMatchObject({ altEn: 'The lobby of Tower A', altSq: 'Holli i Kullës A', version: 2 });
    expect(await tagsOf(described)).toEqual([TAGS.media(media.mediaId)]);

    const decorative = await update(described.json(), { decorative: true });
    expect(decorative.json()).toMatchObject({ decorative: true, altEn: 'The lobby of Tower A', version: 3 });
    const pointed = await update(decorative.json(), { focalPoints: { imageUrl: { x: 20, y: 70 } } });
    expect(pointed.json().imageSets.imageUrl.focalPoint).toEqual({ x: 20, y: 70 });
    expect(await tagsOf(pointed)).toEqual([TAGS.media(media.mediaId)]);

    const tooLong = await update(pointed.json(), { altEn: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    const stale = await update(media, { altEn: 'From an old form' });
    expect(stale.statusCode).toBe(412);
  });

  it('replaces its file keeping its id and texts; the old files go once the new ones are stored', async () => {
    const media = await upload(await pngImage(300, 200), 'facade-old.png', { altEn: 'The facade', altSq: 'Fasada' });
    const oldFiles = filesOf(media);
    const replacement = await webpImage();
    const replaced = await update(media, form({ imageUrl: [replacement, 'facade-new.webp'] }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json() as Media;
    expect(after).toMatchObject({
      mediaId: media.mediaId,
      altEn: 'The facade',
      altSq: 'Fasada',
      originalName: 'facade-new.webp',
      originalType: 'image/webp',
      originalBytes: replacement.length,
      version: 2,
    });
    expect(after.imageUrl).not.toBe(media.imageUrl);
    expect((await areStored(api, oldFiles)).some(Boolean)).toBe(false);
    expect((await areStored(api, filesOf(after))).every(Boolean)).toBe(true);
    expect(await tagsOf(replaced)).toEqual([TAGS.media(media.mediaId)]);
  });

  it('lists the library with search by name and text, filters by type and by a missing text, sorts, and pages', async () => {
    const found = await api.asAdmin({
      method: 'POST',
      url: '/media/save',
      payload: form({ imageUrl: [await jpegImage(64, 48), 'Pallati i Kulturës.jpg'] }),
    });
    const named = found.json() as Media;
    const described = await upload(await pngImage(64, 64), 'img_0042.png', {
      altEn: 'A balcony over the lake',
      altSq: 'Ballkon mbi liqen',
    });
    const large = await upload(await jpegImage(900, 600), 'large.jpg', { decorative: 'true' });

    expect((await library('?q=kultures')).items.map((item) => item.mediaId)).toEqual([named.mediaId]);
    expect((await library('?q=liqen')).items.map((item) => item.mediaId)).toEqual([described.mediaId]);
    expect((await library('?q=balcony%20lake')).items.map((item) => item.mediaId)).toEqual([described.mediaId]);

    const pngs = await library('?type=image%2Fpng');
    expect(pngs.items.every((item) => item.originalType === 'image/png')).toBe(true);
    expect(pngs.items.map((item) => item.mediaId)).toContain(described.mediaId);

    const lacking = await library('?withoutAlt=true&pageSize=100');
    const lackingIds = lacking.items.map((item) => item.mediaId);
    expect(lackingIds).toContain(named.mediaId);
    expect(lackingIds).not.toContain(described.mediaId);
    expect(lackingIds).not.toContain(large.mediaId);
    const withAlt = await library('?withoutAlt=false&pageSize=100');
    expect(lacking.total + withAlt.total).toBe((await library()).total);

    const newest = await library();
    expect(newest.items[0]?.mediaId).toBe(large.mediaId);
    expect(newest.items[0]?.etag).toBe(`"${large.version}"`);
    const bySize = await library('?sort=originalBytes&dir=desc&pageSize=1');
    const sizes = (await library('?pageSize=100')).items.map((item) => item.originalBytes ?? 0);
    expect(bySize.items[0]?.originalBytes).toBe(Math.max(...sizes));

    const all = await library('?sort=name&dir=asc&pageSize=100');
    const pages = [
      await library('?sort=name&dir=asc&pageSize=2&page=1'),
      await library('?sort=name&dir=asc&pageSize=2&page=2'),
    ];
    expect(pages.flatMap((page) => page.items.map((item) => item.mediaId))).toEqual(
      all.items.slice(0, 4).map((item) => item.mediaId),
    );
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 2, total: all.total });

    expect((await api.asAdmin({ url: '/media/get/library?sort=color' })).statusCode).toBe(400);
    expect((await api.app.inject({ url: '/media/get/library' })).statusCode).toBe(401);
  });

  it('goes to the trash with its files, and comes back from it', async () => {
    const media = await upload(await pngImage(120, 80), 'unused.png', { altEn: 'Unused' });
    const deleted = await api.asAdmin({
      method: 'DELETE',
      url: `/media/delete/${media.mediaId}`,
      headers: { 'if-match': `"${media.version}"` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.asAdmin({ url: `/media/get/single/${media.mediaId}` })).statusCode).toBe(404);
    expect((await areStored(api, filesOf(media))).every(Boolean)).toBe(true);

    const entryId = Number(deleted.headers['x-trash-entry']);
    const restored = await api.asAdmin({ method: 'POST', url: `/trash/${entryId}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await api.asAdmin({ url: `/media/get/single/${media.mediaId}` });
    expect(back.json()).toMatchObject({ mediaId: media.mediaId, altEn: 'Unused', originalName: 'unused.png' });
  });

  it('is shown by two items with one point: a new point moves it in both, and re-renders the pages of both', async () => {
    const media = await upload(await pngImage(400, 300), 'shared.png', { altEn: 'The lake', altSq: 'Liqeni' });
    const project = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: { projectTitle: 'Lake Residence', projectImageMediaId: media.mediaId },
    });
    expect(project.statusCode, project.body).toBe(201);
    const news = await api.asAdmin({
      method: 'POST',
      url: '/news/save',
      payload: { newsTitle: 'Lake opening', newsImageMediaId: media.mediaId },
    });
    expect(news.statusCode, news.body).toBe(201);
    for (const [item, field] of [
      [project.json(), 'projectImageUrl'],
      [news.json(), 'newsImageUrl'],
    ] as const) {
      expect(item[field]).toBe(media.imageUrl);
      expect(item.imageSets[field]).toEqual({
        ...media.imageSets.imageUrl,
        mediaId: media.mediaId,
        alt: { en: 'The lake', sq: 'Liqeni' },
        decorative: false,
      });
    }

    // The point set from the news item's form is the image's: the project shows it too.
    const newsId = news.json().newsId;
    const pointed = await api.asAdmin({
      method: 'PUT',
      url: `/news/update/${newsId}`,
      payload: { newsTitle: 'Lake opening', focalPoints: { newsImageUrl: { x: 10, y: 90 } } },
    });
    expect(pointed.statusCode, pointed.body).toBe(200);
    expect(await tagsOf(pointed)).toContain(TAGS.media(media.mediaId));
    const projectAfter = (
      await api.app.inject({ url: `/projects/get/single/project/${project.json().projectId}` })
    ).json();
    expect(projectAfter.imageSets.projectImageUrl.focalPoint).toEqual({ x: 10, y: 90 });
    const mediaAfter = (await api.asAdmin({ url: `/media/get/single/${media.mediaId}` })).json();
    expect(mediaAfter).toMatchObject({ version: 2, focalPoints: { imageUrl: { x: 10, y: 90 } } });

    const uses = (await api.asAdmin({ url: `/media/get/uses/${media.mediaId}` })).json();
    expect(uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'project',
          id: project.json().projectId,
          field: 'projectImageUrl',
          inChanges: false,
        }),
        expect.objectContaining({
          kind: 'news',
          id: newsId,
          field: 'newsImageUrl',
          titles: { en: 'Lake opening', sq: '' },
        }),
      ]),
    );
    expect(uses).toHaveLength(2);
    const listed = (await library('?q=shared&pageSize=100')).items.find((item) => item.mediaId === media.mediaId);
    expect(listed?.useCount).toBe(2);
    expect((await library('?unused=true&pageSize=100')).items.map((item) => item.mediaId)).not.toContain(media.mediaId);
  });

  it('refuses to delete an image still shown, naming every place; once unused, it goes to the trash', async () => {
    const media = await upload(await pngImage(200, 100), 'gallery.png');
    const project = (
      await api.asAdmin({ method: 'POST', url: '/projects/save', payload: { projectTitle: 'Hill Villas' } })
    ).json();
    const image = await api.asAdmin({
      method: 'POST',
      url: '/gallery/save',
      payload: form({ projectId: project.projectId, galleryImageMediaId: media.mediaId }),
    });
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json().galleryImageUrl).toBe(media.imageUrl);

    const refused = await api.asAdmin({ method: 'DELETE', url: `/media/delete/${media.mediaId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This image is still shown in one place. Choose another image there, or remove it, before deleting it.',
      uses: [
        {
          kind: 'gallery',
          id: image.json().galleryImageId,
          field: 'galleryImageUrl',
          titles: { en: 'Hill Villas', sq: '' },
          parent: { kind: 'project', id: project.projectId },
          inChanges: false,
        },
      ],
    });
    expect((await api.asAdmin({ url: `/media/get/single/${media.mediaId}` })).statusCode).toBe(200);

    const removed = await api.asAdmin({ method: 'DELETE', url: `/gallery/delete/${image.json().galleryImageId}` });
    expect(removed.statusCode).toBe(200);
    expect((await library('?unused=true&pageSize=100')).items.map((item) => item.mediaId)).toContain(media.mediaId);
    const deleted = await api.asAdmin({ method: 'DELETE', url: `/media/delete/${media.mediaId}` });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // The gallery image kept in the trash names an image that is now gone: its restore says so.
    const entry = Number(removed.headers['x-trash-entry']);
    const restore = await api.asAdmin({ method: 'POST', url: `/trash/${entry}/restore` });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toContain(`image #${media.mediaId} of the library`);
  });

  it('refuses an image id that is not in the library', async () => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: { projectTitle: 'Nowhere', projectImageMediaId: 999999 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.projectImageMediaId).toBe('There is no image with id 999999 in the library.');
    const gallery = await api.asAdmin({ method: 'POST', url: '/gallery/save', payload: form({ projectId: 1 }) });
    expect(gallery.statusCode).toBe(400);
  });

  it('counts for the dashboard the images items show without a text, not the unused ones nor the decorative', async () => {
    const count = async () => (await api.asAdmin({ url: '/attention' })).json().images.shownWithoutAlt as number;
    const before = await count();
    const shown = await upload(await pngImage(90, 60), 'shown.png');
    await upload(await pngImage(90, 61), 'unused.png');
    const project = await api.asAdmin({
      method: 'POST',
      url: '/projects/save',
      payload: { projectTitle: 'Counted', projectImageMediaId: shown.mediaId },
    });
    expect(project.statusCode, project.body).toBe(201);
    expect(await count()).toBe(before + 1);
    const described = await update(shown, { altSq: 'Hyrja e ndërtesës' });
    expect(described.statusCode, described.body).toBe(200);
    expect(await count()).toBe(before);
    const undescribed = await update(described.json(), { altSq: '', decorative: true });
    expect(undescribed.statusCode, undescribed.body).toBe(200);
    expect(await count()).toBe(before);
  });
});
