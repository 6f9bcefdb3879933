import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type Contact, UNIT_UNAVAILABLE_MESSAGE } from '#shared/entities/contact.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { formatArea, formatPrice } from '#shared/i18n/formats.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { BUILDING_CATEGORIES } from '#site/components/catalog-categories.ts';
import { OFFER_AVAILABILITY } from '#site/components/units/unit-listing.ts';
import { imageAlt } from '#site/data/views/image-alt.ts';
import { floorWord, unitStatusWord, unitTypeWord } from '#site/data/views/unit-words.ts';
import { API_URL, expect, hydrated, test } from './fixtures.ts';
import { findInventory, findUnitToOpen, tableRows } from './units-inventory.ts';

/** A unit's own page, and a visitor's question about a unit from it and from its category's table. */

const HOME_TYPES = ['apartment', 'duplex', 'penthouse', 'studio'];

/** Sends the open contact drawer's form; answers the form data it sent. */
async function sendDrawer(page: Page, language: Language, email: string) {
  const strings = stringsFor(language);
  const drawer = page.getByRole('dialog', { name: strings.contactTitle });
  await drawer.getByLabel(strings.formFirstName, { exact: true }).fill('Arta');
  await drawer.getByLabel(strings.formEmail, { exact: true }).fill(email);
  const sent = page.waitForRequest((request) => request.url().endsWith('/contact/save') && request.method() === 'POST');
  await drawer.getByRole('button', { name: strings.formSend }).click();
  await expect(drawer.getByRole('status')).toHaveText(strings.formSuccess);
  return (await sent).postData() ?? '';
}

/** The inbox's message from `email`, as an admin reads it. */
async function inboxMessageFrom(email: string, adminToken: string): Promise<Contact | undefined> {
  const response = await fetch(`${API_URL}/contact/get/mini`, { headers: { authorization: `Bearer ${adminToken}` } });
  const contacts = (await response.json()) as Contact[];
  return contacts.find((contact) => contact.email === email);
}

/** The unitId field of a form's multipart body; undefined without one. */
const unitIdSent = (body: string) => /name="unitId"\r\n\r\n(\d+)/.exec(body)?.[1];

for (const language of ['sq', 'en'] as Language[]) {
  const strings = stringsFor(language);
  const to = (path: string) => localizePath(path, language);

  test.describe(`a unit’s page (${language})`, () => {
    test('shows the unit’s plan, figures, status and price, its building, its floor, JSON-LD and both addresses', async ({
      page,
      apiURL,
    }) => {
      const { unit, building, floor } = await findUnitToOpen(apiURL);
      if (unit.status === 'notOnSale') throw new Error('A public read gave a unit not on sale');
      const buildingTitle = pick(language, building.buildingTitle, building.titulliNderteses);
      await page.goto(to(ROUTES.unit(unit.unitId)));
      const type = unitTypeWord(unit.unitType, strings);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${type} ${unit.reference}`);
      await expect(page).toHaveTitle(new RegExp(`^${type} ${unit.reference} \\| ${buildingTitle}`));
      const category = BUILDING_CATEGORIES.find((candidate) => candidate.categoryId === unit.salesCategoryId);
      const back = page.getByRole('link', { name: category ? strings[category.unitBack] : strings.catalogsBack });
      await expect(back).toHaveAttribute('href', to(ROUTES.catalogDetails(unit.buildingId, unit.salesCategoryId)));

      const offer = page.locator('.unit__offer');
      await expect(offer.locator('.unit-status')).toHaveText(unitStatusWord(unit.status, strings));
      await expect(offer.locator('[data-unit-price]')).toHaveText(
        unit.price === null ? strings.unitPriceOnRequest : formatPrice(unit.price, language),
      );
      const figures = page.locator('[data-unit-figures]');
      await expect(figures).toContainText(floorWord(unit.floor, strings));
      if (unit.netArea !== null) await expect(figures).toContainText(formatArea(unit.netArea, language));
      if (unit.rooms) await expect(figures).toContainText(unit.rooms);

      if (unit.floorPlanUrl) {
        // The plan says what its image's text says, else which unit's plan it is.
        const { alt } = imageAlt(
          unit.imageSets.floorPlanUrl,
          language,
          fillTemplate(strings.unitPlanAlt, { reference: unit.reference }),
        );
        const plan = page.getByRole('img', { name: alt, exact: true });
        await expect(plan).toBeVisible();
        // Whole: the picture's box has the plan's own proportions, so that nothing of it is cut.
        const [box, natural] = await plan.evaluate((image: HTMLImageElement) => [
          image.clientWidth / image.clientHeight,
          image.naturalWidth / image.naturalHeight,
        ]);
        expect(Math.abs((box ?? 0) - (natural ?? 0))).toBeLessThan(0.02);
      }
      const pdf = page.locator('[data-unit-plan-pdf]');
      if (unit.planPdfUrl) await expect(pdf).toHaveAttribute('href', unit.planPdfUrl);
      else await expect(pdf).toHaveCount(0);

      const location = page.getByRole('region', { name: strings.unitLocationTitle });
      await expect(location).toContainText(pick(language, building.buildingAdress, building.adresaNderteses));
      if (building.buildingGoogleLink) {
        await expect(location.getByRole('link', { name: strings.unitLocationMap })).toHaveAttribute(
          'href',
          building.buildingGoogleLink,
        );
      }
      const neighbours = page.locator('[data-unit-neighbour]');
      const others = floor.filter((neighbour) => neighbour.unitId !== unit.unitId);
      await expect(neighbours).toHaveCount(others.length);
      for (const other of others) {
        await expect(page.getByRole('link', { name: new RegExp(`^${other.reference}\\b`) })).toHaveAttribute(
          'href',
          to(ROUTES.unit(other.unitId)),
        );
      }

      const origin = new URL(page.url()).origin;
      for (const alternate of ['sq', 'en'] as Language[]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveAttribute(
          'href',
          `${origin}${localizePath(ROUTES.unit(unit.unitId), alternate)}`,
        );
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(unit.reference));

      const listing = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(listing['@type']).toContain(HOME_TYPES.includes(unit.unitType) ? 'Apartment' : 'Accommodation');
      expect(listing.name).toBe(`${type} ${unit.reference}`);
      expect(listing.offers.availability).toBe(OFFER_AVAILABILITY[unit.status]);
      if (unit.price === null) expect(listing.offers).not.toHaveProperty('price');
      else expect(listing.offers).toMatchObject({ price: unit.price, priceCurrency: 'EUR' });

      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
    });

    test('“Ask about this unit” opens the drawer naming the unit, and the message reaches the inbox with it', async ({
      page,
      apiURL,
      adminToken,
    }) => {
      const { unit, building } = await findUnitToOpen(apiURL);
      const buildingTitle = pick(language, building.buildingTitle, building.titulliNderteses);
      await page.goto(to(ROUTES.unit(unit.unitId)));
      await page.getByRole('button', { name: strings.unitAskAbout }).click();
      await hydrated(page, 'ContactDrawer');
      const drawer = page.getByRole('dialog', { name: strings.contactTitle });
      await expect(drawer.locator('[data-contact-about]')).toHaveText(
        fillTemplate(strings.unitEnquiryTitle, { reference: unit.reference, building: buildingTitle }),
      );
      await expect(drawer.getByLabel(strings.formMessage, { exact: true })).toHaveValue(strings.unitEnquiryMessage);
      const email = `unit-${unit.unitId}-${language}-${Date.now()}@example.com`;
      const body = await sendDrawer(page, language, email);
      expect(unitIdSent(body)).toBe(String(unit.unitId));
      const message = await inboxMessageFrom(email, adminToken);
      expect(message?.kind).toBe('inquiry');
      expect(message?.unit?.unitId).toBe(unit.unitId);

      // The next question, from the navigation, is about no unit.
      await drawer.getByRole('button', { name: strings.close }).click();
      await page.locator('[data-site-nav]').getByRole('link', { name: strings.navContact }).click();
      await expect(drawer.locator('[data-contact-about]')).toHaveCount(0);
      await expect(drawer.locator('input[name="unitId"]')).toHaveCount(0);
      await expect(drawer.getByLabel(strings.formMessage, { exact: true })).toHaveValue('');
    });

    test('a row’s “Ask” names its unit in the drawer and sends it', async ({ page, apiURL, adminToken }) => {
      const { building, categoryId, units } = await findInventory(apiURL, (inventory) => inventory.units.length > 1);
      const unit = units[1];
      if (!unit) throw new Error('No unit');
      await page.goto(to(ROUTES.catalogDetails(building.buildingId, categoryId)));
      const row = tableRows(page).filter({ has: page.getByRole('link', { name: unit.reference, exact: true }) });
      await row
        .getByRole('button', { name: fillTemplate(strings.unitAskAboutReference, { reference: unit.reference }) })
        .click();
      const drawer = page.getByRole('dialog', { name: strings.contactTitle });
      const buildingTitle = pick(language, building.buildingTitle, building.titulliNderteses);
      await expect(drawer.locator('[data-contact-about]')).toHaveText(
        fillTemplate(strings.unitEnquiryTitle, { reference: unit.reference, building: buildingTitle }),
      );
      const email = `row-${unit.unitId}-${language}-${Date.now()}@example.com`;
      const body = await sendDrawer(page, language, email);
      expect(unitIdSent(body)).toBe(String(unit.unitId));
      expect((await inboxMessageFrom(email, adminToken))?.unit?.unitId).toBe(unit.unitId);
    });
  });
}

test.describe('a question about a unit that has left the site', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('says so, and sends the message again without the unit', async ({ page, apiURL }) => {
    const strings = stringsFor('en');
    const { unit } = await findUnitToOpen(apiURL);
    // The API's refusal of a unit taken off sale between the page's publish and the question.
    let refused = false;
    await page.route('**/contact/save', (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({
        status: 400,
        json: { message: UNIT_UNAVAILABLE_MESSAGE, code: 'BAD_REQUEST', fields: { unitId: UNIT_UNAVAILABLE_MESSAGE } },
      });
    });
    await page.goto(localizePath(ROUTES.unit(unit.unitId), 'en'));
    await page.getByRole('button', { name: strings.unitAskAbout }).click();
    const drawer = page.getByRole('dialog', { name: strings.contactTitle });
    await drawer.getByLabel(strings.formFirstName, { exact: true }).fill('Arta');
    await drawer.getByLabel(strings.formEmail, { exact: true }).fill(`gone-${Date.now()}@example.com`);
    await drawer.getByRole('button', { name: strings.formSend }).click();
    await expect(drawer.getByRole('alert')).toContainText(strings.unitUnavailable);
    await expect(drawer.locator('[data-contact-about]')).toHaveCount(0);
    await expect(drawer.getByLabel(strings.formMessage, { exact: true })).toHaveValue(strings.unitEnquiryMessage);

    const sent = page.waitForRequest((request) => request.url().endsWith('/contact/save'));
    await drawer.getByRole('button', { name: strings.formSend }).click();
    expect(unitIdSent((await sent).postData() ?? '')).toBeUndefined();
    await expect(drawer.getByRole('status')).toHaveText(strings.formSuccess);
  });
});
