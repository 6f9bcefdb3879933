import type { Page } from '@playwright/test';
import type { ProjectListItem } from '#shared/entities/project.ts';
import { expect, readApi, test, violationsOn } from './admin-fixtures.ts';

/** WCAG 2.2 AA on the admin's kinds of screen (axe), and the admin at a phone's width. */

/** Opens an admin screen and waits until it shows its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The oldest demo project, which no other journey deletes. */
async function demoProjectId() {
  const [project] = await readApi<ProjectListItem[]>('/projects/get/all');
  if (!project) throw new Error('The demo content has no project');
  return project.projectId;
}

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('axe finds no violations on the login page in either language, also with its field errors shown', async ({
    page,
  }) => {
    await open(page, '/loginadmin');
    expect(await violationsOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'Hyni', exact: true }).click();
    await expect(page.getByLabel('Email-i')).toHaveAttribute('aria-invalid', 'true');
    expect(await violationsOn(page)).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(await violationsOn(page)).toEqual([]);
  });
});

test('axe finds no violations on the dashboard, lists, forms and view pages', async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await demoProjectId();
  const paths = [
    '/adminpage',
    '/adminpage/listprojects',
    '/adminpage/addproject',
    `/adminpage/editproject/${projectId}`,
    `/adminpage/viewproject/${projectId}`,
    '/adminpage/listsalescatalog',
    '/adminpage/addsalescatalog',
    '/adminpage/listgallery',
    '/adminpage/addgallery',
    '/adminpage/listcontact',
    '/adminpage/media',
    '/adminpage/media?view=table',
  ];
  for (const path of paths) {
    await open(page, path);
    expect(await violationsOn(page), path).toEqual([]);
  }
});

test('axe finds no violations with the delete question open, nor with a form showing its errors', async ({ page }) => {
  await open(page, `/adminpage/viewproject/${await demoProjectId()}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Delete / })
    .click();
  const dialog = page.getByRole('alertdialog', { name: /^Delete this / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violationsOn(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open(page, '/adminpage/addbuilding');
  await page.getByLabel('Map link').fill('not a link');
  await page.getByRole('button', { name: 'Create and publish' }).click();
  await expect(page.getByLabel('Map link')).toHaveAttribute('aria-invalid', 'true');
  expect(await violationsOn(page)).toEqual([]);
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const overflowsSideways = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  test('the dashboard and a list fit the screen, and the Add button is in reach', async ({ page }) => {
    await open(page, '/adminpage');
    expect(await overflowsSideways(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport();
    const newsCard = page.getByRole('main').getByRole('link', { name: /^News News and events/ });
    await newsCard.scrollIntoViewIfNeeded();
    await newsCard.click();

    await expect(page).toHaveURL(/\/adminpage\/listnews$/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    const add = page.getByRole('link', { name: 'Add news' });
    await expect(add).toBeInViewport();
    await add.click();

    await expect(page).toHaveURL(/\/adminpage\/addnews$/);
    await expect(page.getByLabel('Title (English)')).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
  });
});
