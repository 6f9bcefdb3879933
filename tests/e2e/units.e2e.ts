import type { Page } from '@playwright/test';
import type { UnitCounts } from '#shared/entities/unit.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { BUILDING_CATEGORIES } from '#site/components/catalog-categories.ts';
import { floorWord } from '#site/data/views/unit-words.ts';
import { expect, hydrated, test } from './fixtures.ts';
import {
  APARTMENTS,
  categoryInventory,
  findInventory,
  readApi,
  referencesOf,
  shownReferences,
  tableRows,
  twoPlusOneAboveFifth,
} from './units-inventory.ts';

/** The availability table of a catalogue page: its filters in the address, its order, and the page without JavaScript. */

const ALL_CATEGORIES = BUILDING_CATEGORIES.map((category) => category.categoryId);
const visibleReferences = async (page: Page) => (await shownReferences(page)).toSorted();

/** The rows in view, in order: whether each is sold, and its net area. */
const areasOf = (page: Page) =>
  tableRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      sold: (row as HTMLElement).dataset.status === 'sold',
      area: Number((row as HTMLElement).dataset.area || Number.NaN),
    })),
  );

/** Whether rows are by area (`sign` 1 ascending, -1 descending), those without one after, sold ones last. */
const inAreaOrder = (rows: { sold: boolean; area: number }[], sign: number) =>
  rows.every((row, index) => {
    const next = rows[index + 1];
    if (!next) return true;
    if (row.sold !== next.sold) return !row.sold;
    if (Number.isNaN(next.area)) return true;
    return !Number.isNaN(row.area) && sign * (next.area - row.area) >= 0;
  });

for (const language of ['sq', 'en'] as Language[]) {
  const strings = stringsFor(language);
  const to = (path: string) => localizePath(path, language);

  test.describe(`availability tables (${language})`, () => {
    test('a visitor filters to a 2+1 above the fifth floor, shares the address, and goes back and forward', async ({
      page,
      context,
      apiURL,
    }) => {
      const { building, units } = await findInventory(apiURL, ({ units }) => {
        const { wanted } = twoPlusOneAboveFifth(units);
        return wanted.length > 0 && units.some((unit) => unit.rooms === '2+1' && unit.floor <= 5);
      });
      const { fromFloor, wanted } = twoPlusOneAboveFifth(units);
      const allTwoPlusOne = units.filter((unit) => unit.rooms === '2+1');
      await page.goto(to(ROUTES.catalogDetails(building.buildingId, APARTMENTS)));
      await hydrated(page, 'UnitFilters');
      await expect(tableRows(page)).toHaveCount(units.length);
      const count = page.locator('.unit-filters').getByRole('status');
      await expect(count).toHaveText(
        fillTemplate(strings.unitsShownCount, { shown: units.length, total: units.length }),
      );

      const rooms = page.getByRole('group', { name: strings.unitColumnRooms }).getByRole('checkbox', { name: '2+1' });
      await rooms.check();
      await expect.poll(() => visibleReferences(page)).toEqual(referencesOf(allTwoPlusOne));
      const fromSelect = page.getByRole('group', { name: strings.unitColumnFloor }).getByLabel(strings.unitsFilterFrom);
      await fromSelect.selectOption({ label: floorWord(fromFloor ?? 0, strings) });
      await expect.poll(() => visibleReferences(page)).toEqual(referencesOf(wanted));
      await expect(count).toHaveText(
        fillTemplate(strings.unitsShownCount, { shown: wanted.length, total: units.length }),
      );
      await expect(page).toHaveURL(new RegExp(`\\?rooms=2%2B1&floorMin=${fromFloor}$`));

      // The address, opened anew, shows the same list.
      const shared = await context.newPage();
      await shared.goto(page.url());
      await hydrated(shared, 'UnitFilters');
      await expect.poll(() => visibleReferences(shared)).toEqual(referencesOf(wanted));
      await expect(shared.getByRole('checkbox', { name: '2+1' })).toBeChecked();
      await expect(
        shared.getByRole('group', { name: strings.unitColumnFloor }).getByLabel(strings.unitsFilterFrom),
      ).toHaveValue(String(fromFloor));
      await shared.close();

      await page.goBack();
      await expect.poll(() => visibleReferences(page)).toEqual(referencesOf(allTwoPlusOne));
      await expect(fromSelect).toHaveValue('');
      await page.goBack();
      await expect(tableRows(page)).toHaveCount(units.length);
      await expect(rooms).not.toBeChecked();
      await page.goForward();
      await page.goForward();
      await expect.poll(() => visibleReferences(page)).toEqual(referencesOf(wanted));
      await expect(rooms).toBeChecked();

      await page.getByRole('button', { name: strings.unitsFilterClear }).click();
      await expect(tableRows(page)).toHaveCount(units.length);
      await expect(page).toHaveURL(new RegExp(`${ROUTES.catalogDetails(building.buildingId, APARTMENTS)}$`));
    });

    test('each column sorts the rows both ways, sold units last, and its header says so', async ({ page, apiURL }) => {
      const { building, units } = await findInventory(apiURL, ({ units }) => units.length > 2);
      await page.goto(to(ROUTES.catalogDetails(building.buildingId, APARTMENTS)));
      await hydrated(page, 'UnitFilters');
      const header = page.locator('th[data-sort-key="area"]');
      await expect(header).not.toHaveAttribute('aria-sort');
      await header.getByRole('button', { name: strings.unitColumnNetArea }).click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      // The rows out of sight follow the paint of those in sight (table-rows.ts).
      await expect.poll(async () => inAreaOrder(await areasOf(page), 1)).toBe(true);
      await expect(page).toHaveURL(/\?sort=area$/);
      await header.getByRole('button').press('Enter');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(async () => inAreaOrder(await areasOf(page), -1)).toBe(true);
      await expect(page).toHaveURL(/\?sort=area&order=desc$/);

      const references = page.locator('th[data-sort-key="reference"]');
      await references.getByRole('button').click();
      await expect(references).toHaveAttribute('aria-sort', 'ascending');
      await expect(header).not.toHaveAttribute('aria-sort');
      expect(await tableRows(page).count()).toBe(units.length);
    });

    test('on a phone the filters open from a button, a list sorts the rows, and each unit is a card', async ({
      page,
      apiURL,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const { building, units } = await findInventory(apiURL, ({ units }) =>
        units.some((unit) => unit.rooms === '2+1'),
      );
      await page.goto(to(ROUTES.catalogDetails(building.buildingId, APARTMENTS)));
      await hydrated(page, 'UnitFilters');
      const rooms = page.getByRole('checkbox', { name: '2+1' });
      await expect(rooms).toBeHidden();
      const toggle = page.getByRole('button', { name: strings.unitsFilterToggle, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await rooms.check();
      await expect
        .poll(() => visibleReferences(page))
        .toEqual(referencesOf(units.filter((unit) => unit.rooms === '2+1')));
      await expect(
        page.getByRole('button', { name: fillTemplate(strings.unitsFilterActive, { count: 1 }) }),
      ).toBeVisible();
      // Without the table's headers, a list sorts the rows.
      await page
        .getByLabel(strings.unitsSortBy)
        .selectOption({ label: fillTemplate(strings.unitsSortDescending, { column: strings.unitColumnNetArea }) });
      await expect(page).toHaveURL(/&sort=area&order=desc$/);
      await expect.poll(async () => inAreaOrder(await areasOf(page), -1)).toBe(true);
      const first = tableRows(page).first();
      const width = await first.evaluate((row) => row.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test('the building page says how many units of each category are available', async ({ page, apiURL }) => {
      const { building } = await findInventory(apiURL, ({ units }) => units.length > 0);
      const counts = await readApi<UnitCounts[]>(apiURL, `/unit/get/counts/${building.buildingId}`);
      await page.goto(to(ROUTES.building(building.buildingId)));
      for (const category of BUILDING_CATEGORIES) {
        if (!building[category.imageField]) continue;
        const note = page.locator(`[data-category-id="${category.categoryId}"] [data-units-available]`);
        const tally = counts.find((candidate) => candidate.salesCategoryId === category.categoryId);
        const total = tally ? tally.available + tally.reserved + (building.soldUnits === 'listed' ? tally.sold : 0) : 0;
        if (total === 0) await expect(note).toHaveCount(0);
        else
          await expect(note).toHaveText(
            fillTemplate(strings.unitsAvailableShort, { available: tally?.available ?? 0, total }),
          );
      }
    });
  });
}

test('the table is whole in the page’s HTML and works without JavaScript', async ({ browser, apiURL }) => {
  const strings = stringsFor('sq');
  const { building, categoryId, units } = await findInventory(apiURL, ({ units }) => units.length > 0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTES.catalogDetails(building.buildingId, categoryId));
  const rows = page.locator('tr[data-unit-row]');
  await expect(rows).toHaveCount(units.length);
  const available = units.filter((unit) => unit.status === 'available').length;
  const fixed = BUILDING_CATEGORIES.find((category) => category.categoryId === categoryId);
  if (fixed) {
    const template = units.length === 1 ? strings[fixed.availableOne] : strings[fixed.availableOther];
    await expect(page.locator('[data-units-available]')).toHaveText(
      fillTemplate(template, { available, total: units.length }),
    );
  }
  // Sold units stay listed, at the end.
  const statuses = await rows.evaluateAll((all) => all.map((row) => (row as HTMLElement).dataset.status));
  const firstSold = statuses.indexOf('sold');
  if (firstSold >= 0) expect(statuses.slice(firstSold).every((status) => status === 'sold')).toBe(true);
  expect(statuses.filter((status) => status === 'sold')).toHaveLength(
    units.filter((unit) => unit.status === 'sold').length,
  );
  // Without the island a header is a title, not a button that does nothing.
  await expect(page.locator('th[data-sort-key] button').first()).toBeDisabled();
  const unit = units[0];
  if (!unit) throw new Error('No unit');
  await page.locator('#unit-table').getByRole('link', { name: unit.reference, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.unit(unit.unitId)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(unit.reference);
  await context.close();
});

test('a category with units and no catalogues shows its table, not the empty message', async ({ page, apiURL }) => {
  const catalogs = await readApi<{ buildingId: number; salesCategoryId: number }[]>(apiURL, '/catalog/get/mini');
  const inventory = await findInventory(
    apiURL,
    ({ building, categoryId, units }) => {
      const hasCatalogs = catalogs.some(
        (catalog) => catalog.buildingId === building.buildingId && catalog.salesCategoryId === categoryId,
      );
      return units.length > 0 && !hasCatalogs;
    },
    ALL_CATEGORIES,
  ).catch(() => null);
  test.skip(!inventory, 'Every category with units in the demo has catalogues too');
  if (!inventory) return;
  await page.goto(ROUTES.catalogDetails(inventory.building.buildingId, inventory.categoryId));
  await expect(page.locator('tr[data-unit-row]')).toHaveCount(inventory.units.length);
  await expect(page.getByText(stringsFor('sq').noCategoryOptions)).toHaveCount(0);
});

test('a building that keeps its prices on request shows no price column', async ({ page, apiURL }) => {
  const inventory = await findInventory(
    apiURL,
    ({ building, units }) => building.unitPrices === 'onRequest' && units.length > 0,
    ALL_CATEGORIES,
  ).catch(() => null);
  test.skip(!inventory, 'Every building of the demo with units shows its prices');
  if (!inventory) return;
  const again = await categoryInventory(apiURL, inventory.building.buildingId, inventory.categoryId);
  expect(again.units.every((unit) => unit.price === null)).toBe(true);
  await page.goto(ROUTES.catalogDetails(inventory.building.buildingId, inventory.categoryId));
  await expect(page.locator('tr[data-unit-row]')).toHaveCount(inventory.units.length);
  await expect(page.locator('th[data-sort-key="price"]')).toHaveCount(0);
  await expect(page.getByRole('group', { name: stringsFor('sq').unitsFilterPrice })).toHaveCount(0);
});
