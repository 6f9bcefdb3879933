import type { Page } from '@playwright/test';
import type { Building } from '#shared/entities/building.ts';
import type { Unit } from '#shared/entities/unit.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  albanianEditorBrowser,
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

/** How soon a status changed in the admin must show on the unit's public page, from the admin's answer. */
const LIVE_WITHIN_MS = 1000;

/** A reference no other run uses, short enough for a unit's ("E2E-lq3k9x2a"). */
const uniqueReference = () => uniqueTitle('').replace(/^E2E\s+/, 'E2E-');

/** The first building the site shows, whose units' pages are on the site. */
async function shownBuilding(): Promise<Building> {
  const [building] = await readApi<Building[]>('/building/get/mini');
  if (!building) throw new Error('The demo content has no building');
  return building;
}

/** The status a unit's public page shows, read from the page as a visitor gets it; null before it exists. */
async function publicStatus(baseURL: string, unitId: number): Promise<string | null> {
  const response = await fetch(new URL(ROUTES.unit(unitId), baseURL), { cache: 'no-store' });
  if (!response.ok) return null;
  return /data-unit-status="(\w+)"/.exec(await response.text())?.[1] ?? null;
}

/** Changes a unit's status in its row, in Albanian: its button opens the statuses, one is chosen. */
async function markInRow(page: Page, reference: string, status: string) {
  await page.getByRole('button', { name: new RegExp(`^Gjendja e ${reference}: `) }).click();
  await page.getByRole('menu').getByRole('menuitemradio', { name: status, exact: true }).click();
}

/** A row's status button, which names the status it shows. */
const statusButton = (page: Page, reference: string, status: string) =>
  page.getByRole('button', { name: `Gjendja e ${reference}: ${status}`, exact: true });

/** The tally's count of sold units, in Albanian: "1 e shitur", "3 të shitura". */
const SOLD_COUNT = /(e shitur|të shitura)$/;

/** A count of the units screen's tally, as its link reads: "3 të shitura". */
const tallyCount = async (page: Page, words: RegExp) =>
  Number((await page.getByRole('link', { name: words }).textContent())?.match(/^\d+/)?.[0]);

/**
 * An editor (ROLE_USER) in Albanian opens a building's units from the building's screen, finds
 * their own by reference, narrows and sorts them, marks one sold in its row: the counts follow,
 * the publish tray says it is live, and the unit's public page says sold within a second of the
 * admin's answer. Then several units at once, a refusal of a unit saved meanwhile (who saved it),
 * and the status change in the unit's history.
 */
test('an editor changes units’ statuses in the rows and at once, live on the site within a second', async ({
  browser,
  baseURL,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const site = baseURL ?? '';
  const building = await shownBuilding();
  const stamp = uniqueReference();
  const made = async (suffix: string, fields: Partial<Unit>) =>
    createThroughApi<Unit>('/unit/save', adminToken, {
      buildingId: building.buildingId,
      salesCategoryId: 1,
      unitType: 'apartment',
      reference: `${stamp}-${suffix}`,
      status: 'available',
      ...fields,
    });
  const low = await made('A1', { floor: 3, rooms: '2+1', netArea: 85.4, price: 142000 });
  const high = await made('A2', { floor: 9, rooms: '3+1', netArea: 120.5 });
  const parking = await made('P1', { salesCategoryId: 3, unitType: 'parking', floor: -1, netArea: 12.5 });
  const editor = await albanianEditorBrowser(browser, site);
  const { page } = editor;
  try {
    await expect
      .poll(() => publicStatus(site, low.unitId), { message: 'the new unit’s page is published' })
      .toBe('available');

    await page.goto(`/adminpage/viewbuilding/${building.buildingId}`);
    await page.getByRole('link', { name: /^Njësitë \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/adminpage/listunit\\?buildingId=${building.buildingId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Njësitë e /);
    const rows = page.locator('.unit-table tbody tr');

    await page.getByLabel('Kërko sipas referencës').fill(stamp);
    await expect(rows).toHaveCount(3);
    await page.getByLabel('Kategoria', { exact: true }).selectOption({ label: 'Apartamente' });
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/salesCategoryId=1/);
    // The floor's heading sorts by floor, then the other way round: the higher floor first.
    const floorHeading = page.getByRole('button', { name: 'Kati', exact: true });
    await floorHeading.click();
    await expect(rows.first()).toContainText(low.reference);
    await floorHeading.click();
    await expect(rows.first()).toContainText(high.reference);
    await expect(page).toHaveURL(/sort=floor&dir=desc/);
    expect(await violationsOn(page)).toEqual([]);

    const sold = await tallyCount(page, SOLD_COUNT);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(`/unit/status/${low.unitId}`) && response.status() === 200,
    );
    await markInRow(page, low.reference, 'E shitur');
    await answered;
    const answeredAt = Date.now();
    let shownAt = 0;
    await expect
      .poll(
        async () => {
          const status = await publicStatus(site, low.unitId);
          if (status === 'sold' && shownAt === 0) shownAt = Date.now();
          return status;
        },
        { intervals: [10], timeout: 5000, message: 'the unit’s public page says sold' },
      )
      .toBe('sold');
    expect(shownAt - answeredAt, 'from the admin’s answer to the public page').toBeLessThan(LIVE_WITHIN_MS);
    test.info().annotations.push({ type: 'live on the site after', description: `${shownAt - answeredAt} ms` });
    await expect(statusButton(page, low.reference, 'E shitur')).toBeVisible();
    await expect.poll(() => tallyCount(page, SOLD_COUNT)).toBe(sold + 1);
    await expect(
      page.getByRole('status').filter({ hasText: `Njësia “${low.reference}” u përditësua: në faqe pas` }),
    ).toBeVisible();

    // Several at once: every category again, two selected, marked reserved.
    await page.getByLabel('Kategoria', { exact: true }).selectOption({ label: 'Të gjitha' });
    await expect(rows).toHaveCount(3);
    await page.getByLabel(`Zgjidh ${high.reference}`).check();
    await page.getByLabel(`Zgjidh ${parking.reference}`).check();
    await page.getByRole('button', { name: 'Shëno si të rezervuara' }).click();
    // Until when is asked first; left empty, they stay reserved until someone changes them.
    await page.getByRole('dialog', { name: 'Rezervo 2 njësi' }).getByRole('button', { name: 'Rezervo' }).click();
    await expect(notice(page, '2 njësi u shënuan të rezervuara.')).toBeVisible();
    await expect(statusButton(page, high.reference, 'E rezervuar')).toBeVisible();
    await expect(statusButton(page, parking.reference, 'E rezervuar')).toBeVisible();
    expect((await readApi<Unit>(`/unit/get/single/unit/${parking.unitId}`)).status).toBe('reserved');

    // Saved by the admin since the list was shown: the editor's change is refused, saying who.
    const meanwhile = await callApi(`/unit/status/${high.unitId}`, {
      method: 'PUT',
      token: adminToken,
      body: { status: 'sold' },
    });
    expect(meanwhile.status).toBe(200);
    await markInRow(page, high.reference, 'Në dispozicion');
    await expect(
      page.getByRole('region').getByText(`Gjendja e ${high.reference} nuk u ndryshua: admin e ruajti`),
    ).toBeVisible();
    await expect(statusButton(page, high.reference, 'E shitur')).toBeVisible();

    // The history says who changed the status, when, and to what.
    await page.getByRole('link', { name: `Historiku i ${low.reference}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Historiku i ${low.reference}`);
    await expect(page.getByRole('navigation', { name: 'Versionet' })).toContainText('Përditësuar nga viewer');
    await expect(page.getByRole('navigation', { name: 'Versionet' })).toContainText('Ndryshuan: Gjendja → E shitur');
  } finally {
    await editor.close();
    for (const unit of [low, high, parking]) await deleteThroughApi(`/unit/delete/${unit.unitId}`, adminToken);
  }
});

/**
 * An admin adds a unit through its form: the type offers only the category's types, a number
 * typed wrong is refused on its field, and a reference another unit of the building has is
 * refused on the reference's field, until it is changed.
 */
test.describe('the unit’s form', () => {
  // The API's refusal of the taken reference (409), which the form shows on its field.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a unit is added through its form, a taken reference refused on its field', async ({ page, adminToken }) => {
    const building = await shownBuilding();
    const taken = await createThroughApi<Unit>('/unit/save', adminToken, {
      buildingId: building.buildingId,
      salesCategoryId: 1,
      unitType: 'apartment',
      reference: uniqueReference(),
      floor: 2,
    });
    const reference = uniqueReference();
    try {
      await page.goto('/adminpage/addunit');
      await page.getByLabel('Building', { exact: true }).selectOption(String(building.buildingId));
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Service units' });
      const types = page.getByLabel('Type', { exact: true }).locator('option');
      await expect(types).toHaveText(['Choose…', 'Shop', 'Office']);
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Apartments' });
      await expect(types).toHaveText(['Choose…', 'Apartment', 'Duplex', 'Penthouse', 'Studio']);
      await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Penthouse' });
      await page.getByLabel('Reference', { exact: true }).fill(taken.reference);
      await page.getByLabel('Floor', { exact: true }).fill('12');
      await page.getByLabel('Rooms', { exact: true }).selectOption('4+1');
      await page.getByRole('group', { name: 'Orientation' }).getByLabel('S (South)').check();
      await page.getByRole('group', { name: 'Orientation' }).getByLabel('SW (South-west)').check();
      await page.getByLabel('Net area (m²)').fill('1o4,5');
      await page.getByLabel('Price (€)').fill('265 000');
      await page.getByRole('button', { name: 'Create unit' }).click();
      await expect(page.getByText('Net area: enter a number, such as 85.4.')).toBeVisible();
      expect(await violationsOn(page)).toEqual([]);

      await page.getByLabel('Net area (m²)').fill('104,5');
      await page.getByRole('button', { name: 'Create unit' }).click();
      await expect(
        page.getByText('Reference: another unit of this building has this reference already.'),
      ).toBeVisible();
      await expect(page.getByLabel('Reference', { exact: true })).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Reference', { exact: true }).fill(reference);
      await page.getByRole('button', { name: 'Create unit' }).click();
      await expect(notice(page, 'Unit created successfully!')).toBeVisible();
      const [created] = (
        await readApi<{ items: Unit[] }>(`/unit/get/page?q=${encodeURIComponent(reference)}`, adminToken)
      ).items;
      expect(created).toMatchObject({
        reference,
        unitType: 'penthouse',
        floor: 12,
        rooms: '4+1',
        orientation: 'S,SW',
        netArea: 104.5,
        price: 265000,
        status: 'available',
      });
      if (created) await deleteThroughApi(`/unit/delete/${created.unitId}`, adminToken);
    } finally {
      await deleteThroughApi(`/unit/delete/${taken.unitId}`, adminToken);
    }
  });
});
