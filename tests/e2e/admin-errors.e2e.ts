import { MAX_IMAGE_BYTES } from '#shared/constants.ts';
import type { Catalog } from '#shared/entities/catalog.ts';
import { brokenPdf, oversized, pdfDocument } from '../fixtures/files.ts';
import {
  confirmDelete,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  saveAnyway,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/** What the admin forms say when a file, a field or a delete is refused (docs/product.md#error-messages), beside what it concerns. */

/** A building and a sales category of the test's own, so that no demo catalogue group changes. */
async function ownBuildingAndCategory(token: string) {
  const buildingTitle = uniqueTitle('errors building');
  const categoryTitle = uniqueTitle('errors category');
  const { buildingId } = await createThroughApi<{ buildingId: number }>('/building/save', token, { buildingTitle });
  const { categoryId } = await createThroughApi<{ categoryId: number }>('/salescategory/save', token, {
    categoryName: categoryTitle,
  });
  return { buildingId, buildingTitle, categoryId, categoryTitle };
}

async function removeOwn(token: string, own: { buildingId: number; categoryId: number }) {
  for (const catalog of await readApi<Catalog[]>(`/catalog/get/catalog/${own.buildingId}/${own.categoryId}`)) {
    await deleteThroughApi(`/catalog/delete/${catalog.salesCatalogId}`, token);
  }
  await deleteThroughApi(`/building/delete/${own.buildingId}`, token);
  await deleteThroughApi(`/salescategory/delete/${own.categoryId}`, token);
}

test.describe('refusals the API answers', () => {
  // The browser reports each refusal as a failed resource. One pattern: Playwright would read a
  // two-item array as a value and its fixture options.
  test.use({ allowedConsoleErrors: [/status of (415|409)/] });

  test('a file named .pdf that is not a PDF is refused by the API, with the reason beside the file field', async ({
    page,
    adminLogin,
  }) => {
    const own = await ownBuildingAndCategory(adminLogin.token);
    try {
      await page.goto('/adminpage/addsalescatalog');
      await page.getByLabel('Title (English)').fill(uniqueTitle('spoofed catalogue'));
      await page.getByLabel('Building', { exact: true }).selectOption({ label: own.buildingTitle });
      await page.getByLabel('Category', { exact: true }).selectOption({ label: own.categoryTitle });
      const pdfField = page.getByLabel('Catalogue PDF', { exact: true });
      await pdfField.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: brokenPdf() });
      await expect(pdfField).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Create sales catalog' }).click();
      await saveAnyway(page, 'Albanian pages will show its title in English');

      await expect(pdfField).toHaveAccessibleDescription('Catalogue PDF: the file must be a PDF document.');
      await expect(pdfField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert')).toHaveText(
        'Something went wrong. Please try again. One field needs correcting.',
      );
      await expect(page).toHaveURL(/\/adminpage\/addsalescatalog$/);
      expect(await readApi(`/catalog/get/catalog/${own.buildingId}/${own.categoryId}`)).toEqual([]);

      await pdfField.setInputFiles({ name: 'catalogue.pdf', mimeType: 'application/pdf', buffer: await pdfDocument() });
      await expect(pdfField).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Create sales catalog' }).click();
      await saveAnyway(page, 'Albanian pages will show its title in English');
      await expect(notice(page, 'Sales Catalog created successfully!')).toBeVisible();
      expect(await readApi(`/catalog/get/catalog/${own.buildingId}/${own.categoryId}`)).toHaveLength(1);
    } finally {
      await removeOwn(adminLogin.token, own);
    }
  });

  test('a sales category still in use is not deleted, and the failure says why', async ({ page, adminLogin }) => {
    const own = await ownBuildingAndCategory(adminLogin.token);
    try {
      await createThroughApi('/catalog/save', adminLogin.token, {
        catalogTitle: uniqueTitle('catalogue in use'),
        buildingId: own.buildingId,
        salesCategoryId: own.categoryId,
      });
      await page.goto(`/adminpage/listprojects/viewsalescategory/${own.categoryId}`);
      await confirmDelete(page, page.getByRole('button', { name: `Delete ${own.categoryTitle}` }));
      await expect(
        page.getByRole('region').getByText(/^Failed to delete the sales category\. Please try again\. \S/),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.categoryTitle);
      expect(await readApi(`/salescategory/get/single/category/${own.categoryId}`)).toMatchObject({
        categoryName: own.categoryTitle,
      });
    } finally {
      await removeOwn(adminLogin.token, own);
    }
  });
});

test('an image over 15 MB is refused before sending, with the reason beside the file field', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => request.url().endsWith('/projects/save') && saves.push(request.method()));
  await page.goto('/adminpage/addproject');
  await page.getByLabel('Title (English)').fill(uniqueTitle('oversized project'));
  const imageField = page.getByLabel('Project image', { exact: true });
  await imageField.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: oversized(MAX_IMAGE_BYTES) });
  await expect(imageField).toHaveAccessibleDescription('Project image: the file is larger than 15 MB.');
  await expect(imageField).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Create and publish' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose another file where one is marked.');
  await expect(page).toHaveURL(/\/adminpage\/addproject$/);
  expect(saves).toEqual([]);
});

test('a map link that is not a web address is marked beside the field, and nothing is sent', async ({ page }) => {
  const saves: string[] = [];
  page.on('request', (request) => request.url().endsWith('/building/save') && saves.push(request.method()));
  await page.goto('/adminpage/addbuilding');
  await page.getByLabel('Name (English)').fill(uniqueTitle('map link building'));
  const mapLink = page.getByLabel('Map link', { exact: true });
  await mapLink.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create and publish' }).click();
  await expect(mapLink).toHaveAccessibleDescription('Map link: enter a web address starting with https://');
  await expect(mapLink).toHaveAttribute('aria-invalid', 'true');
  await expect(mapLink).toBeFocused();
  expect(saves).toEqual([]);
});
