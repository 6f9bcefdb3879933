import type { Locator, Page } from '@playwright/test';
import type { GalleryImage } from '#shared/entities/gallery-image.ts';
import type { Project } from '#shared/entities/project.ts';
import { ROUTES } from '#shared/routes.ts';
import { pngImage } from '../fixtures/files.ts';
import {
  addGalleryImage,
  albanianEditorBrowser,
  callApi,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * Focal points: an editor clicks the subject of a project's image, or moves the point by keyboard,
 * sees the site's crops follow at once, saves, and the published page's picture keeps that point in
 * view (`object-position`); an editor (ROLE_USER) in Albanian does the same by keyboard alone; on a
 * phone, an image already in a project's gallery gets its point from its card's dialog.
 */

async function projectWithImage(token: string, title: string) {
  const body = new FormData();
  body.append('projectTitle', title);
  body.append('titulliProjekti', title);
  body.append('projectImageUrl', new Blob([await pngImage(1200, 800)], { type: 'image/png' }), 'tower.png');
  const answer = await callApi('/projects/save', { method: 'POST', token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Project;
}

/** The point a slider says it is at, in percent: x as its value, y in its value text ("…, 20% from the top"). */
async function pointOf(slider: Locator) {
  const x = Number(await slider.getAttribute('aria-valuenow'));
  const text = (await slider.getAttribute('aria-valuetext')) ?? '';
  const y = Number(/([\d.]+)% (?:from the top|nga lart)/.exec(text)?.[1]);
  return { x, y };
}

/** The crops the picker shows, by their ratio (width / height) as FocalPointPicker.tsx declares them. */
const CROP_RATIOS = { card: 4 / 5, gallery: 3 / 2, heroPhone: 9 / 16, heroWide: 2 };

/**
 * Checks that every crop is large enough to see what the point changes: each keeps its ratio, the
 * smallest (the card and the phone's banner) are at least about a thumbnail's width, a caption
 * takes at most two lines, and nothing passes the window's edge.
 */
async function expectCropsToRead(scope: Locator, viewportWidth: number) {
  for (const [name, ratio] of Object.entries(CROP_RATIOS)) {
    const crop = scope.locator(`.focal-point__crop[data-crop="${name}"]`);
    const image = await crop.locator('img').boundingBox();
    const caption = crop.locator('span');
    const captionBox = await caption.boundingBox();
    if (!image || !captionBox) throw new Error(`the ${name} crop is not shown`);
    expect(image.width / image.height, `the ${name} crop's ratio`).toBeCloseTo(ratio, 1);
    expect(image.width, `the ${name} crop's width`).toBeGreaterThanOrEqual(name === 'heroPhone' ? 90 : 120);
    expect(image.x + image.width, `the ${name} crop within the window`).toBeLessThanOrEqual(viewportWidth);
    const lineHeight = await caption.evaluate((node) => Number.parseFloat(getComputedStyle(node).lineHeight));
    expect(captionBox.height, `the ${name} crop's caption`).toBeLessThanOrEqual(lineHeight * 2 + 1);
  }
}

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Whether every image in `area` that is not left to load lazily has loaded. */
const loadedImages = (area: Locator) =>
  area
    .locator('img:not([loading="lazy"])')
    .evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete));

/** Where an element is on the page, whatever is scrolled. */
const placeOf = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { left: box.left + window.scrollX, top: box.top + window.scrollY };
  });

test('a focal point set by clicking and by keyboard, its crops previewed, then kept in view on the page', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('project');
  const { projectId } = await projectWithImage(token, title);
  try {
    await page.goto(`/adminpage/editproject/${projectId}`);
    const slider = page.getByRole('slider', { name: 'Focal point: Project image', exact: true });
    await expect(slider).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top');
    const field = page.locator('.file-field').filter({ has: slider });
    const frame = field.locator('.focal-point__frame');
    const saveButton = page.getByRole('button', { name: 'Save and publish' });
    // The form's images have their height once loaded; the point is set on a form that has settled.
    await expect.poll(() => loadedImages(page.locator('form'))).toBe(true);
    const saveBefore = await placeOf(saveButton);

    // A click a quarter across and a fifth down the image puts the point there.
    const box = await frame.boundingBox();
    if (!box) throw new Error('the image is not shown');
    await frame.click({ position: { x: box.width * 0.25, y: box.height * 0.2 } });
    const clicked = await pointOf(slider);
    expect(clicked.x).toBeCloseTo(25, 0);
    expect(clicked.y).toBeCloseTo(20, 0);
    await expect(slider).toBeFocused();

    // The arrow keys move it from there: 1 at a time, 10 with Shift.
    await slider.press('ArrowRight');
    await slider.press('ArrowRight');
    await slider.press('Shift+ArrowDown');
    const point = await pointOf(slider);
    expect(point.x).toBeCloseTo(clicked.x + 2, 5);
    expect(point.y).toBeCloseTo(clicked.y + 10, 5);
    const position = `${point.x}% ${point.y}%`;
    for (const crop of await field.locator('.focal-point__crop img').all()) {
      await expect(crop).toHaveCSS('object-position', position);
    }
    await expect(field.locator('.focal-point__crop')).toHaveText([
      'Card',
      'Gallery and lists',
      'Banner on a phone',
      'Banner on a wide screen',
    ]);
    // Setting the point moved nothing else on the form.
    expect(await placeOf(saveButton)).toEqual(saveBefore);

    await saveButton.click();
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(tray.getByText(/live on the site in \d+ ms/)).toBeVisible();
    const saved = await readApi<Project>(`/projects/get/single/project/${projectId}`, token);
    expect(saved.focalPoints.projectImageUrl).toEqual(point);

    await page.goto(ROUTES.project(projectId));
    await expect(page.locator('.project-hero__image img')).toHaveCSS('object-position', position);
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
  }
});

test('an editor sets a focal point by keyboard alone, in Albanian', async ({ browser, baseURL, adminLogin }) => {
  const title = uniqueTitle('project');
  const { projectId } = await projectWithImage(adminLogin.token, title);
  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    const { page } = editor;
    await page.goto(`/adminpage/editproject/${projectId}`);
    const slider = page.getByRole('slider', { name: 'Pika e fokusit: Fotografia e projektit', exact: true });
    await slider.focus();
    await slider.press('Shift+ArrowUp');
    await slider.press('Shift+ArrowUp');
    await slider.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', '49% nga e majta, 30% nga lart');
    // The crops read at a desktop's width, in one row, and at a phone's, in three.
    const field = page.locator('.file-field').filter({ has: slider });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await expectCropsToRead(field, 1440);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectCropsToRead(field, 375);
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Ruaj dhe publiko' }).click();
    await expect(page.getByRole('region', { name: 'Publikimi në faqe' }).getByText(/në faqe pas \d+ ms/)).toBeVisible();
    const saved = await readApi<Project>(`/projects/get/single/project/${projectId}`, adminLogin.token);
    expect(saved.imageSets.projectImageUrl?.focalPoint).toEqual({ x: 49, y: 30 });
  } finally {
    await editor.close();
    await deleteThroughApi(`/projects/delete/${projectId}`, adminLogin.token);
  }
});

test('a gallery image’s focal point set from its card by keyboard on a phone, then kept in view on the page', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('gallery');
  const { projectId } = await createThroughApi<Project>('/projects/save', token, {
    projectTitle: title,
    titulliProjekti: title,
  });
  try {
    await addGalleryImage(token, projectId, [1200, 800]);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/adminpage/listgallery');
    const name = `${title}, image 1`;
    const opener = page
      .getByRole('region', { name: title })
      .getByRole('button', { name: `Set the focal point of ${name}`, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Set the focal point of ${name}`, exact: true });
    const slider = dialog.getByRole('slider', { name: `Focal point: ${name}`, exact: true });
    await expect(slider).toHaveAttribute('aria-valuetext', '50% from the left, 50% from the top');
    await slider.focus();
    await slider.press('Shift+ArrowRight');
    await slider.press('Shift+ArrowRight');
    await slider.press('Shift+ArrowUp');
    await slider.press('ArrowUp');
    await expect(slider).toHaveAttribute('aria-valuetext', '70% from the left, 39% from the top');
    await expectCropsToRead(dialog, 375);
    expect(await overflowsSideways(page)).toBe(false);
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog is not shown');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    await dialog.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(notice(page, 'Gallery image updated successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(tray.getByText(/live on the site in \d+ ms/)).toBeVisible();
    const [image] = await readApi<GalleryImage[]>(`/gallery/get/mini/${projectId}`);
    expect(image?.imageSets.galleryImageUrl?.focalPoint).toEqual({ x: 70, y: 39 });

    await page.goto(ROUTES.project(projectId));
    await expect(page.locator('.gallery__picture img').first()).toHaveCSS('object-position', '70% 39%');
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
  }
});
