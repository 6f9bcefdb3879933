import { afterAll, beforeAll, expect, test } from 'vitest';
import { type PublishingProduct, startPublishingProduct, treeDifferences } from './publishing-product.ts';

let product: PublishingProduct;
beforeAll(async () => {
  product = await startPublishingProduct(60);
}, 15 * 60_000);
afterAll(async () => product?.close());

const read = async <T>(route: string) => (await (await product.api('GET', route)).json()) as T;

/** Sets an order and waits for its publish: the paths it wrote. */
async function reorder(route: string, ids: number[]): Promise<string[]> {
  const response = await product.api('PUT', route, { ids });
  expect(response.status, await response.clone().text()).toBe(200);
  const eventId = Number(response.headers.get('x-publish-event'));
  const statuses = await product.waitUntilPublished();
  const status = statuses.find((candidate) => candidate.eventId === eventId);
  expect(status?.operation).toBe('reorder');
  return status?.pages ?? [];
}

test(
  'a new order of projects, buildings, a gallery and a news item’s images re-publishes the pages that show it, and the site equals a fresh build',
  async () => {
    await product.waitUntilPublished();
    const projects = (await read<{ projectId: number }[]>('/projects/get/all')).map((project) => project.projectId);
    expect(projects.length).toBeGreaterThanOrEqual(3);
    const last = projects.at(-1) as number;
    const projectPages = await reorder('/projects/order', [last, ...projects.slice(0, -1)]);
    // The moved project's page (its prev and next), the ones around where it was and where it is, the lists and menus.
    for (const id of [last, projects[0], projects.at(-2)]) {
      expect(projectPages, `project ${id}`).toEqual(
        expect.arrayContaining([expect.stringMatching(`vilalproject/${id}$`)]),
      );
    }
    expect(projectPages).toEqual(expect.arrayContaining([expect.stringMatching(/menu\.json$/)]));
    expect(projectPages.some((page) => /ourcompany/.test(page))).toBe(true);

    const buildings = (await read<{ buildingId: number }[]>('/building/get/mini')).map((item) => item.buildingId);
    if (buildings.length > 1) {
      const buildingPages = await reorder('/building/order', buildings.toReversed());
      expect(buildingPages).toEqual(expect.arrayContaining([expect.stringMatching(`secondstep/${buildings[0]}$`)]));
    }

    const withGallery = await (async () => {
      for (const projectId of projects) {
        const images = await read<{ galleryImageId: number }[]>(`/gallery/get/mini/${projectId}`);
        if (images.length > 1) return { projectId, ids: images.map((image) => image.galleryImageId) };
      }
      return null;
    })();
    expect(withGallery, 'a project with two images or more').not.toBeNull();
    if (withGallery) {
      const galleryPages = await reorder(`/gallery/order/${withGallery.projectId}`, withGallery.ids.toReversed());
      expect(galleryPages).toEqual(
        expect.arrayContaining([expect.stringMatching(`vilalproject/${withGallery.projectId}$`)]),
      );
    }

    const news = await read<{ newsId: number }[]>('/news/get/mini');
    for (const { newsId } of news) {
      const images = (await read<{ newsImageId: number }[]>(`/newsimage/get/mini/${newsId}`)).map((i) => i.newsImageId);
      if (images.length < 2) continue;
      const newsPages = await reorder(`/newsimage/order/${newsId}`, images.toReversed());
      expect(newsPages).toEqual(expect.arrayContaining([expect.stringMatching(`newsdetails/${newsId}$`)]));
      break;
    }

    expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
  },
  15 * 60_000,
);
