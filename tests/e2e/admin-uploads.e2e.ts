import type { Locator, Page } from '@playwright/test';
import { jpegImage, svgImage, textFile } from '../fixtures/files.ts';
import {
  controlBoxes,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  saveAnyway,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * File fields as drop zones: a file dropped, or chosen by click or keyboard; a refused
 * file says why under its field and shows no broken preview, in a form and in an image collection.
 */

/** Whether every image inside `area` has loaded and shows a picture (none is a broken image). */
const noBrokenImages = (area: Locator) =>
  area
    .locator('img')
    .evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0));

/** Drops files on `target` as a browser does when they are dragged from the desktop. */
async function dropFiles(page: Page, target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (all) => {
      const transfer = new DataTransfer();
      for (const file of all)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      return transfer;
    },
    files.map((file) => ({ name: file.name, type: file.mimeType, bytes: [...file.buffer] })),
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** A text file dressed as a JPEG: the browser's checks pass it, the API refuses it (415). */
const fakeJpeg = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: textFile() };
const svg = { name: 'plan.svg', mimeType: 'image/svg+xml', buffer: svgImage() };

test.describe('file fields', () => {
  // The API refuses the file dressed as an image, which the browser reports as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 415/] });

  test('a refused image shows its reason under the field and no broken preview', async ({ page }) => {
    await page.goto('/adminpage/addproject');
    await page.getByLabel('Title (English)').fill(uniqueTitle('refused image project'));
    const input = page.getByLabel('Project image', { exact: true });
    const field = page.locator('.file-field', { has: input });
    const before = await controlBoxes(page);

    await input.setInputFiles(svg);
    await expect(input).toHaveAccessibleDescription('Project image: the image must be a JPEG, PNG, WebP or AVIF file.');
    await expect(field.getByRole('img')).toHaveCount(0);
    expect(await controlBoxes(page)).toEqual(before);

    await input.setInputFiles(fakeJpeg);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => noBrokenImages(field), { message: 'no broken preview' }).toBe(true);
    await expect(field).toContainText('photo.jpg');

    await page.getByRole('button', { name: 'Create and publish' }).click();
    await saveAnyway(page, 'Albanian pages will show its title in English');
    await expect(input).toHaveAccessibleDescription('Project image: the image must be a JPEG, PNG, WebP or AVIF file.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await noBrokenImages(field)).toBe(true);
    await expect(page).toHaveURL(/\/adminpage\/addproject$/);

    await field.getByRole('button', { name: 'Remove the chosen file' }).click();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('A JPEG, PNG, WebP or AVIF image.');
  });

  test('a file field is a drop zone that takes a dropped image, and opens the chooser on a click, Enter or Space', async ({
    page,
    adminLogin,
  }) => {
    const title = uniqueTitle('dropped image project');
    await page.goto('/adminpage/addproject');
    await page.getByLabel('Title (English)').fill(title);
    const input = page.getByLabel('Project image', { exact: true });
    const field = page.locator('.file-field', { has: input });
    const zone = field.locator('.drop-zone');
    await expect(zone).toBeVisible();
    await expect(zone).toContainText('Drop an image here');

    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(input).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    expect(await zone.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    const chosen = field.getByRole('img', { name: 'Chosen project image' });
    const jpeg = { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(160, 120) };
    const ways = { click: () => zone.click(), Enter: () => input.press('Enter'), Space: () => input.press(' ') };
    for (const [way, choose] of Object.entries(ways)) {
      const chooser = page.waitForEvent('filechooser');
      await choose();
      expect((await chooser).isMultiple(), way).toBe(false);
      await (await chooser).setFiles(jpeg);
      await expect(chosen).toBeVisible();
      await field.getByRole('button', { name: 'Remove the chosen file' }).click();
      await expect(chosen).toHaveCount(0);
    }

    await dropFiles(page, input, [jpeg]);
    await expect(chosen).toBeVisible();
    // The chosen image and its focal point's picture load after they show.
    await expect.poll(() => noBrokenImages(field), { message: 'no broken preview' }).toBe(true);

    await page.getByRole('button', { name: 'Create and publish' }).click();
    await saveAnyway(page, 'Albanian pages will show its title in English');
    await expect(notice(page, 'Project created successfully!')).toBeVisible();
    const projects =
      await readApi<{ projectId: number; projectTitle: string; projectImageUrl: string | null }[]>('/projects/get/all');
    const created = projects.find((project) => project.projectTitle === title);
    try {
      expect(created?.projectImageUrl).toBeTruthy();
    } finally {
      if (created) await deleteThroughApi(`/projects/delete/${created.projectId}`, adminLogin.token);
    }
  });

  test('an image collection takes dropped images, and a refused one shows its reason without a thumbnail', async ({
    page,
    adminLogin,
  }) => {
    const title = uniqueTitle('dropped gallery');
    const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', adminLogin.token, {
      projectTitle: title,
    });
    try {
      await page.goto('/adminpage/addgallery');
      await page.getByLabel('Project', { exact: true }).selectOption({ label: `${title} (#${projectId})` });
      const input = page.getByLabel('Images', { exact: true });
      const zone = page.locator('.drop-zone', { has: input });
      await expect(zone).toContainText('Drop images here');
      await dropFiles(page, input, [
        svg,
        fakeJpeg,
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(160, 120) },
      ]);
      const list = page.locator('.upload-list');
      const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
      await expect(row('plan.svg')).toContainText('The image must be a JPEG, PNG, WebP or AVIF file.');
      await expect(row('plan.svg').locator('img')).toHaveCount(0);
      await expect(row('front.jpg').locator('img')).toHaveCount(1);
      await expect.poll(() => noBrokenImages(list), { message: 'no broken thumbnail' }).toBe(true);

      await page.getByRole('button', { name: 'Upload 3 images' }).click();
      await expect(page.getByText('1 of 3 added')).toBeVisible();
      await expect(row('photo.jpg')).toContainText('The image must be a JPEG, PNG, WebP or AVIF file.');
      expect(await noBrokenImages(list)).toBe(true);
      expect(await readApi<unknown[]>(`/gallery/get/mini/${projectId}`)).toHaveLength(1);
    } finally {
      await deleteThroughApi(`/projects/delete/${projectId}`, adminLogin.token);
    }
  });
});
