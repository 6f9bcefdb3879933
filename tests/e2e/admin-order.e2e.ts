import type { Locator, Page } from '@playwright/test';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  addGalleryImage,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/** The order admins set (docs/decisions/011-admin-order.md): projects and a project's gallery, moved by keyboard, and the site following. */

const projectIds = async () =>
  (await readApi<{ projectId: number }[]>('/projects/get/all')).map((project) => project.projectId);

// Both journeys add a project, which goes last: one at a time, so that each knows the list it orders.
test.describe.configure({ mode: 'serial' });

/**
 * As a keyboard user: from the button before the list, Tab into it, go to its last item and into
 * that item's handle (ArrowRight in a list, Tab in a grid of pictures); Enter picks it up, Home
 * moves the drop target to the top (the indicator before the first item), Enter drops it.
 */
async function moveLastToTopByKeyboard(
  page: Page,
  list: Locator,
  before: Locator,
  handle: Locator,
  intoItem: 'ArrowRight' | 'Tab',
) {
  await before.focus();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('row').first()).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.press(intoItem);
  await expect(handle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.locator('[data-dragging]')).toHaveCount(1);
  // The drag session takes keys once it has a drop target; a Home pressed before it would be lost.
  await expect(list.locator('.order-drop[data-drop-target]')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(list.locator('.order-drop').first()).toHaveAttribute('data-drop-target');
  await page.keyboard.press('Enter');
}

test('an admin moves a project to the top by keyboard, and the site’s menu and previous/next links follow', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('ordered project');
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, {
    projectTitle: title,
    titulliProjekti: title,
  });
  try {
    const before = await projectIds();
    expect(before.at(-1), 'a new project goes last').toBe(projectId);
    const formerFirst = before[0] as number;

    await page.goto('/adminpage/listprojects');
    await page.getByRole('button', { name: 'Change order' }).click();
    const list = page.getByRole('grid', { name: 'Order of projects' });
    await expect(list.getByRole('row')).toHaveCount(before.length);
    const addButton = page.getByRole('link', { name: 'Add project' });
    await moveLastToTopByKeyboard(
      page,
      list,
      addButton,
      list.getByRole('button', { name: `Move ${title}` }),
      'ArrowRight',
    );

    await expect(notice(page, 'Order of projects saved.')).toBeVisible();
    await expect(list.getByRole('row').first()).toContainText(title);
    expect(await projectIds()).toEqual([projectId, ...before.slice(0, -1)]);
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(tray.getByText(/^Projects reordered: live on the site in \d+ ms/)).toBeVisible();

    const menu = (await (await page.request.get('/en/menu.json')).json()) as { projects: { title: string }[] };
    expect(menu.projects[0]?.title).toBe(title);
    await page.goto(localizePath(ROUTES.project(projectId), 'en'));
    await expect(page.locator('[data-project-prev]')).toHaveCount(0);
    await expect(page.locator('[data-project-next]')).toHaveAttribute(
      'href',
      localizePath(ROUTES.project(formerFirst), 'en'),
    );
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
  }
});

test('an admin moves a gallery image to the front by keyboard, and the project’s gallery follows', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('ordered gallery');
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, {
    projectTitle: title,
    titulliProjekti: title,
  });
  try {
    const images: { galleryImageId: number; galleryImageUrl: string }[] = [];
    for (const size of [
      [160, 120],
      [120, 160],
      [140, 140],
    ] as const) {
      images.push(await addGalleryImage(token, projectId, size));
    }
    const [first, , last] = images as [(typeof images)[0], unknown, (typeof images)[0]];

    await page.goto('/adminpage/listgallery');
    const group = page.getByRole('region', { name: title });
    await group.getByRole('button', { name: `Change the order of the images of ${title}` }).click();
    const done = group.getByRole('button', { name: `Done ordering the images of ${title}` });
    const list = group.getByRole('grid', { name: `Order of the images of ${title}` });
    await moveLastToTopByKeyboard(
      page,
      list,
      done,
      list.getByRole('button', { name: `Move Image #${last.galleryImageId}` }),
      'Tab',
    );

    await expect(notice(page, `Order of gallery images of ${title} saved.`)).toBeVisible();
    const ordered = await readApi<{ galleryImageId: number }[]>(`/gallery/get/mini/${projectId}`);
    expect(ordered.map((image) => image.galleryImageId)).toEqual(
      [last, ...images.slice(0, -1)].map((image) => image.galleryImageId),
    );
    await expect(
      page
        .getByRole('region', { name: 'Publishing to the site' })
        .getByText(/^Gallery images of project #\d+ reordered: live/),
    ).toBeVisible();

    const html = await (await page.request.get(localizePath(ROUTES.project(projectId), 'en'))).text();
    const at = (url: string) => html.indexOf(url.replace(/-\d+\.webp$/, ''));
    expect(at(last.galleryImageUrl)).toBeGreaterThan(-1);
    expect(at(last.galleryImageUrl)).toBeLessThan(at(first.galleryImageUrl));
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
  }
});
