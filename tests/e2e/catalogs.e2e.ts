import type { Page } from '@playwright/test';
import {
  BREAKPOINT_SM_PX,
  MODAL_ZOOM_MAX,
  MODAL_ZOOM_MIN,
  MODAL_ZOOM_STEP,
  SMOOTH_SCROLL_OFFSET_PX,
} from '#shared/constants.ts';
import type { Building, BuildingListItem } from '#shared/entities/building.ts';
import type { Catalog } from '#shared/entities/catalog.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { expect, test } from './fixtures.ts';

const readApi = async <T>(apiURL: string, path: string): Promise<T> =>
  (await fetch(`${apiURL}${path}`)).json() as Promise<T>;

/** The category cards (docs/product.md#public-routes): id, the building image each needs, and its fixed name. */
const CATEGORY_IMAGES = [
  [1, 'buildingApartmentImageUrl', 'categoryApartment'],
  [2, 'buildingServiceImageUrl', 'categoryServiceUnit'],
  [3, 'buildingPostImageUrl', 'categoryCarPost'],
] as const;

/** The catalogues of one building and category, in page order, found so that `accept` holds. */
async function findCatalogGroup(apiURL: string, accept: (catalogs: Catalog[]) => boolean) {
  const buildings = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
  for (const building of buildings) {
    for (const [categoryId] of CATEGORY_IMAGES) {
      const catalogs = await readApi<Catalog[]>(apiURL, `/catalog/get/catalog/${building.buildingId}/${categoryId}`);
      const viewable = catalogs.filter((catalog) => catalog.pdfUrl);
      if (accept(viewable)) return { buildingId: building.buildingId, categoryId, catalogs: viewable };
    }
  }
  throw new Error('The demo data has no catalogue group that this test needs');
}

for (const language of ['sq', 'en'] as Language[]) {
  const strings = stringsFor(language);
  const to = (path: string) => localizePath(path, language);
  const zoomOf = (page: Page) => page.locator('.catalog-toolbar__zoom');

  test.describe(`sales catalogues (${language})`, () => {
    test('the catalogues page lists every building and a targetId scrolls to the grid', async ({ page, apiURL }) => {
      const buildings = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
      await page.goto(to(ROUTES.catalogs()));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.siteTagline);
      const heroImages = buildings.map((building) => building.buildingImageUrl);
      expect(heroImages).toContain(await page.locator('.page-hero img').getAttribute('src'));
      const grid = page.locator('#firstSalesRow');
      await expect(grid.getByRole('heading', { level: 2 })).toHaveText(strings.salesTitle);
      await expect(grid.locator('[data-building-card]')).toHaveCount(buildings.length);
      for (const building of buildings) {
        const link = grid.getByRole('link', {
          name: pick(language, building.buildingTitle, building.titulliNderteses),
          exact: true,
        });
        await expect(link).toHaveAttribute('href', to(ROUTES.building(building.buildingId)));
        const catalogTitle = pick(language, building.catalogTitle, building.titulliKatalog);
        if (catalogTitle) await expect(grid.getByText(catalogTitle, { exact: true }).first()).toBeVisible();
      }

      await page.goto(`${to(ROUTES.catalogs())}?targetId=firstSalesRow`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(grid).toBeFocused({ timeout: 15_000 });
      await expect
        .poll(() => grid.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 15_000 })
        .toBe(SMOOTH_SCROLL_OFFSET_PX);
    });

    test('a building page offers only the categories it has, and View Location only with both image and link', async ({
      page,
      apiURL,
    }) => {
      const buildings = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
      for (const { buildingId } of buildings) {
        const building = await readApi<Building>(apiURL, `/building/get/single/building/${buildingId}`);
        await page.goto(to(ROUTES.building(buildingId)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          pick(language, building.buildingTitle, building.titulliNderteses),
        );
        const offered = CATEGORY_IMAGES.filter(([, field]) => building[field]);
        const cards = page.locator('[data-category-id]');
        await expect(cards).toHaveCount(offered.length);
        for (const [categoryId, , name] of offered) {
          const link = page.locator(`[data-category-id="${categoryId}"] a`);
          await expect(link).toHaveAttribute('href', to(ROUTES.catalogDetails(buildingId, categoryId)));
          await expect(link).toContainText(strings[name]);
        }
        const location = page.locator('[data-location-card] a');
        if (building.buildingGoogleAdressImageUrl && building.buildingGoogleLink) {
          await expect(location).toContainText(strings.viewLocation);
          await expect(location).toHaveAttribute('href', building.buildingGoogleLink);
          await expect(location).toHaveAttribute('target', '_blank');
          await expect(location).toHaveAttribute('rel', /noopener/);
        } else {
          await expect(location).toHaveCount(0);
        }
        const previous = page.getByRole('link', { name: strings.buildingPrevious });
        const next = page.getByRole('link', { name: strings.buildingNext });
        if (building.prev === null) await expect(previous).toHaveCount(0);
        else await expect(previous).toHaveAttribute('href', to(ROUTES.building(building.prev)));
        if (building.next === null) await expect(next).toHaveCount(0);
        else await expect(next).toHaveAttribute('href', to(ROUTES.building(building.next)));
      }
    });

    test('a catalogue details page titles its category and lists a card with Look PDF for each catalogue', async ({
      page,
      apiURL,
    }) => {
      const [building] = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
      if (!building) throw new Error('The demo data has no building');
      const titles = [strings.catalogsApartments, strings.catalogsServiceUnits, strings.catalogsCarPosts];
      for (const [index, [categoryId]] of CATEGORY_IMAGES.entries()) {
        const catalogs = await readApi<Catalog[]>(apiURL, `/catalog/get/catalog/${building.buildingId}/${categoryId}`);
        await page.goto(to(ROUTES.catalogDetails(building.buildingId, categoryId)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[index] ?? '');
        await expect(page.locator('[data-catalog-card]')).toHaveCount(catalogs.length);
        for (const catalog of catalogs) {
          const title = pick(language, catalog.catalogTitle, catalog.titulliKatalog);
          await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
          if (catalog.pdfUrl) {
            await expect(page.getByRole('link', { name: `${strings.lookPdf}: ${title}` })).toHaveAttribute(
              'href',
              catalog.pdfUrl,
            );
          }
        }
      }
    });

    test('a fixed category without catalogues says there are no options', async ({ page, apiURL }) => {
      const buildings = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
      const catalogs = await readApi<Catalog[]>(apiURL, '/catalog/get/mini');
      const empty = buildings
        .flatMap((building) => CATEGORY_IMAGES.map(([categoryId]) => [building.buildingId, categoryId] as const))
        .find(([buildingId, categoryId]) =>
          catalogs.every((catalog) => catalog.buildingId !== buildingId || catalog.salesCategoryId !== categoryId),
        );
      test.skip(
        !empty,
        'The demo data has catalogues in every building and category, so no page shows the empty message',
      );
      if (!empty) return;
      await page.goto(to(ROUTES.catalogDetails(empty[0], empty[1])));
      await expect(page.getByText(strings.noCategoryOptions)).toBeVisible();
      await expect(page.locator('[data-catalog-card]')).toHaveCount(0);
    });

    test('the modal opens on a click, renders the PDF, zooms between its limits, wraps and closes with Escape', async ({
      page,
      apiURL,
    }) => {
      test.slow(true, 'renders PDF pages');
      const group = await findCatalogGroup(apiURL, (catalogs) => catalogs.length >= 2);
      const titles = group.catalogs.map((catalog) => pick(language, catalog.catalogTitle, catalog.titulliKatalog));
      await page.goto(to(ROUTES.catalogDetails(group.buildingId, group.categoryId)));
      const opener = page.locator('[data-catalog-index="0"]');
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: titles.at(0) ?? '', exact: true })).toBeVisible();

      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-scroll-locked', 'true');
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.move(4, 4);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      const canvas = dialog.locator('canvas').first();
      await expect(canvas).toBeVisible({ timeout: 30_000 });
      const box = await canvas.boundingBox();
      expect(box?.width).toBeGreaterThan(0);
      expect(box?.height).toBeGreaterThan(0);
      expect(await canvas.evaluate((element: HTMLCanvasElement) => element.width * element.height)).toBeGreaterThan(0);

      const zoomIn = dialog.getByRole('button', { name: strings.zoomIn, exact: true });
      const zoomOut = dialog.getByRole('button', { name: strings.zoomOut, exact: true });
      await zoomIn.click();
      await expect(zoomOf(page)).toHaveAttribute('data-zoom', String(1 + MODAL_ZOOM_STEP));
      // The remaining steps from the keyboard: a limit keeps its button focused (aria-disabled) and inert.
      for (let step = 1; step <= Math.round((MODAL_ZOOM_MAX - 1) / MODAL_ZOOM_STEP); step += 1)
        await page.keyboard.press('Enter');
      await expect(zoomOf(page)).toHaveAttribute('data-zoom', String(MODAL_ZOOM_MAX));
      await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
      await expect(zoomIn).toBeFocused();
      await zoomOut.focus();
      for (let step = 0; step <= Math.round((MODAL_ZOOM_MAX - MODAL_ZOOM_MIN) / MODAL_ZOOM_STEP); step += 1)
        await page.keyboard.press('Enter');
      await expect(zoomOf(page)).toHaveAttribute('data-zoom', String(MODAL_ZOOM_MIN));
      await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

      await dialog.getByRole('button', { name: strings.catalogPrevious }).click();
      await expect(dialog.getByRole('heading', { name: titles.at(-1) ?? '', exact: true })).toBeVisible();
      await expect(zoomOf(page)).toHaveAttribute('data-zoom', '1');
      await dialog.getByRole('button', { name: strings.catalogNext }).click();
      await expect(dialog.getByRole('heading', { name: titles.at(0) ?? '', exact: true })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(html).not.toHaveAttribute('data-scroll-locked');
    });

    test('the modal opens from the keyboard and the arrow keys move between catalogues', async ({ page, apiURL }) => {
      const group = await findCatalogGroup(apiURL, (catalogs) => catalogs.length >= 2);
      const titles = group.catalogs.map((catalog) => pick(language, catalog.catalogTitle, catalog.titulliKatalog));
      await page.goto(to(ROUTES.catalogDetails(group.buildingId, group.categoryId)));
      const opener = page.locator('[data-catalog-index="0"]');
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: titles.at(0) ?? '', exact: true })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('heading', { name: titles.at(1) ?? '', exact: true })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByRole('heading', { name: titles.at(-1) ?? '', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('copy link puts the full PDF address on the clipboard and says so', async ({
      page,
      context,
      apiURL,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      const group = await findCatalogGroup(apiURL, (catalogs) => catalogs.length >= 1);
      await page.goto(to(ROUTES.catalogDetails(group.buildingId, group.categoryId)));
      await page.locator('[data-catalog-index="0"]').click();
      await page.getByRole('dialog').getByRole('button', { name: strings.pdfCopyLink }).click();
      await expect(page.locator('.catalog-modal__message')).toHaveText(strings.pdfLinkCopied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${group.catalogs[0]?.pdfUrl}`);
    });

    test('on a narrow window a landscape catalogue turns a quarter and a portrait one does not', async ({
      page,
      apiURL,
    }) => {
      test.slow(true, 'renders the PDF pages of several catalogues');
      const group = await findCatalogGroup(
        apiURL,
        (catalogs) =>
          catalogs.some((catalog) => catalog.pdfLayout === 'L') &&
          catalogs.some((catalog) => catalog.pdfLayout === 'P'),
      );
      await page.setViewportSize({ width: BREAKPOINT_SM_PX - 1, height: 800 });
      await page.goto(to(ROUTES.catalogDetails(group.buildingId, group.categoryId)));
      for (const [index, catalog] of group.catalogs.entries()) {
        await page.locator(`[data-catalog-index="${index}"]`).click();
        const viewer = page.locator('.catalog-viewer');
        await expect(viewer).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
        if (catalog.pdfLayout === 'L') await expect(viewer).toHaveAttribute('data-rotated', 'true');
        else await expect(viewer).not.toHaveAttribute('data-rotated');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });
  });
}
