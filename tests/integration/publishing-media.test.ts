import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Media } from '#shared/entities/media.ts';
import { listFiles, type PublishingProduct, startPublishingProduct, treeDifferences } from './publishing-product.ts';

let product: PublishingProduct;
beforeAll(async () => {
  product = await startPublishingProduct(40);
}, 15 * 60_000);
afterAll(async () => product?.close());

const read = async <T>(route: string) => (await (await product.api('GET', route)).json()) as T;

/** The site's files whose text names `needle`, by their paths in the site folder. */
async function filesNaming(needle: string): Promise<Set<string>> {
  const named = new Set<string>();
  for (const file of await listFiles(product.siteDir)) {
    if (!/\.(html|json|xml)$/.test(file)) continue;
    if ((await readFile(path.join(product.siteDir, file), 'utf8')).includes(needle)) named.add(file);
  }
  return named;
}

test(
  'an image’s new texts re-publish only pages that show it, each page with the text of its language, and the site equals a fresh build',
  async () => {
    await product.waitUntilPublished();
    const [project] = await read<{ projectId: number }[]>('/projects/get/all');
    const [image] = await read<{ galleryImageMediaId: number; galleryImageUrl: string }[]>(
      `/gallery/get/mini/${project?.projectId}`,
    );
    if (!project || !image) throw new Error('The seed made no project with a gallery');
    const media = await read<Media>(`/media/get/single/${image.galleryImageMediaId}`);
    // Every variant of the image is named by its key: the pages that show it name it.
    const key = path.basename(media.imageUrl).replace(/-\d+\.webp$/, '');
    const showing = await filesNaming(key);
    expect(showing.size).toBeGreaterThan(0);

    const response = await product.api('PUT', `/media/update/${media.mediaId}`, {
      altEn: 'Morning light in the courtyard',
      altSq: 'Drita e mëngjesit në oborr',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const eventId = Number(response.headers.get('x-publish-event'));
    const status = (await product.waitUntilPublished()).find((candidate) => candidate.eventId === eventId);
    const written = (status?.pages ?? []).map((page) => page.replace(/^\//, ''));

    // Only pages that show the image changed, among them the project's in both languages.
    expect(written.length).toBeGreaterThan(0);
    for (const page of written) {
      expect(
        [...showing].some((file) => file.startsWith(page)),
        `${page} does not show the image`,
      ).toBe(true);
    }
    const projectPage = (language: string) =>
      readFile(
        // Albanian pages have no language prefix (site/locale.ts).
        path.join(
          product.siteDir,
          language === 'sq' ? '' : language,
          'vilalproject',
          String(project.projectId),
          'index.html',
        ),
        'utf8',
      );
    expect(await projectPage('en')).toContain('alt="Morning light in the courtyard"');
    expect(await projectPage('sq')).toContain('alt="Drita e mëngjesit në oborr"');
    expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
  },
  15 * 60_000,
);

test(
  'an image’s texts reach the home page’s picture of its project, a building’s hero and a unit’s floor plan, in each language',
  async () => {
    await product.waitUntilPublished();
    const [project] = await read<{ projectImageMediaId: number | null }[]>('/projects/get/all?shown=true&limit=1');
    const [building] = await read<{ buildingId: number; buildingImageMediaId: number | null }[]>(
      '/building/get/mini?shown=true',
    );
    const unit = (
      await read<{ unitId: number; status: string; floorPlanMediaId: number | null }[]>('/unit/get/mini')
    ).find((candidate) => candidate.floorPlanMediaId !== null && candidate.status !== 'notOnSale');
    const shown = [
      { what: 'home page', mediaId: project?.projectImageMediaId, folders: [] },
      {
        what: 'building page',
        mediaId: building?.buildingImageMediaId,
        folders: ['secondstep', String(building?.buildingId)],
      },
      { what: 'unit page', mediaId: unit?.floorPlanMediaId, folders: ['unitdetails', String(unit?.unitId)] },
    ].map(({ what, mediaId, folders }) => {
      if (!mediaId) throw new Error(`The seed made no ${what} with an image`);
      return { what, mediaId, folders };
    });
    // The seed's items share a pool of images: each image's texts name it, whichever items show it.
    const texts = (mediaId: number) => ({
      en: `Picture ${mediaId}, described`,
      sq: `Fotografia ${mediaId}, e përshkruar`,
    });
    for (const mediaId of new Set(shown.map((picture) => picture.mediaId))) {
      const { en, sq } = texts(mediaId);
      const response = await product.api('PUT', `/media/update/${mediaId}`, { altEn: en, altSq: sq });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    await product.waitUntilPublished();

    for (const { what, mediaId, folders } of shown) {
      for (const language of ['en', 'sq'] as const) {
        // Albanian pages have no language prefix (site/locale.ts).
        const file = path.join(product.siteDir, language === 'sq' ? '' : language, ...folders, 'index.html');
        const alts = [...(await readFile(file, 'utf8')).matchAll(/ alt="([^"]*)"/g)].map((match) => match[1]);
        expect(alts, `${what} (${language})`).toContain(texts(mediaId)[language]);
      }
    }
    expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
  },
  15 * 60_000,
);
