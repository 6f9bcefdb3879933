import type { Page } from '@playwright/test';
import { pngImage } from '../fixtures/files.ts';
import { createThroughApi, deleteThroughApi, expect, readApi, test, uniqueTitle } from './admin-fixtures.ts';

/**
 * The live preview beside an item's form (docs/decisions/028-live-preview.md): the page as the
 * publisher renders it from the unsaved form follows the typing, in either language and at a
 * phone's or a desktop's width, shows a chosen image at once, and nothing of it is saved.
 */
const shownPage = (page: Page) => page.frameLocator('.preview-frame__page[data-shown="true"]');
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function openProject(page: Page, token: string) {
  const title = uniqueTitle('project');
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, {
    projectTitle: title,
    titulliProjekti: `${title} sq`,
    projectDescription: 'Homes around a quiet courtyard.',
  });
  await page.goto(`/adminpage/editproject/${projectId}`);
  await page.getByRole('checkbox', { name: 'Live preview' }).check();
  await expect(shownPage(page).locator('h1')).toHaveText(title);
  return { projectId, title };
}

test('the page follows the unsaved form, in either language and width, and nothing is saved', async ({
  page,
  adminLogin,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { projectId, title } = await openProject(page, adminLogin.token);
  try {
    const preview = page.getByRole('region', { name: 'Live preview' });
    await page.getByLabel('Title (English)', { exact: true }).fill('Courtyard Homes, as typed');
    await expect(shownPage(page).locator('h1')).toHaveText('Courtyard Homes, as typed');
    await expect(preview.getByRole('status')).toHaveText('Not saved: the site changes when you save.');

    await preview.getByRole('button', { name: 'Albanian' }).click();
    await expect(shownPage(page).locator('html')).toHaveAttribute('lang', 'sq');
    await expect(shownPage(page).locator('h1')).toHaveText(`${title} sq`);
    await page.getByLabel('Title (Albanian)', { exact: true }).fill('Shtëpitë me oborr');
    await expect(shownPage(page).locator('h1')).toHaveText('Shtëpitë me oborr');

    await preview.getByRole('button', { name: 'Phone' }).click();
    await expect(page.locator('.preview-frame__page[data-shown="true"]')).toHaveCSS('width', '390px');
    await preview.getByRole('button', { name: 'Desktop' }).click();
    await expect(page.locator('.preview-frame__page[data-shown="true"]')).toHaveCSS('width', '1280px');

    await page.getByLabel('Project image', { exact: true }).setInputFiles({
      name: 'courtyard.png',
      mimeType: 'image/png',
      buffer: await pngImage(1600, 900),
    });
    await expect(shownPage(page).locator('img[src^="blob:"]').first()).toBeVisible();

    const stored = await readApi<{ projectTitle: string; projectImageUrl: string | null }>(
      `/projects/get/single/project/${projectId}`,
    );
    expect(stored).toMatchObject({ projectTitle: title, projectImageUrl: null });
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, adminLogin.token);
  }
});

test('on a phone the preview keeps to the bottom of the screen below the form', async ({ page, adminLogin }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { projectId } = await openProject(page, adminLogin.token);
  try {
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview).toBeInViewport();
    await page.getByLabel('Title (English)', { exact: true }).fill('Typed on a phone');
    await expect(shownPage(page).locator('h1')).toHaveText('Typed on a phone');
    await expect(preview).toBeInViewport();
    expect(await overflowsSideways(page)).toBe(false);
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, adminLogin.token);
  }
});
