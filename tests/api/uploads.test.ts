import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, startTestApi, type TestApi } from '../fixtures/api.ts';
import { avifImage, jpegImage, jpegWithExif, pdfDocument, pngImage, webpImage } from '../fixtures/files.ts';

describe('uploads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const saveNews = async (image: Buffer, name = 'photo.jpg') => {
    const response = await api.asAdmin({
      method: 'POST',
      url: '/news/save',
      payload: form({ newsTitle: 'Upload', newsImageUrl: [image, name] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('accepts JPEG, PNG, WebP and AVIF whatever their names say', async () => {
    for (const image of [await jpegImage(), await pngImage(), await webpImage(), await avifImage()]) {
      const news = await saveNews(image, 'misleading-name.txt');
      expect(news.newsImageUrl).toMatch(/^\/uploads\/images\/[\w-]+-\d+\.webp$/);
    }
  });

  it('encodes AVIF and WebP at the srcset widths, never wider than the original', async () => {
    const large = await saveNews(await jpegImage(3000, 1500));
    expect(large.imageSets.newsImageUrl.width).toBe(2400);
    expect(large.imageSets.newsImageUrl.height).toBe(1200);
    expect(large.imageSets.newsImageUrl.avif.match(/ (\d+)w/g)).toEqual([' 480w', ' 960w', ' 1600w', ' 2400w']);
    const middle = await saveNews(await jpegImage(1200, 800));
    expect(middle.imageSets.newsImageUrl.webp.match(/ (\d+)w/g)).toEqual([' 480w', ' 960w', ' 1200w']);

    for (const [format, url] of [
      ['avif', middle.imageSets.newsImageUrl.avif.split(' ')[0]],
      ['webp', middle.newsImageUrl],
    ]) {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(url.includes('-480.') ? 480 : 1200);
    }
  });

  it('turns photos upright and strips their metadata', async () => {
    const news = await saveNews(await jpegWithExif(80, 40));
    const stored = (await api.app.inject({ url: news.newsImageUrl })).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
  });

  it('serves public files with long immutable caching, nosniff and a cross-origin resource policy', async () => {
    const news = await saveNews(await pngImage());
    const response = await api.app.inject({ url: news.newsImageUrl });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves catalogue PDFs inline', async () => {
    const building = (
      await api.asAdmin({ method: 'POST', url: '/building/save', payload: { buildingTitle: 'A' } })
    ).json();
    const pdf = await pdfDocument(3);
    const catalog = await api.asAdmin({
      method: 'POST',
      url: '/catalog/save',
      payload: form({
        buildingId: building.buildingId,
        salesCategoryId: 1,
        catalogTitle: 'Plans',
        pdfUrl: [pdf, 'plans.pdf'],
      }),
    });
    expect(catalog.statusCode, catalog.body).toBe(201);
    expect(catalog.json().pdfUrl).toMatch(/^\/uploads\/pdfs\/[\w-]+\.pdf$/);
    const response = await api.app.inject({ url: catalog.json().pdfUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('names files itself: a client file name never reaches the disk', async () => {
    const news = await saveNews(await pngImage(), '../../../etc/evil.png');
    expect(news.newsImageUrl).not.toContain('evil');
  });

  it('does not list the upload folders', async () => {
    for (const url of ['/uploads/', '/uploads/images/', '/uploads/pdfs/']) {
      const response = await api.app.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/\.(webp|avif|pdf)/);
    }
  });
});
