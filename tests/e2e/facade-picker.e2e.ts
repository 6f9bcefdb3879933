import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Unit } from '#shared/entities/unit.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { floorWord } from '#site/data/views/unit-words.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { findInventory, referencesOf, shownReferences } from './units-inventory.ts';

/** The facade picker of a catalogue page (docs/decisions/031-facade-picker.md): a floor chosen on the building's picture. */

/** A category whose building has its floors drawn, and the highest of them with units drawn on its plan. */
async function facadeToPick(apiURL: string) {
  const inventory = await findInventory(apiURL, ({ building, units }) =>
    building.facadeZones.some((zone) => zone.units.length > 0 && units.some((unit) => unit.floor === zone.floor)),
  );
  const zones = inventory.building.facadeZones.filter(
    (zone) => zone.units.length > 0 && inventory.units.some((unit) => unit.floor === zone.floor),
  );
  const zone = zones.at(-1);
  if (!zone) throw new Error('No floor with units drawn');
  return { ...inventory, zone, onFloor: inventory.units.filter((unit) => unit.floor === zone.floor) };
}

const countOf = (units: readonly Unit[]) => ({
  available: units.filter((unit) => unit.status === 'available').length,
  total: units.length,
});

/** The page of a category with a floor to pick, opened in `language` once its picker and table work. */
async function openPicker(page: Page, apiURL: string, language: Language) {
  const inventory = await facadeToPick(apiURL);
  const { building, categoryId } = inventory;
  await page.goto(localizePath(ROUTES.catalogDetails(building.buildingId, categoryId), language));
  await expect(page.locator('[data-facade]')).toHaveAttribute('data-ready', '');
  await hydrated(page, 'UnitFilters');
  return inventory;
}

/** The table shows the floor's units only, the floor's plan colours and links each, and the address keeps it. */
async function expectFloorShown(page: Page, language: Language, floor: number, onFloor: readonly Unit[]) {
  const strings = stringsFor(language);
  const word = floorWord(floor, strings);
  await expect.poll(async () => (await shownReferences(page)).toSorted()).toEqual(referencesOf(onFloor));
  await expect(page).toHaveURL(new RegExp(`floorMin=${floor}&floorMax=${floor}`));
  const plan = page.getByRole('region', { name: fillTemplate(strings.facadePlanTitle, { floor: word }) });
  await expect(plan).toBeVisible();
  for (const unit of onFloor) {
    const link = plan.getByRole('link', { name: new RegExp(`^${unit.reference}`) });
    await expect(link).toHaveAttribute('href', localizePath(ROUTES.unit(unit.unitId), language));
    await expect(link).toHaveAttribute('data-status', unit.status);
  }
  // Only the floor's units are drawn on the plan, each filled in its status's colour and leading to its page.
  const zones = plan.locator('.facade__zones--units a:visible');
  await expect(zones).not.toHaveCount(0);
  const drawn = await zones.evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      status: link.getAttribute('data-status'),
      fill: getComputedStyle(link.querySelector('polygon') as Element).fill,
    })),
  );
  const pages = new Map(onFloor.map((unit) => [localizePath(ROUTES.unit(unit.unitId), language), unit.status]));
  for (const { href, status } of drawn) expect(pages.get(href ?? '')).toBe(status);
  const colours = new Map(drawn.map(({ status, fill }) => [status, fill]));
  expect(new Set(colours.values()).size).toBe(colours.size);
  const { available, total } = countOf(onFloor);
  await expect(page.locator('[data-facade-status]')).toHaveText(
    fillTemplate(strings.facadeChosen, { floor: word, available, total }),
  );
}

for (const language of ['sq', 'en'] as Language[]) {
  const strings = stringsFor(language);

  test.describe(`the facade picker (${language})`, () => {
    test('pointing at a floor tells its count, and a click narrows the table to it and shows its plan', async ({
      page,
      apiURL,
    }) => {
      const { zone, onFloor, units } = await openPicker(page, apiURL, language);
      const polygon = page.locator(`[data-floor-zone][data-floor="${zone.floor}"] polygon`);
      await polygon.hover();
      const { available, total } = countOf(onFloor);
      const label = fillTemplate(strings.facadeFloorCount, {
        floor: floorWord(zone.floor, strings),
        available,
        total,
      });
      await expect(page.locator('[data-facade-tip]')).toHaveText(label);
      await polygon.click();
      await expectFloorShown(page, language, zone.floor, onFloor);
      await expect(
        page.getByRole('button', { name: new RegExp(`^${floorWord(zone.floor, strings)}`) }),
      ).toHaveAttribute('aria-pressed', 'true');
      const { violations } = await new AxeBuilder({ page })
        .include('[data-facade]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      // The same floor again shows every floor.
      await polygon.click();
      await expect.poll(async () => (await shownReferences(page)).length).toBe(units.length);
      await expect(page.locator('[data-facade-plan]')).toBeHidden();
    });

    test('by keyboard: a floor’s button shows its zone, Enter chooses it, the back button undoes it', async ({
      page,
      apiURL,
    }) => {
      const { zone, onFloor, units } = await openPicker(page, apiURL, language);
      const word = floorWord(zone.floor, strings);
      const button = page.getByRole('button', { name: new RegExp(`^${word} `) });
      await button.focus();
      await expect(page.locator(`[data-floor-zone][data-floor="${zone.floor}"]`)).toHaveClass(/is-pointed/);
      await expect(page.locator('[data-facade-tip]')).toBeVisible();
      await page.keyboard.press('Enter');
      await expectFloorShown(page, language, zone.floor, onFloor);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await page.goBack();
      await expect.poll(async () => (await shownReferences(page)).length).toBe(units.length);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    });
  });
}

test('without JavaScript the picker lists every floor with its units as plain links', async ({ browser, apiURL }) => {
  const strings = stringsFor('sq');
  const { building, categoryId, units } = await facadeToPick(apiURL);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTES.catalogDetails(building.buildingId, categoryId));
  const floors = page.locator('[data-facade] .facade__item');
  const floorNumbers = [...new Set(units.map((unit) => unit.floor))].toSorted((a, b) => b - a);
  await expect(floors).toHaveCount(floorNumbers.length);
  for (const [index, floor] of floorNumbers.entries()) {
    const item = floors.nth(index);
    await expect(item.getByRole('button')).toContainText(floorWord(floor, strings));
    await expect(item.getByRole('button')).toBeDisabled();
    const references = await item.getByRole('link').locator('.facade__unit-reference').allTextContents();
    expect(references.toSorted()).toEqual(referencesOf(units.filter((unit) => unit.floor === floor)));
  }
  const first = units[0];
  if (!first) throw new Error('No unit');
  await page
    .locator('[data-facade]')
    .getByRole('link', { name: new RegExp(`^${first.reference} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.unit(first.unitId)}$`));
  await context.close();
});
