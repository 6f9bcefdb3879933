import type { BuildingListItem } from '#shared/entities/building.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { createThroughApi, deleteThroughApi, expect, readApi, test, uniqueTitle } from './admin-fixtures.ts';

/**
 * After a save the admin sees when the change went live on the public site, with links to the
 * pages it changed; the public site shows the edit without anyone running a build.
 */

test('an edited job vacancy is live on the site, and the tray links its changed pages', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('vacancy');
  const newTitle = `${title} edited`;
  const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', token, {
    staffTittle: title,
    titulliStaf: 'Pozicion provë',
    staffDescriptionTwo: 'Site supervision in Tirana.',
    pershkrimiStafDy: 'Mbikëqyrje kantieri në Tiranë.',
  });
  try {
    const jobPage = ROUTES.vacancy(staffId);
    const englishJobPage = localizePath(jobPage, 'en');
    await expect
      .poll(async () => (await page.request.get(jobPage)).status(), { message: 'the new vacancy gets its page' })
      .toBe(200);

    await page.goto(`/adminpage/editstaff/${staffId}`);
    await page.getByLabel('Job title (English)', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Save and publish' }).click();

    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    const live = tray.getByText(
      new RegExp(`^Job vacancy “${newTitle}” updated: live on the site in \\d+ ms \\(\\d+ pages rendered\\)\\.$`),
    );
    await expect(live).toBeVisible();
    // Only the English title changed, so only the English pages are rewritten.
    const changed = tray.getByRole('link', { name: englishJobPage, exact: true });
    await expect(changed).toHaveAttribute('href', englishJobPage);
    await expect(changed).toHaveAttribute('target', '_blank');
    await expect(tray.getByRole('link', { name: jobPage, exact: true })).toHaveCount(0);

    const [publicPage] = await Promise.all([page.context().waitForEvent('page'), changed.click()]);
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await publicPage.close();

    await tray.getByRole('button', { name: 'Dismiss' }).first().click();
    await expect(live).toBeHidden();

    await page.goto('/adminpage');
    const recent = page.getByRole('region', { name: 'Recent publishes' });
    const row = recent.getByRole('row').filter({ hasText: `Job vacancy “${newTitle}” updated` });
    await expect(row.getByRole('cell').nth(2)).toHaveText('Live');
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+ ms$/);
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, token);
  }
});

test('a sales category of its own has a catalogue page only in the buildings with catalogues in it', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const [building] = await readApi<BuildingListItem[]>('/building/get/mini');
  if (!building) throw new Error('The demo data has no building');
  const { categoryId } = await createThroughApi<{ categoryId: number }>('/salescategory/save', token, {
    categoryName: uniqueTitle('category'),
    emriKategorise: 'Depo',
  });
  const catalogPage = ROUTES.catalogDetails(building.buildingId, categoryId);
  const status = async () => (await page.request.get(catalogPage)).status();
  let catalogId = 0;
  try {
    expect(await status()).toBe(404);
    const title = uniqueTitle('catalogue');
    ({ salesCatalogId: catalogId } = await createThroughApi<{ salesCatalogId: number }>('/catalog/save', token, {
      catalogTitle: title,
      titulliKatalog: 'Katalog prove',
      buildingId: building.buildingId,
      salesCategoryId: categoryId,
    }));
    await expect.poll(status, { message: 'the first catalogue adds the page' }).toBe(200);
    await page.goto(catalogPage);
    await expect(page.getByRole('heading', { level: 2, name: 'Katalog prove', exact: true })).toBeVisible();

    await deleteThroughApi(`/catalog/delete/${catalogId}`, token);
    await expect.poll(status, { message: 'the last catalogue takes the page with it' }).toBe(404);
  } finally {
    if (catalogId) await deleteThroughApi(`/catalog/delete/${catalogId}`, token);
    await deleteThroughApi(`/salescategory/delete/${categoryId}`, token);
  }
});

test('a sales category rename says that no public page shows it', async ({ page, adminLogin }) => {
  const { token } = adminLogin;
  const name = uniqueTitle('category');
  const { categoryId } = await createThroughApi<{ categoryId: number }>('/salescategory/save', token, {
    categoryName: name,
    emriKategorise: 'Depo',
  });
  try {
    await page.goto(`/adminpage/listprojects/editsalescategory/${categoryId}`);
    await page.getByLabel('Name (English)', { exact: true }).fill(`${name} edited`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Publishing to the site' })
        .getByText(
          `Sales category “${name} edited” updated: saved; no page of the public site shows it, so there was nothing to publish.`,
          { exact: true },
        ),
    ).toBeVisible();
  } finally {
    await deleteThroughApi(`/salescategory/delete/${categoryId}`, token);
  }
});
