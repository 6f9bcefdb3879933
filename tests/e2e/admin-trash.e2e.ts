import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Trash } from '#shared/payloads/trash.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  addGalleryImage,
  callApi,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * Deleted content waits in the trash (docs/decisions/014-trash.md): its page leaves the site at
 * once, and a restore from the trash screen, or the Undo of the delete's notice, brings it back with
 * its images. Serial: emptying the trash must not take an entry another journey of this file restores.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.TRASH_SHOTS_DIR;

const statusOf = async (page: Page, path: string) => (await page.request.get(path)).status();
const textOf = async (page: Page, path: string) => (await page.request.get(path)).text();

/**
 * A project's gallery as the API answers it, without the project's neighbours that its first image
 * carries: the journeys running beside these ones add and delete projects.
 */
const galleryOf = async (projectId: number) =>
  (await readApi<Record<string, unknown>[]>(`/gallery/get/mini/${projectId}`)).map(({ prev, next, ...image }) => image);

/** Screenshots of a screen at a desktop's width and a phone's, when TRASH_SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 1440 ? 1000 : 812 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test('a project deleted with its gallery leaves the site; restored from the trash screen, its page and images come back', async ({
  page,
  adminLogin,
}) => {
  test.setTimeout(120_000);
  const { token } = adminLogin;
  const title = uniqueTitle('trashed project');
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, { projectTitle: title });
  try {
    for (const height of [200, 240]) await addGalleryImage(token, projectId, [320, height]);
    const gallery = await galleryOf(projectId);
    const imageUrls = gallery.map((image) => String(image.galleryImageUrl));
    const projectPage = ROUTES.project(projectId);
    const shows = async (path: string) => (await statusOf(page, path)) === 200 && (await textOf(page, path));
    await expect
      .poll(() => shows(projectPage), { message: 'the project is on the site with its gallery' })
      .toEqual(expect.stringContaining(imageUrls[1] ?? '-'));

    await page.goto('/adminpage/listprojects');
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await expect(question).toContainText(
      `“${title}” will be removed from the site and kept in the trash for 30 days, with its files, from where it can be restored.`,
    );
    await shoot(page, 'delete-question');
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(notice(page, 'Project deleted successfully!')).toBeVisible();
    await expect.poll(() => statusOf(page, projectPage), { message: 'its page leaves the site' }).toBe(404);

    await page.goto('/adminpage');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    await expect(attention).toContainText(/Trash: \d+ deleted items?, kept 30 days to be restored\./);
    await shoot(page, 'dashboard');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash');
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(entry).toContainText('Project');
    await expect(entry).toContainText('With 2 gallery images');
    await expect(entry).toContainText(/Deleted by admin on .+ · 30 days left/);
    await shoot(page, 'trash');
    expect(await violationsOn(page)).toEqual([]);

    await entry.getByRole('button', { name: `Restore ${title}` }).click();
    const restoreQuestion = page.getByRole('alertdialog', { name: `Restore “${title}”?` });
    await expect(restoreQuestion).toContainText('It comes back where it was, with 2 gallery images');
    await shoot(page, 'restore-question');
    await restoreQuestion.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(notice(page, `“${title}” is restored.`)).toBeVisible();
    await expect(entry).toHaveCount(0);
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(
      tray.getByText(new RegExp(`^Project “${title}” restored from the trash: live on the site in \\d+ ms`)),
    ).toBeVisible();

    await page.goto(projectPage);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const html = await textOf(page, projectPage);
    for (const url of imageUrls) {
      expect(html).toContain(url);
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
    expect(await galleryOf(projectId)).toEqual(gallery);
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
  }
});

test('a delete is undone from its notice: the vacancy is back in its list and on the site', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('undone vacancy');
  const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', token, { staffTittle: title });
  try {
    const jobPage = ROUTES.vacancy(staffId);
    await expect.poll(() => statusOf(page, jobPage), { message: 'the vacancy gets its page' }).toBe(200);
    await page.goto('/adminpage/liststaff');
    await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    await page
      .getByRole('alertdialog', { name: /^Delete this / })
      .getByRole('button', { name: 'Delete' })
      .click();
    const deleted = page
      .getByRole('region')
      .getByRole('alertdialog')
      .filter({ hasText: 'Job vacancy deleted successfully!' });
    await expect(deleted).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    await shoot(page, 'undo-notice');
    expect(await violationsOn(page)).toEqual([]);

    await deleted.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(notice(page, `“${title}” is restored.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    expect((await callApi(`/staff/get/single/staff/${staffId}`)).status).toBe(200);
    await expect.poll(() => statusOf(page, jobPage), { message: 'its page is back' }).toBe(200);
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, token);
  }
});

test('a gallery image deleted alone is undone from its notice, back in its place', async ({ page, adminLogin }) => {
  const { token } = adminLogin;
  const title = uniqueTitle('gallery undo');
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, { projectTitle: title });
  try {
    for (const height of [200, 220, 240]) await addGalleryImage(token, projectId, [320, height]);
    const gallery = await galleryOf(projectId);
    await page.goto('/adminpage/listgallery');
    const group = page.getByRole('region', { name: title });
    await page.getByRole('button', { name: `Delete ${title}, image 2` }).click();
    await page
      .getByRole('alertdialog', { name: /^Delete this / })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(group.getByRole('img')).toHaveCount(2);
    await page.getByRole('region').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('region').getByText(/^“Image #\d+ of .+” is restored\.$/)).toBeVisible();
    await expect(group.getByRole('img')).toHaveCount(3);
    expect(await galleryOf(projectId)).toEqual(gallery);
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
  }
});

test('an admin deletes an item for good from the trash, then empties it', async ({ page, adminLogin }) => {
  const { token } = adminLogin;
  const titles = [uniqueTitle('gone for good'), uniqueTitle('emptied')];
  for (const title of titles) {
    const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', token, { staffTittle: title });
    await deleteThroughApi(`/staff/delete/${staffId}`, token);
  }
  await page.goto('/adminpage/trash');
  const entry = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await entry(titles[0] as string)
    .getByRole('button', { name: `Delete ${titles[0]} for good` })
    .click();
  const question = page.getByRole('alertdialog', { name: `Delete “${titles[0]}” for good?` });
  await expect(question).toContainText('This cannot be undone.');
  await question.getByRole('button', { name: 'Delete for good' }).click();
  await expect(notice(page, 'Deleted for good.')).toBeVisible();
  await expect(entry(titles[0] as string)).toHaveCount(0);
  await expect(entry(titles[1] as string)).toBeVisible();

  await page.getByRole('button', { name: 'Empty the trash' }).click();
  const emptying = page.getByRole('alertdialog', { name: 'Empty the trash?' });
  await expect(emptying).toContainText('deleted for good, with their files. This cannot be undone.');
  await emptying.getByRole('button', { name: 'Empty trash' }).click();
  await expect(page.getByRole('region').getByText(/^The trash is empty: \d+ items? deleted for good\.$/)).toBeVisible();
  // Journeys of other files may delete meanwhile: only this one's entries are sure to be gone.
  await expect(entry(titles[1] as string)).toHaveCount(0);
  const left = (await readApi<Trash>('/trash', token)).entries.map((item) => item.titles.en);
  expect(left).not.toContain(titles[1]);
});
