import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pageFile } from '#publisher/page-files.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import type { PublishOperation } from '#shared/publish-tags.ts';
import { type PublishingProduct, startPublishingProduct, treeDifferences } from './publishing-product.ts';

let product: PublishingProduct;
beforeAll(async () => {
  product = await startPublishingProduct(60);
}, 15 * 60_000);
afterAll(async () => product?.close());

const read = async <T>(route: string) => (await (await product.api('GET', route)).json()) as T;

/** A page's file in both languages, or null where it is not published. */
const pageFiles = (page: string) =>
  Promise.all(
    [page, localizePath(page, 'en')].map((path) => {
      const file = pageFile(product.siteDir, path);
      return existsSync(file) ? readFile(file, 'utf8') : null;
    }),
  );

/** Sends a write and waits until its publish is live: the paths it changed. */
async function published(method: string, route: string, operation: PublishOperation) {
  const response = await product.api(method, route);
  expect(response.status, await response.clone().text()).toBe(200);
  const eventId = Number(response.headers.get('x-publish-event'));
  const status = (await product.waitUntilPublished()).find((candidate) => candidate.eventId === eventId);
  expect(status?.operation).toBe(operation);
  return { pages: status?.pages ?? [], entryId: Number(response.headers.get('x-trash-entry')) };
}

test(
  'a deleted project and building leave the site at once; restored, their pages, galleries and catalogue pages come back as they were, and the site equals a fresh build',
  async () => {
    await product.waitUntilPublished();
    const projects = (await read<{ projectId: number }[]>('/projects/get/all')).map((project) => project.projectId);
    const projectId = projects[1] as number;
    const gallery = await read<{ galleryImageUrl: string }[]>(`/gallery/get/mini/${projectId}`);
    expect(gallery.length, 'a project with a gallery').toBeGreaterThan(0);
    const { prev, next } = await read<{ prev: number; next: number }>(`/projects/get/single/project/${projectId}`);
    const projectPage = `/vilalproject/${projectId}`;
    const before = await pageFiles(projectPage);
    expect(before.every((html) => html?.includes(gallery[0]?.galleryImageUrl ?? '-'))).toBe(true);

    const deleted = await published('DELETE', `/projects/delete/${projectId}`, 'delete');
    expect(await pageFiles(projectPage)).toEqual([null, null]);
    const restored = await published('POST', `/trash/${deleted.entryId}/restore`, 'restore');
    expect(await pageFiles(projectPage)).toEqual(before);
    for (const id of [projectId, prev, next]) {
      expect(restored.pages, `project ${id}`).toEqual(
        expect.arrayContaining([expect.stringMatching(`vilalproject/${id}$`)]),
      );
    }

    const groups = await read<{ buildingId: number; salesCategoryId: number }[]>('/catalog/get/groups');
    const group = groups[0];
    expect(group, 'a building with catalogues').toBeDefined();
    const catalogPage = `/salescatalogdetails/${group?.buildingId}/${group?.salesCategoryId}`;
    const buildingPage = `/secondstep/${group?.buildingId}`;
    const [buildingBefore, catalogsBefore] = [await pageFiles(buildingPage), await pageFiles(catalogPage)];
    const removed = await published('DELETE', `/building/delete/${group?.buildingId}`, 'delete');
    expect([await pageFiles(buildingPage), await pageFiles(catalogPage)]).toEqual([
      [null, null],
      [null, null],
    ]);
    await published('POST', `/trash/${removed.entryId}/restore`, 'restore');
    expect([await pageFiles(buildingPage), await pageFiles(catalogPage)]).toEqual([buildingBefore, catalogsBefore]);

    expect(await treeDifferences(await product.freshBuild(), product.siteDir)).toEqual([]);
  },
  15 * 60_000,
);
