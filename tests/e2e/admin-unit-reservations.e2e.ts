import { tiranaDay, tiranaInputValue, tiranaTime } from '#admin/lib/tirana-time.ts';
import type { Building } from '#shared/entities/building.ts';
import type { Unit } from '#shared/entities/unit.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  albanianEditorBrowser,
  createThroughApi,
  deleteThroughApi,
  expect,
  nextMinute,
  readApi,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * Reservations that lapse and prices kept (issue 40, points 3 and 5): an editor in Albanian
 * reserves a unit from its row until a moment a few seconds ahead, with a note naming the buyer;
 * the site says reserved without the note, an admin in English finds it on the dashboard among the
 * reservations ending this week, and when its moment comes the site says available again, by
 * itself. An admin changes a unit's price; its screen lists the prices it had, in both languages.
 */

/** A reference no other run uses, short enough for a unit's ("E2E-lq3k9x2a"). */
const uniqueReference = () => uniqueTitle('').replace(/^E2E\s+/, 'E2E-');

/** A unit's public page as a visitor gets it, in one language; null before it exists. */
async function publicPage(baseURL: string, unitId: number, language: 'sq' | 'en' = 'sq'): Promise<string | null> {
  const path = language === 'en' ? `/en${ROUTES.unit(unitId)}` : ROUTES.unit(unitId);
  const response = await fetch(new URL(path, baseURL), { cache: 'no-store' });
  return response.ok ? response.text() : null;
}

/** The status a unit's public page shows; null before it exists. */
const publicStatus = async (baseURL: string, unitId: number) =>
  /data-unit-status="(\w+)"/.exec((await publicPage(baseURL, unitId)) ?? '')?.[1] ?? null;

/** A unit of the first building the site shows, in its apartments, made for the journey. */
async function newUnit(adminToken: string, fields: Partial<Unit> = {}): Promise<Unit> {
  const [building] = await readApi<Building[]>('/building/get/mini');
  if (!building) throw new Error('The demo content has no building');
  return createThroughApi<Unit>('/unit/save', adminToken, {
    buildingId: building.buildingId,
    salesCategoryId: 1,
    unitType: 'apartment',
    reference: uniqueReference(),
    floor: 5,
    rooms: '2+1',
    price: 120_000,
    status: 'available',
    ...fields,
  });
}

test('a reservation set to end a few seconds ahead is on the dashboard, and the unit is available again on the site when it ends', async ({
  page,
  browser,
  baseURL,
  adminToken,
}) => {
  test.setTimeout(150_000);
  const site = baseURL ?? '';
  const unit = await newUnit(adminToken);
  const buyer = `Arben Hoxha ${unit.reference}`;
  const editor = await albanianEditorBrowser(browser, site);
  try {
    await expect.poll(() => publicStatus(site, unit.unitId), { message: 'its page is published' }).toBe('available');
    await editor.page.goto(`/adminpage/listunit?buildingId=${unit.buildingId}`);
    await editor.page.getByLabel('Kërko sipas referencës').fill(unit.reference);
    await expect(editor.page.locator('.unit-table tbody tr')).toHaveCount(1);
    await editor.page.getByRole('button', { name: `Gjendja e ${unit.reference}: Në dispozicion` }).click();
    await editor.page.getByRole('menu').getByRole('menuitemradio', { name: 'E rezervuar', exact: true }).click();

    const dialog = editor.page.getByRole('dialog', { name: `Rezervo ${unit.reference}` });
    const until = dialog.getByLabel('E rezervuar deri më');
    // A moment past is refused at its field, and nothing is saved.
    await until.fill(tiranaInputValue(new Date(Date.now() - 60 * 60_000).toISOString()));
    await dialog.getByRole('button', { name: 'Rezervo', exact: true }).click();
    await expect(dialog).toContainText('Zgjidhni një çast në të ardhmen.');
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    // A week ahead at a press; then the moment the journey needs, a few seconds ahead.
    await dialog.getByRole('button', { name: 'Pas një jave' }).click();
    await expect(until).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const due = nextMinute(8_000);
    await until.fill(tiranaInputValue(due.toISOString()));
    await dialog.getByLabel('Shënim').fill(buyer);
    const answered = editor.page.waitForResponse(
      (response) => response.url().endsWith(`/unit/status/${unit.unitId}`) && response.status() === 200,
    );
    await dialog.getByRole('button', { name: 'Rezervo', exact: true }).click();
    await answered;
    await expect(dialog).toHaveCount(0);
    await expect(
      editor.page.getByRole('button', { name: `Gjendja e ${unit.reference}: E rezervuar`, exact: true }),
    ).toBeVisible();
    await expect(editor.page.locator('.unit-table tbody tr')).toContainText(
      `deri më ${tiranaTime(due.toISOString(), 'sq')}`,
    );

    // The site says reserved, in both languages, and nothing of the buyer or the end.
    await expect.poll(() => publicStatus(site, unit.unitId)).toBe('reserved');
    for (const language of ['sq', 'en'] as const) {
      const html = (await publicPage(site, unit.unitId, language)) ?? '';
      expect(html, `the ${language} page`).not.toContain('Arben Hoxha');
      expect(html, `the ${language} page`).not.toContain(due.toISOString());
    }
    const catalogue = await fetch(new URL(ROUTES.catalogDetails(unit.buildingId, 1), site));
    expect(await catalogue.text()).not.toContain('Arben Hoxha');
    // Its schema.org offer says it is reserved, and no more.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      (await publicPage(site, unit.unitId)) ?? '',
    );
    expect(jsonLd?.[1]).toContain('LimitedAvailability');
    // The sitemaps list its pages, and nothing of the reservation.
    const index = await (await fetch(new URL('/sitemap.xml', site))).text();
    const unitMaps = [...index.matchAll(/<loc>([^<]*\/sitemaps\/unit\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    const maps = await Promise.all(unitMaps.map(async (url) => (await fetch(url)).text()));
    expect(maps.join('')).toContain(ROUTES.unit(unit.unitId));
    expect(maps.join('')).not.toContain('Arben Hoxha');

    // An admin in English finds it among the reservations ending this week.
    await page.goto('/adminpage');
    const ending = page.getByRole('region', { name: 'Reservations ending this week' });
    const row = ending.getByRole('row').filter({ hasText: unit.reference });
    await expect(row).toContainText(tiranaTime(due.toISOString(), 'en'));
    await expect(row).toContainText(buyer);
    await expect(row).toContainText('viewer');
    await editor.page.goto('/adminpage');
    await expect(
      editor.page
        .getByRole('region', { name: 'Rezervimet që mbarojnë këtë javë' })
        .getByRole('row')
        .filter({ hasText: unit.reference }),
    ).toContainText(tiranaTime(due.toISOString(), 'sq'));

    // When due, the unit is available again on the site, by itself, within seconds.
    await expect.poll(() => publicStatus(site, unit.unitId), { timeout: 90_000, intervals: [1_000] }).toBe('available');
    await expect(row).toHaveCount(0, { timeout: 15_000 });
    await expect(
      page
        .getByRole('region', { name: 'Recent publishes' })
        .getByRole('row')
        .filter({ hasText: unit.reference })
        .first(),
    ).toContainText('back to available: its reservation ended, as scheduled', { timeout: 15_000 });
    await page.goto('/adminpage/activity');
    const lapsed = page.locator('tr[data-action="reservation-lapse"]').filter({ hasText: unit.reference });
    await expect(lapsed).toContainText('Reservation ended');
    await expect(lapsed).toContainText(`as scheduled for ${tiranaTime(due.toISOString(), 'en')}`);
    await expect(lapsed).toContainText('viewer');
  } finally {
    await editor.close();
    await deleteThroughApi(`/unit/delete/${unit.unitId}`, adminToken);
  }
});

test('several units reserved at once for a week are listed on the dashboard', async ({ page, adminToken }) => {
  const units = [await newUnit(adminToken), await newUnit(adminToken)];
  try {
    await page.goto(`/adminpage/listunit?buildingId=${units[0]?.buildingId}`);
    await page.getByLabel('Search by reference').fill('E2E-');
    for (const unit of units) await page.getByLabel(`Select ${unit.reference}`).check();
    await page.getByRole('button', { name: 'Mark as reserved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reserve 2 units' });
    expect(await violationsOn(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'In a week' }).click();
    await dialog.getByLabel('Note').fill('Family Leka, both');
    await dialog.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(page.getByRole('region').getByText('2 units marked reserved.', { exact: true })).toBeVisible();

    await page.goto('/adminpage');
    const ending = page.getByRole('region', { name: 'Reservations ending this week' });
    await expect(ending.getByRole('row').filter({ hasText: units[1]?.reference ?? '' })).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);
    for (const unit of units) {
      const row = ending.getByRole('row').filter({ hasText: unit.reference });
      await expect(row).toContainText('Family Leka, both');
      await expect(row).toContainText('admin');
    }
  } finally {
    for (const unit of units) await deleteThroughApi(`/unit/delete/${unit.unitId}`, adminToken);
  }
});

test('a unit reserved from its form keeps its end and note, and its screen lists the prices it had, in the admin’s language', async ({
  page,
  browser,
  baseURL,
  adminToken,
}) => {
  const unit = await newUnit(adminToken, { price: 115_000 });
  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    await page.goto(`/adminpage/editunit/${unit.unitId}`);
    // The reservation's fields are a reserved unit's: they show once it is.
    await expect(page.getByLabel('Reserved until')).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Reserved' });
    const until = nextMinute(3 * 24 * 60 * 60_000);
    await page.getByLabel('Reserved until').fill(tiranaInputValue(until.toISOString()));
    await page.getByLabel('Reservation note').fill('Deposit on Friday');
    await page.getByLabel('Price (€)').fill('120 000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/adminpage/viewunit/${unit.unitId}$`));
    await expect(page.getByText(tiranaTime(until.toISOString(), 'en'), { exact: true })).toBeVisible();
    await expect(page.getByText('Deposit on Friday', { exact: true })).toBeVisible();
    const saved = await readApi<Unit>(`/unit/get/single/unit/${unit.unitId}`, adminToken);
    expect(saved).toMatchObject({ status: 'reserved', reservedUntil: until.toISOString(), price: 120_000 });

    const today = { en: tiranaDay(new Date().toISOString(), 'en'), sq: tiranaDay(new Date().toISOString(), 'sq') };
    const prices = page.getByRole('region', { name: 'Price history' });
    await expect(prices.getByRole('listitem')).toHaveText([
      `€\u00a0120,000 from ${today.en}`,
      `€\u00a0115,000 from ${today.en}`,
    ]);
    await editor.page.goto(`/adminpage/viewunit/${unit.unitId}`);
    await expect(editor.page.getByRole('region', { name: 'Historiku i çmimit' }).getByRole('listitem')).toHaveText([
      `€\u00a0120\u00a0000 që nga ${today.sq}`,
      `€\u00a0115\u00a0000 që nga ${today.sq}`,
    ]);
  } finally {
    await editor.close();
    await deleteThroughApi(`/unit/delete/${unit.unitId}`, adminToken);
  }
});
