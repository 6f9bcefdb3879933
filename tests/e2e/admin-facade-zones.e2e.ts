import type { Page } from '@playwright/test';
import type { Building } from '#shared/entities/building.ts';
import { ROUTES } from '#shared/routes.ts';
import { pngImage } from '../fixtures/files.ts';
import {
  albanianEditorBrowser,
  callApi,
  createThroughApi,
  deleteThroughApi,
  expect,
  readApi,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * A building's facade zones (docs/product.md#admin-routes): an admin draws a floor's zone by
 * clicking its corners and adjusts it by keyboard, and the catalogue page outlines the floor; an
 * editor (ROLE_USER) in Albanian draws one by keyboard alone.
 */

/** A building with a 1000 × 1250 px facade, and an apartment on each of floors 2 and 3. */
async function buildingWithFacade(token: string) {
  const title = uniqueTitle('building');
  const body = new FormData();
  body.append('buildingTitle', title);
  body.append('titulliNderteses', title);
  body.append('buildingFacadeImageUrl', new Blob([await pngImage(1000, 1250)], { type: 'image/png' }), 'facade.png');
  const saved = await callApi('/building/save', { method: 'POST', token, body });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const building = saved.body as Building;
  for (const floor of [2, 3]) {
    await createThroughApi('/unit/save', token, {
      buildingId: building.buildingId,
      salesCategoryId: 1,
      reference: `F-0${floor}-01`,
      floor,
      unitType: 'apartment',
      rooms: '2+1',
    });
  }
  return building;
}

/** The corner buttons' names, which say where each corner is. */
const cornerNames = (page: Page) =>
  page
    .locator('.zone-canvas__corner')
    .evaluateAll((corners) => corners.map((corner) => corner.getAttribute('aria-label')));

test('an admin draws a floor’s zone by clicking its corners, adjusts it by keyboard, and the site outlines the floor', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const building = await buildingWithFacade(token);
  try {
    await page.goto(`/adminpage/viewbuilding/${building.buildingId}`);
    await page.getByRole('link', { name: 'Facade zones' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Facade zones: ${building.buildingTitle}`);
    await expect(page.getByLabel('Floor')).toHaveValue('3');

    await page.getByRole('button', { name: 'Draw by clicking' }).click();
    const canvas = page.locator('.zone-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the facade is not shown');
    for (const [x, y] of [
      [0.2, 0.4],
      [0.8, 0.4],
      [0.8, 0.5],
      [0.2, 0.5],
    ] as const) {
      await canvas.click({ position: { x: box.width * x, y: box.height * y } });
    }
    await expect(page.getByRole('status').filter({ hasText: 'Drawing' })).toHaveText(
      'Drawing: 4 corners; at least 3 make a zone.',
    );
    await page.getByRole('button', { name: 'Finish the zone' }).click();
    expect(await cornerNames(page)).toHaveLength(4);

    // The second corner, by keyboard: 2 steps right and one big step down.
    const second = page.getByRole('button', { name: /^Corner 2 of 4/ });
    await second.focus();
    await second.press('ArrowRight');
    await second.press('ArrowRight');
    await second.press('Shift+ArrowDown');
    await expect(second).toHaveAccessibleName(
      /^Corner 2 of 4: 8[01](\.\d)?% from the left, 4[45](\.\d)?% from the top$/,
    );
    // The fourth removed with Delete, a corner added at the centre after the one last focused.
    const fourth = page.getByRole('button', { name: /^Corner 4 of 4/ });
    await fourth.focus();
    await fourth.press('Delete');
    expect(await cornerNames(page)).toHaveLength(3);
    await page.getByRole('button', { name: 'Add a corner at the centre' }).click();
    await expect(
      page.getByRole('button', { name: 'Corner 4 of 4: 50% from the left, 50% from the top' }),
    ).toBeVisible();
    // The whole zone, focused, moves with the arrow keys.
    const zone = page.getByRole('button', { name: 'Zone of Floor 3: move it with the arrow keys' });
    await zone.focus();
    await zone.press('ArrowUp');
    await expect(
      page.getByRole('button', { name: 'Corner 4 of 4: 50% from the left, 49.5% from the top' }),
    ).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save zones' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zones saved' })).toBeVisible();
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(tray.getByText(/live on the site in \d+ ms/)).toBeVisible();
    const saved = await readApi<Building>(`/building/get/single/building/${building.buildingId}`, token);
    expect(saved.facadeZones.map(({ floor, zone: corners }) => [floor, corners.length])).toEqual([[3, 4]]);

    await page.goto(ROUTES.catalogDetails(building.buildingId, 1));
    await expect(page.locator('[data-floor-zone][data-floor="3"]')).toHaveCount(1);
    await expect(page.locator('[data-facade] .facade__item')).toHaveCount(2);
  } finally {
    await deleteThroughApi(`/building/delete/${building.buildingId}`, token);
  }
});

test('an editor draws a floor’s zone by keyboard alone, in Albanian', async ({ browser, baseURL, adminLogin }) => {
  const building = await buildingWithFacade(adminLogin.token);
  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    const { page } = editor;
    await page.goto(`/adminpage/buildingfacade/${building.buildingId}`);
    await page.getByLabel('Kati').selectOption('2');
    const add = page.getByRole('button', { name: 'Shto një kulm në qendër' });
    for (let corner = 0; corner < 3; corner++) {
      await add.focus();
      await page.keyboard.press('Enter');
    }
    // Spread from the centre: the second to the right, the third down.
    const second = page.getByRole('button', { name: /^Kulmi 2 nga 3/ });
    await second.focus();
    for (let step = 0; step < 2; step++) await second.press('Shift+ArrowRight');
    const third = page.getByRole('button', { name: /^Kulmi 3 nga 3/ });
    await third.focus();
    for (let step = 0; step < 2; step++) await third.press('Shift+ArrowDown');
    await third.press('Enter');
    await expect(page.getByRole('button', { name: 'Zona, Kati 2: lëvizeni me shigjetat' })).toBeVisible();
    await page.getByRole('button', { name: 'Ruaj zonat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zonat u ruajtën' })).toBeVisible();
    const saved = await readApi<Building>(`/building/get/single/building/${building.buildingId}`, adminLogin.token);
    expect(saved.facadeZones).toEqual([
      {
        floor: 2,
        zone: [
          [0.5, 0.5],
          [0.6, 0.5],
          [0.5, 0.6],
        ],
        units: [],
      },
    ]);
  } finally {
    await editor.close();
    await deleteThroughApi(`/building/delete/${building.buildingId}`, adminLogin.token);
  }
});
