import type { Browser, Page } from '@playwright/test';
import { ADMIN_LANGUAGE_STORAGE_KEY } from '#admin/i18n/admin-language.ts';
import type { Building } from '#shared/entities/building.ts';
import type { Unit } from '#shared/entities/unit.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  type AdminLogin,
  callApi,
  createThroughApi,
  DEMO_ADMIN,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  sessionEntries,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';
import { DEMO_VIEWER } from './fixtures.ts';

/** A reference no other run uses, short enough for a unit's ("E2E-lq3k9x2a"). */
const uniqueReference = () => uniqueTitle('').replace(/^E2E\s+/, 'E2E-');

/** A floor no demo unit is on, so that the floor's units are this journey's alone. */
const FLOOR = 37;

/** A building whose units show their prices on the site. */
async function pricedBuilding(): Promise<Building> {
  const buildings = await readApi<Building[]>('/building/get/mini');
  const building = buildings.find((candidate) => candidate.unitPrices === 'shown');
  if (!building) throw new Error('The demo content has no building that shows its units’ prices');
  return building;
}

/** The price a unit's public page shows, in Albanian, as a visitor gets it; null before it exists. */
async function publicPrice(baseURL: string, unitId: number): Promise<string | null> {
  const response = await fetch(new URL(ROUTES.unit(unitId), baseURL), { cache: 'no-store' });
  if (!response.ok) return null;
  const shown = /<p[^>]*data-unit-price[^>]*>([^<]*)<\/p>/.exec(await response.text())?.[1] ?? null;
  return shown?.replace(/\s/g, ' ') ?? null;
}

/** A browser signed in as `account` with a session of its own, its admin in `language`. */
async function signedInBrowser(browser: Browser, baseURL: string, account: typeof DEMO_ADMIN, language: 'en' | 'sq') {
  const login = (await callApi('/user/login', { method: 'POST', body: account })).body as AdminLogin;
  const entries = sessionEntries(login).map((entry) =>
    entry.name === ADMIN_LANGUAGE_STORAGE_KEY ? { ...entry, value: language } : entry,
  );
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: entries }] },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A row of the preview's table, by the unit's reference. */
const previewRow = (page: Page, reference: string) =>
  page
    .getByRole('dialog')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: reference }) });

/**
 * An editor (ROLE_USER) narrows a building's units to one floor, selects them all, raises their
 * prices by 3 %, sees each unit's price before and after, applies it in one write, and the site's
 * unit pages follow; the publish tray says it is live.
 */
test('an editor raises the prices of a floor by 3 %, and the site follows', async ({
  browser,
  baseURL,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const site = baseURL ?? '';
  const building = await pricedBuilding();
  const stamp = uniqueReference();
  const made = (suffix: string, floor: number, price: number) =>
    createThroughApi<Unit>('/unit/save', adminToken, {
      buildingId: building.buildingId,
      salesCategoryId: 1,
      unitType: 'apartment',
      reference: `${stamp}-${suffix}`,
      status: 'available',
      floor,
      price,
    });
  const first = await made('A1', FLOOR, 142000);
  const second = await made('A2', FLOOR, 200000);
  const other = await made('B1', FLOOR - 1, 150000);
  const editor = await signedInBrowser(browser, site, DEMO_VIEWER, 'en');
  const { page } = editor;
  try {
    await expect
      .poll(() => publicPrice(site, first.unitId), { message: 'the unit’s page is published' })
      .toBe('€ 142 000');

    await page.goto(`/adminpage/listunit?buildingId=${building.buildingId}`);
    const rows = page.locator('.unit-table tbody tr');
    await page.getByLabel('Search by reference').fill(stamp);
    await expect(rows).toHaveCount(3);
    await page.getByLabel('Floor', { exact: true }).fill(String(FLOOR));
    await page.getByLabel('Floor', { exact: true }).press('Enter');
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Select the 2 on this page').check();
    await page.getByRole('button', { name: 'Change…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change 2 units' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply to 2 units' })).toBeDisabled();
    await dialog.getByLabel('Price', { exact: true }).selectOption({ label: 'Raise or lower by %' });
    await dialog.getByLabel('By how many per cent').fill('3');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 will change, 0 unchanged, 0 refused');
    await expect(previewRow(page, first.reference)).toContainText(/€\s142,000.*€\s146,260/);
    await expect(previewRow(page, second.reference)).toContainText(/€\s200,000.*€\s206,000/);
    await expect(previewRow(page, first.reference).locator('td[data-changed]')).toHaveCount(1);
    expect(await violationsOn(page)).toEqual([]);

    // Nothing is written by the preview.
    expect((await readApi<Unit>(`/unit/get/single/unit/${first.unitId}`)).price).toBe(142000);

    await dialog.getByRole('button', { name: 'Apply to 2 units' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice(page, '2 units changed.')).toBeVisible();
    await expect(page.locator('.bulk-actions__count')).toBeHidden();
    await expect(rows.filter({ hasText: first.reference })).toContainText('146,260');
    await expect(page.getByRole('status').filter({ hasText: 'live on the site in' })).toBeVisible();

    await expect
      .poll(() => publicPrice(site, first.unitId), { message: 'the site shows the new price' })
      .toBe('€ 146 260');
    expect(await publicPrice(site, second.unitId)).toBe('€ 206 000');
    expect(await publicPrice(site, other.unitId)).toBe('€ 150 000');
  } finally {
    await editor.close();
    for (const unit of [first, second, other]) await deleteThroughApi(`/unit/delete/${unit.unitId}`, adminToken);
  }
});

/**
 * An admin in Albanian keeps the prices of two units in the admin ("on request"), with one of them
 * refused first by a fall larger than its price and a preview outdated by another admin's
 * change previewed again, and the site says "price on request" for them.
 */
test.describe('hiding prices', () => {
  // The API's refusal of the outdated preview (409), which the dialog answers by previewing again.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('an admin in Albanian hides the prices of two units, and the site says on request', async ({
    browser,
    baseURL,
    adminToken,
  }) => {
    test.setTimeout(120_000);
    const site = baseURL ?? '';
    const building = await pricedBuilding();
    const stamp = uniqueReference();
    const made = (suffix: string, price: number) =>
      createThroughApi<Unit>('/unit/save', adminToken, {
        buildingId: building.buildingId,
        salesCategoryId: 1,
        unitType: 'apartment',
        reference: `${stamp}-${suffix}`,
        status: 'available',
        floor: FLOOR,
        price,
      });
    const first = await made('C1', 90000);
    const second = await made('C2', 120000);
    const admin = await signedInBrowser(browser, site, DEMO_ADMIN, 'sq');
    const { page } = admin;
    try {
      await expect
        .poll(() => publicPrice(site, second.unitId), { message: 'the unit’s page is published' })
        .toBe('€ 120 000');
      await page.goto(`/adminpage/listunit?buildingId=${building.buildingId}`);
      await page.getByLabel('Kërko sipas referencës').fill(stamp);
      await expect(page.locator('.unit-table tbody tr')).toHaveCount(2);
      await page.getByLabel(`Zgjidh ${first.reference}`).check();
      await page.getByLabel(`Zgjidh ${second.reference}`).check();
      await page.getByRole('button', { name: 'Ndrysho…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ndrysho 2 njësi' });

      // A fall of € 100 000 would take the first below nothing: refused, and nothing can be applied.
      await dialog.getByLabel('Çmimi', { exact: true }).selectOption({ label: 'Rrit ose ul me €' });
      await dialog.getByLabel('Me sa euro').fill('-100 000');
      await dialog.getByRole('button', { name: 'Parashiko' }).click();
      await expect(dialog.getByRole('status')).toHaveText('1 do të ndryshojë, 0 pa ndryshim, 1 e refuzuar');
      await expect(previewRow(page, first.reference)).toContainText('E refuzuar: çmimi i saj do të binte nën € 0.');
      await expect(dialog.getByRole('button', { name: /^Zbato/ })).toBeDisabled();

      await dialog.getByLabel('Çmimi', { exact: true }).selectOption({ label: 'Pa ndryshim' });
      await dialog.getByLabel('Çmimi në faqe').selectOption({ label: 'Sipas kërkesës' });
      await dialog.getByRole('button', { name: 'Parashiko' }).click();
      await expect(dialog.getByRole('status')).toHaveText('2 do të ndryshojnë, 0 pa ndryshim, 0 të refuzuara');
      await expect(previewRow(page, second.reference)).toContainText(/I shfaqur.*Sipas kërkesës/);

      // Another admin reserves one of them meanwhile: the apply is refused (409), previewed again and said why.
      const meanwhile = await callApi(`/unit/status/${second.unitId}`, {
        method: 'PUT',
        token: adminToken,
        body: { status: 'reserved' },
      });
      expect(meanwhile.status).toBe(200);
      await dialog.getByRole('button', { name: 'Zbato për 2 njësi' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Dikush tjetër ndryshoi një njësi pas parashikimit');
      await expect(previewRow(page, second.reference).locator('td').first()).toHaveText('E rezervuar');
      await dialog.getByRole('button', { name: 'Zbato për 2 njësi' }).click();
      await expect(notice(page, '2 njësi u ndryshuan.')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'në faqe pas' })).toBeVisible();

      for (const unit of [first, second]) {
        await expect
          .poll(() => publicPrice(site, unit.unitId), { message: `${unit.reference}’s page says on request` })
          .toBe('Çmimi sipas kërkesës');
      }
      // Kept in the admin: the price itself is unchanged.
      const { items } = await readApi<{ items: Unit[] }>(`/unit/get/page?q=${encodeURIComponent(stamp)}`, adminToken);
      expect(items.map(({ price, priceDisplay }) => ({ price, priceDisplay }))).toEqual(
        expect.arrayContaining([
          { price: 90000, priceDisplay: 'onRequest' },
          { price: 120000, priceDisplay: 'onRequest' },
        ]),
      );
    } finally {
      await admin.close();
      for (const unit of [first, second]) await deleteThroughApi(`/unit/delete/${unit.unitId}`, adminToken);
    }
  });
});
