import type { Page } from '@playwright/test';
import { LIST_PAGE_SIZE, MAX_PHONE_CHARS, MIN_PHONE_CHARS, VACANCIES_PAGE_SIZE } from '#shared/constants.ts';
import type { BuildingListItem } from '#shared/entities/building.ts';
import type { Catalog } from '#shared/entities/catalog.ts';
import type { NewsListItem } from '#shared/entities/news.ts';
import type { VacancyListItem } from '#shared/entities/vacancy.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { expect, hydrated, test } from './fixtures.ts';

/**
 * The visitor's rough edges, in both languages: the contact drawer's field messages,
 * the loading screen once per browser session, an accent-blind news search, a way on from an
 * empty category, the phone number rule, the 404 page's language, the language switch on phones,
 * contact links kept from smooth scrolling, and Load More before its island has hydrated.
 */
const LANGUAGES: Language[] = ['sq', 'en'];

const readApi = async <T>(apiURL: string, path: string): Promise<T> =>
  (await fetch(`${apiURL}${path}`)).json() as Promise<T>;

/** The text as the news search compares it: without accents, in lower case. */
const folded = (text: string, language: Language) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);

/** Console errors and uncaught exceptions of a page the `page` fixture does not watch. */
function watchErrors(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const loadingScreenShows = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-loading-screen'));

/** A fixed category of a building with no catalogue, and the building's fixed categories that have some. */
async function findEmptyCategory(apiURL: string) {
  const buildings = await readApi<BuildingListItem[]>(apiURL, '/building/get/mini');
  const catalogs = await readApi<Catalog[]>(apiURL, '/catalog/get/mini');
  for (const building of buildings) {
    const has = (categoryId: number) =>
      catalogs.some((catalog) => catalog.buildingId === building.buildingId && catalog.salesCategoryId === categoryId);
    const empty = [1, 2, 3].find((categoryId) => !has(categoryId));
    if (empty !== undefined) return { building, categoryId: empty, others: [1, 2, 3].filter(has) };
  }
  throw new Error('The demo data has no empty category (the fourth building’s car posts are sold out)');
}

const CATEGORY_TITLES = { 1: 'catalogsApartments', 2: 'catalogsServiceUnits', 3: 'catalogsCarPosts' } as const;

for (const language of LANGUAGES) {
  const strings = stringsFor(language);
  const to = (path: string) => localizePath(path, language);
  const mainNav = (page: Page) => page.getByRole('navigation', { name: strings.navMainLabel });

  test.describe(`in ${language === 'sq' ? 'Albanian' : 'English'}`, () => {
    test.describe('the contact drawer', () => {
      // Chromium logs the API's 400 as a console error; that refusal is what these journeys are about.
      test.use({ allowedConsoleErrors: [/status of 400/] });

      test('shows the API’s message under each wrong field, keeps what was typed and focuses the first', async ({
        page,
      }) => {
        await page.goto(to(ROUTES.news()));
        await mainNav(page).getByRole('link', { name: strings.navContact }).click();
        const drawer = page.getByRole('dialog', { name: strings.contactTitle });
        const field = (label: string) => drawer.getByLabel(label, { exact: true });
        await expect(drawer).toBeVisible();

        await drawer.getByRole('button', { name: strings.formSend }).click();
        await expect(field(strings.formMessage)).toHaveAccessibleDescription(strings.formMessageEmpty);
        await expect(field(strings.formMessage)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(strings.formMessage)).toBeFocused();

        await field(strings.formFirstName).fill('Arta');
        await field(strings.formEmail).fill('arta.hoxha@');
        await field(strings.formPhone).fill('069 abc');
        await field(strings.formMessage).fill('I would like to visit the show apartment.');
        await drawer.getByRole('button', { name: strings.formSend }).click();
        await expect(field(strings.formEmail)).toHaveAccessibleDescription(strings.fieldEmailInvalid);
        await expect(drawer.getByText(strings.fieldEmailInvalid)).toBeVisible();
        const phoneMessage = fillTemplate(strings.formPhoneInvalid, { min: MIN_PHONE_CHARS, max: MAX_PHONE_CHARS });
        await expect(field(strings.formPhone)).toHaveAccessibleDescription(phoneMessage);
        await expect(field(strings.formEmail)).toBeFocused();
        await expect(field(strings.formMessage)).not.toHaveAttribute('aria-invalid');
        await expect(field(strings.formFirstName)).toHaveValue('Arta');
        await expect(field(strings.formMessage)).toHaveValue('I would like to visit the show apartment.');

        await field(strings.formEmail).fill('arta.hoxha@example.com');
        await expect(field(strings.formEmail)).not.toHaveAttribute('aria-invalid');
        await field(strings.formPhone).fill('+355 (69) 123-4567');
        await drawer.getByRole('button', { name: strings.formSend }).click();
        await expect(drawer.getByRole('status')).toHaveText(strings.formSuccess);
        await expect(field(strings.formFirstName)).toHaveValue('');
      });
    });

    test('the loading screen shows once per browser session: not again in a new tab nor in the other language', async ({
      browser,
      baseURL,
    }) => {
      const home = to(ROUTES.home());
      const company = localizePath(ROUTES.company(), language === 'sq' ? 'en' : 'sq');
      const newSession = () => browser.newContext(baseURL ? { baseURL } : {});
      const context = await newSession();
      const first = await context.newPage();
      const errors = watchErrors(first);
      await first.goto(home, { waitUntil: 'commit' });
      await expect(first.locator('html')).toHaveAttribute('data-loading-screen', 'shown');
      await expect(first.locator('.loading-screen')).toBeVisible();

      const cookies = await context.cookies();
      expect(cookies.filter((cookie) => cookie.expires !== -1)).toEqual([]);

      const secondTab = await context.newPage();
      const secondErrors = watchErrors(secondTab);
      await secondTab.goto(company, { waitUntil: 'domcontentloaded' });
      expect(await loadingScreenShows(secondTab)).toBe(false);
      await secondTab.goto(home, { waitUntil: 'domcontentloaded' });
      expect(await loadingScreenShows(secondTab)).toBe(false);
      expect([...errors, ...secondErrors]).toEqual([]);
      await context.close();

      const nextVisit = await newSession();
      const again = await nextVisit.newPage();
      await again.goto(company, { waitUntil: 'commit' });
      await expect(again.locator('html')).toHaveAttribute('data-loading-screen', 'shown');
      await nextVisit.close();
    });

    test('the news search finds a title whatever its accents and case', async ({ page, apiURL }) => {
      const titles = (await readApi<NewsListItem[]>(apiURL, '/news/get/mini')).map((news) =>
        pick(language, news.newsTitle, news.titullLajmesh),
      );
      const words = titles.flatMap((title) => title.split(' ')).filter((word) => word.length > 4);
      // Albanian titles have ë and ç, typed here without; English ones have none, typed here with accents.
      const accented = words.find((word) => folded(word, language) !== word.toLocaleLowerCase(language));
      const word = accented ?? words[0];
      if (!word) throw new Error('The demo news have no titles');
      const query =
        language === 'sq'
          ? folded(word, language).toLocaleUpperCase(language)
          : word.replace(/[aeiou]/g, (vowel) => `${vowel}\u0301`).toLocaleUpperCase(language);
      expect(query).not.toBe(word);
      const expected = titles.filter((title) => folded(title, language).includes(folded(word, language)));

      await page.goto(to(ROUTES.news()));
      const box = page.getByRole('search').getByRole('searchbox', { name: strings.newsSearchLabel });
      await box.fill(query);
      await box.press('Enter');
      const cards = page.locator('[data-news-card]');
      await expect
        .poll(() => cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-news-title'))))
        .toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    });

    test('an empty category says so, leads to the building’s other categories and asks the sales team', async ({
      page,
      apiURL,
    }) => {
      const { building, categoryId, others } = await findEmptyCategory(apiURL);
      const buildingTitle = pick(language, building.buildingTitle, building.titulliNderteses);
      await page.goto(to(ROUTES.catalogDetails(building.buildingId, categoryId)));
      await expect(page.getByText(strings.noCategoryOptions)).toBeVisible();

      const way = page.getByRole('navigation', {
        name: fillTemplate(strings.categoryEmptyOthers, { building: buildingTitle }),
      });
      for (const other of others) {
        await expect(
          way.getByRole('link', { name: strings[CATEGORY_TITLES[other as 1 | 2 | 3]], exact: true }),
        ).toHaveAttribute('href', to(ROUTES.catalogDetails(building.buildingId, other)));
      }
      await expect(way.getByRole('link')).toHaveCount(others.length);

      await page.getByRole('button', { name: strings.categoryEnquiry }).click();
      const drawer = page.getByRole('dialog', { name: strings.contactTitle });
      const message = drawer.getByLabel(strings.formMessage, { exact: true });
      const category = strings[CATEGORY_TITLES[categoryId as 1 | 2 | 3]];
      await expect(message).toHaveValue(
        fillTemplate(strings.categoryEnquiryMessage, { category, building: buildingTitle }),
      );
      await message.press('End');
      await message.pressSequentially(' Arta, +355 69 123 4567');
      await drawer.getByRole('button', { name: strings.formSend }).click();
      await expect(drawer.getByRole('status')).toHaveText(strings.formSuccess);
      await expect(message).toHaveValue('');

      await drawer.getByRole('button', { name: strings.close }).click();
      await mainNav(page).getByRole('link', { name: strings.navContact }).click();
      await expect(drawer.getByLabel(strings.formMessage, { exact: true })).toHaveValue('');
    });

    test('the application form refuses a phone number that is not one, in the visitor’s language, before sending', async ({
      page,
      apiURL,
    }) => {
      const [vacancy] = await readApi<VacancyListItem[]>(apiURL, '/staff/get/mini');
      if (!vacancy) throw new Error('The demo has no vacancies');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/contact/save')) posts.push(request.method());
      });
      await page.goto(to(ROUTES.vacancy(vacancy.staffId)));
      await page.locator('#apply').scrollIntoViewIfNeeded();
      await hydrated(page, 'ApplicationForm');
      await page.getByLabel(strings.formFirstName, { exact: true }).fill('Ana');
      await page.getByLabel(strings.formLastName, { exact: true }).fill('Berisha');
      await page.getByLabel(strings.formEmail, { exact: true }).fill('ana.berisha@example.al');
      const phone = page.getByLabel(strings.formPhone, { exact: true });
      const message = fillTemplate(strings.formPhoneInvalid, { min: MIN_PHONE_CHARS, max: MAX_PHONE_CHARS });
      for (const wrong of ['069/222.333', '12345', 'call me']) {
        await phone.fill(wrong);
        await page.getByRole('button', { name: strings.formApply }).click();
        await expect(phone).toHaveAccessibleDescription(message);
        await expect(phone).toBeFocused();
      }
      await phone.fill('+355 (69) 123-4567');
      await page.getByRole('button', { name: strings.formApply }).click();
      await expect(phone).not.toHaveAttribute('aria-invalid');
      expect(posts).toEqual([]);
    });

    test.describe('the 404 page', () => {
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test('speaks the language of its path, each part marked with its own', async ({ page }) => {
        const response = await page.goto(to('/no/such/page'));
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.notFoundTitle);
        const other = language === 'sq' ? 'en' : 'sq';
        const otherPart = page.locator(`[lang="${other}"]`).filter({
          has: page.getByRole('heading', { name: stringsFor(other).notFoundTitle }),
        });
        await expect(otherPart).toBeVisible();
        await expect(otherPart.getByRole('link', { name: stringsFor(other).notFoundBack })).toHaveAttribute(
          'href',
          localizePath(ROUTES.home(), other),
        );
        await expect(page.getByRole('link', { name: strings.notFoundBack })).toHaveAttribute('href', to(ROUTES.home()));
      });
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 812 } });

      test('the bar offers the other language beside the menu, within the screen', async ({ page }) => {
        await page.goto(to(ROUTES.news()));
        const bar = page.getByRole('banner');
        const toggle = bar.getByRole('link', { name: strings.languageToggleLabel });
        const menu = bar.getByRole('button', { name: strings.navMenu, exact: true });
        await expect(toggle).toBeVisible();
        await expect(menu).toBeVisible();
        const [toggleBox, menuBox, brandBox] = await Promise.all([
          toggle.boundingBox(),
          menu.boundingBox(),
          bar.getByRole('link', { name: strings.siteName }).boundingBox(),
        ]);
        if (!toggleBox || !menuBox || !brandBox) throw new Error('the bar’s controls have no boxes');
        expect(toggleBox.height).toBeGreaterThanOrEqual(24);
        expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(toggleBox.x);
        expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(menuBox.x);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

        await toggle.click();
        const other = language === 'sq' ? 'en' : 'sq';
        await expect(page).toHaveURL((url) => url.pathname === localizePath(ROUTES.news(), other));
      });
    });

    test('the contact links open the drawer without smooth scrolling looking for a #contact target', async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(to(ROUTES.news()));
      // Smooth scrolling runs on wide windows once Lenis has loaded; it marks the root.
      await expect(page.locator('html')).toHaveClass(/\blenis\b/);
      await mainNav(page).getByRole('link', { name: strings.navContact }).click();
      await expect(page.getByRole('dialog', { name: strings.contactTitle })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(warnings.filter((warning) => warning.includes('Lenis'))).toEqual([]);
    });

    test('Load More pressed before its list has hydrated still shows the next vacancies', async ({ page, apiURL }) => {
      const vacancies = await readApi<VacancyListItem[]>(apiURL, '/staff/get/mini');
      expect(vacancies.length).toBeGreaterThan(VACANCIES_PAGE_SIZE);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/_astro/VacancyList*', async (route) => {
        await released;
        await route.continue().catch(() => {});
      });
      await page.goto(to(ROUTES.vacancies()));
      const cards = page.getByRole('list', { name: strings.vacanciesHeading }).getByRole('listitem');
      const loadMore = page.getByRole('button', { name: strings.vacanciesLoadMore });
      await loadMore.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island[component-url*="VacancyList"]')).toHaveAttribute('ssr');
      await loadMore.click();
      release();

      const shown = Math.min(2 * VACANCIES_PAGE_SIZE, vacancies.length);
      await expect(cards).toHaveCount(shown);
      await expect(cards.nth(VACANCIES_PAGE_SIZE).getByRole('link')).toBeFocused();
    });

    test('Show more pressed while the news list loads shows the next items in place', async ({ page, apiURL }) => {
      const total = (await readApi<NewsListItem[]>(apiURL, '/news/get/mini')).length;
      expect(total).toBeGreaterThan(LIST_PAGE_SIZE);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/_astro/NewsList*', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(to(ROUTES.news()));
      const cards = page.locator('[data-news-card]');
      const showMore = page.getByRole('button', { name: strings.listShowMore });
      await showMore.scrollIntoViewIfNeeded();
      await showMore.click();
      await expect(page.locator('astro-island[component-url*="NewsList"]')).toHaveAttribute('ssr');
      release();

      await expect(cards).toHaveCount(Math.min(2 * LIST_PAGE_SIZE, total));
      expect(new URL(page.url()).search).toBe('');
    });
  });
}
