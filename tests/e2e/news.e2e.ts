import type { Locator, Page } from '@playwright/test';
import {
  LIST_PAGE_SIZE,
  NEWS_CARD_ELLIPSIS_AFTER_CHARS,
  NEWS_CARD_PREVIEW_CHARS,
  NEWS_SLIDER_ITEMS,
  NEWS_SLIDER_ITEMS_EXPANDED,
} from '#shared/constants.ts';
import type { News, NewsListItem } from '#shared/entities/news.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { expect, hydrated, test } from './fixtures.ts';

/**
 * The news page (its first cards and Show more, type filter, title search) and a news item's page (paragraphs,
 * neighbours, gallery, news slider), in both languages.
 */
const LANGUAGES: Language[] = ['sq', 'en'];

async function readApi<T>(apiURL: string, path: string): Promise<T> {
  return (await fetch(`${apiURL}${path}`)).json() as Promise<T>;
}

const newsListOf = (apiURL: string) => readApi<NewsListItem[]>(apiURL, '/news/get/mini');

/** The item at `index` (negative counts from the end) of a list the demo data must fill. */
function itemAt<T>(list: T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`the demo data has no item at ${index}`);
  return item;
}

const visibleTitles = (cards: Locator) =>
  cards.evaluateAll((all) =>
    all.filter((card) => !(card as HTMLElement).hidden).map((card) => card.getAttribute('data-news-title')),
  );

for (const language of LANGUAGES) {
  const strings = stringsFor(language);
  const newsPage = localizePath(ROUTES.news(), language);
  const titleOf = (news: NewsListItem) => pick(language, news.newsTitle, news.titullLajmesh);

  /**
   * Opens the news page; answers the cards and the search parts. The list hydrates when first used,
   * so the journeys use it as a visitor would, without waiting for it.
   */
  async function openNewsPage(page: Page) {
    await page.goto(newsPage);
    await page.locator('#newsSection').scrollIntoViewIfNeeded();
    const search = page.getByRole('search');
    return {
      cards: page.locator('[data-news-card]'),
      box: search.getByRole('searchbox', { name: strings.newsSearchLabel }),
      arrow: search.getByRole('button', { name: strings.newsSearchSubmit }),
    };
  }

  test.describe(`in ${language === 'sq' ? 'Albanian' : 'English'}`, () => {
    test('the news page shows the newest items, Show more the rest from the published feed, and the Event filter only events until pressed again', async ({
      page,
      apiURL,
    }) => {
      const newsList = await newsListOf(apiURL);
      expect(newsList.length).toBeGreaterThan(LIST_PAGE_SIZE);
      const { cards } = await openNewsPage(page);
      await expect(page.getByRole('heading', { level: 1, name: strings.newsTitle })).toBeVisible();
      await expect(cards).toHaveCount(LIST_PAGE_SIZE);
      expect(await visibleTitles(cards)).toEqual(newsList.slice(0, LIST_PAGE_SIZE).map(titleOf));
      const feedRead = page.waitForResponse((response) => response.url().includes('/feeds/news'));
      await page.getByRole('button', { name: strings.listShowMore }).click();
      expect((await feedRead).ok()).toBe(true);
      await expect(cards).toHaveCount(newsList.length);
      await expect(cards.nth(LIST_PAGE_SIZE).getByRole('link')).toBeFocused();
      await expect(page.getByRole('button', { name: strings.listShowMore })).toHaveCount(0);
      expect(await visibleTitles(cards)).toEqual(newsList.map(titleOf));
      for (const [index, news] of newsList.entries()) {
        await expect(cards.nth(index).getByRole('link', { name: titleOf(news) })).toHaveAttribute(
          'href',
          localizePath(ROUTES.newsDetails(news.newsId), language),
        );
      }

      const filters = page.getByRole('group', { name: strings.newsFilterLabel });
      const event = filters.getByRole('button', { name: strings.newsTypeEvent, exact: true });
      await expect(event).toHaveAttribute('aria-pressed', 'false');
      await event.click();
      await expect(event).toHaveAttribute('aria-pressed', 'true');
      const events = newsList.filter((news) => news.newsType === 'event');
      expect(events.length).toBeGreaterThan(0);
      await expect.poll(() => visibleTitles(cards)).toEqual(events.map(titleOf));
      await expect(cards.filter({ visible: true }).getByText(strings.newsTypeNews, { exact: true })).toHaveCount(0);

      await event.click();
      await expect(event).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => visibleTitles(cards)).toEqual(newsList.slice(0, LIST_PAGE_SIZE).map(titleOf));
    });

    test('the list loads no script until it is used, and a press or a search made while it loads still applies', async ({
      page,
      apiURL,
    }) => {
      const newsList = await newsListOf(apiURL);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      let releaseList = () => {};
      const listLoaded = new Promise<void>((resolve) => {
        releaseList = resolve;
      });
      await page.route('**/_astro/NewsList*', async (route) => {
        await listLoaded;
        await route.continue();
      });
      const { cards, box } = await openNewsPage(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((url) => url.includes('NewsList'))).toEqual([]);

      const event = page.getByRole('button', { name: strings.newsTypeEvent, exact: true });
      await event.click();
      const events = newsList.filter((news) => news.newsType === 'event').map(titleOf);
      const word = itemAt(itemAt(events, 0).split(' '), 0);
      await box.fill(word);
      await box.press('Enter');
      await expect(page.locator('astro-island[component-url*="NewsList"]')).toHaveAttribute('ssr');
      releaseList();

      await expect(event).toHaveAttribute('aria-pressed', 'true');
      const expected = events.filter((title) =>
        title.toLocaleLowerCase(language).includes(word.toLocaleLowerCase(language)),
      );
      await expect.poll(() => visibleTitles(cards)).toEqual(expected);
      await expect(box).toHaveValue(word);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(newsPage);
    });

    test.describe('with the network down for a moment', () => {
      test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

      test('when the rest of the list cannot be read, Show more says so and tries again', async ({ page, apiURL }) => {
        const newsList = await newsListOf(apiURL);
        const { cards } = await openNewsPage(page);
        await page.route('**/feeds/news**', (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: strings.listShowMore }).click();
        await expect(page.locator('#newsSection').getByRole('alert')).toHaveText(strings.listLoadFailed);
        await expect(cards).toHaveCount(LIST_PAGE_SIZE);
        await page.unroute('**/feeds/news**');
        await page.getByRole('button', { name: strings.listRetry }).click();
        await expect(cards).toHaveCount(newsList.length);
        await expect(page.locator('#newsSection').getByRole('alert')).toHaveCount(0);
      });
    });

    test('searching a word of a title finds it in any case, on Enter and on the arrow button, not while typing', async ({
      page,
      apiURL,
    }) => {
      const newsList = await newsListOf(apiURL);
      const { cards, box, arrow } = await openNewsPage(page);
      await expect(box).toHaveAttribute('placeholder', strings.newsSearchPlaceholder);
      const title = titleOf(itemAt(newsList, -1));
      const word = title
        .split(' ')
        .reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest), '');
      const expected = newsList
        .map(titleOf)
        .filter((candidate) => candidate.toLocaleLowerCase(language).includes(word.toLocaleLowerCase(language)));

      await box.fill(word.toLocaleUpperCase(language));
      await expect.poll(() => visibleTitles(cards)).toHaveLength(LIST_PAGE_SIZE);
      await box.press('Enter');
      await expect.poll(() => visibleTitles(cards)).toEqual(expected);
      expect(expected).toContain(title);

      await box.fill('');
      await box.press('Enter');
      await expect.poll(() => visibleTitles(cards)).toHaveLength(LIST_PAGE_SIZE);

      await box.fill(word.toLocaleLowerCase(language));
      await arrow.click();
      await expect.poll(() => visibleTitles(cards)).toEqual(expected);
    });

    test('the search combines with the type filter', async ({ page, apiURL }) => {
      const newsList = await newsListOf(apiURL);
      const { cards, box } = await openNewsPage(page);
      const event = newsList.find((news) => news.newsType === 'event');
      if (!event) throw new Error('the demo data has no event');
      const word = itemAt(titleOf(event).split(' '), 0);
      await box.fill(word);
      await box.press('Enter');
      await page.getByRole('button', { name: strings.newsTypeNews, exact: true }).click();
      const expected = newsList
        .filter(
          (news) =>
            news.newsType === 'news' &&
            titleOf(news).toLocaleLowerCase(language).includes(word.toLocaleLowerCase(language)),
        )
        .map(titleOf);
      await expect.poll(() => visibleTitles(cards)).toEqual(expected);
    });

    test('a search that matches nothing shows the empty state, which leads back to every item', async ({ page }) => {
      const { cards, box, arrow } = await openNewsPage(page);
      await box.fill('qxzqxz');
      await arrow.click();
      await expect.poll(() => visibleTitles(cards)).toEqual([]);
      await expect(page.getByRole('heading', { name: strings.newsEmptyTitle })).toBeVisible();
      await page.getByRole('button', { name: strings.newsShowAll }).click();
      await expect.poll(() => visibleTitles(cards)).toHaveLength(LIST_PAGE_SIZE);
      await expect(page.getByRole('heading', { name: strings.newsEmptyTitle })).toHaveCount(0);
      await expect(box).toHaveValue('');
    });

    test('cards cut a long description at 80 characters and end it with an ellipsis', async ({ page, apiURL }) => {
      const newsList = await newsListOf(apiURL);
      const { cards } = await openNewsPage(page);
      const descriptions = newsList
        .slice(0, LIST_PAGE_SIZE)
        .map((news) => pick(language, news.newsDescription, news.pershkrimLajmesh));
      const index = descriptions.findIndex((description) => description.length > NEWS_CARD_ELLIPSIS_AFTER_CHARS);
      const description = itemAt(descriptions, index);
      const text = await cards.nth(index).locator('.news-card__text').innerText();
      expect(text).toBe(`${description.slice(0, NEWS_CARD_PREVIEW_CHARS).trimEnd()}…`);
      expect(text.length).toBeLessThanOrEqual(NEWS_CARD_PREVIEW_CHARS + 1);
    });

    test('a news item shows its paragraphs, and arrows only to the neighbours that exist', async ({ page, apiURL }) => {
      const newsList = await newsListOf(apiURL);
      const newest = itemAt(newsList, 0);
      const middle = itemAt(newsList, 1);
      const third = itemAt(newsList, 2);
      const oldest = itemAt(newsList, -1);
      const detailsOf = (news: NewsListItem) => localizePath(ROUTES.newsDetails(news.newsId), language);
      const neighbours = page.getByRole('navigation', { name: strings.newsNeighbours });

      await page.goto(detailsOf(middle));
      const full = await readApi<News>(apiURL, `/news/get/single/news/${middle.newsId}`);
      await expect(page.getByRole('heading', { level: 1, name: titleOf(middle) })).toBeVisible();
      const description = pick(language, full.newsDescription, full.pershkrimLajmesh);
      const expected = description
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      await expect(page.locator('[data-news-description] p')).toHaveText(expected);
      await expect(neighbours.locator('[data-news-neighbour="prev"]')).toHaveAttribute('href', detailsOf(newest));
      await expect(neighbours.locator('[data-news-neighbour="next"]')).toHaveAttribute('href', detailsOf(third));

      await page.goto(detailsOf(newest));
      await expect(neighbours.locator('[data-news-neighbour="prev"]')).toHaveCount(0);
      await neighbours.getByRole('link', { name: `${strings.newsNext}: ${titleOf(middle)}` }).click();
      await expect(page).toHaveURL(new RegExp(`${detailsOf(middle)}$`));

      await page.goto(detailsOf(oldest));
      await expect(neighbours.locator('[data-news-neighbour="next"]')).toHaveCount(0);
      await expect(neighbours.locator('[data-news-neighbour="prev"]')).toHaveCount(1);
    });

    test('the gallery opens full screen from the keyboard and the arrow keys move through it', async ({
      page,
      apiURL,
    }) => {
      const newsList = await newsListOf(apiURL);
      const images = await readApi<unknown[]>(apiURL, `/newsimage/get/mini/${itemAt(newsList, 0).newsId}`);
      expect(images.length).toBeGreaterThan(1);
      await page.goto(localizePath(ROUTES.newsDetails(itemAt(newsList, 0).newsId), language));
      const opener = page.getByRole('button', {
        name: strings.galleryOpenImage.replace('{index}', '1').replace('{total}', String(images.length)),
      });
      await opener.scrollIntoViewIfNeeded();
      await hydrated(page, 'GalleryCarousel');
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const count = (index: number) =>
        strings.galleryImageOf.replace('{index}', String(index)).replace('{total}', String(images.length));
      await expect(dialog.getByText(count(1))).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(count(2))).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText(count(images.length))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      // Escape also closes it while it is still fading in, before focus has moved inside.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('the news slider shows 4 items wide and 6 at 768 px, and its arrows move the window and wrap around', async ({
      page,
      apiURL,
    }) => {
      const newsList = await newsListOf(apiURL);
      const others = newsList.slice(1).map(titleOf);
      expect(others.length).toBeGreaterThan(NEWS_SLIDER_ITEMS_EXPANDED);
      await page.goto(localizePath(ROUTES.newsDetails(itemAt(newsList, 0).newsId), language));
      const slider = page.getByRole('region', { name: strings.newsSliderTitle });
      await slider.scrollIntoViewIfNeeded();
      await hydrated(page, 'NewsSlider');
      const shown = () =>
        slider.locator('[data-news-slide]').filter({ visible: true }).getByRole('heading').allInnerTexts();

      await expect.poll(shown).toEqual(others.slice(0, NEWS_SLIDER_ITEMS));
      const slide = slider.locator('[data-news-slide]').first();
      await expect(slide.getByRole('link')).toHaveAttribute(
        'href',
        localizePath(ROUTES.newsDetails(itemAt(newsList, 1).newsId), language),
      );

      await slider.getByRole('button', { name: strings.newsSliderNext }).click();
      await expect.poll(shown).toEqual(others.slice(NEWS_SLIDER_ITEMS, 2 * NEWS_SLIDER_ITEMS));
      await slider.getByRole('button', { name: strings.newsSliderPrevious }).click();
      await slider.getByRole('button', { name: strings.newsSliderPrevious }).click();
      const wrapped = others.slice(-NEWS_SLIDER_ITEMS);
      await expect.poll(shown).toEqual(wrapped);

      const expand = slider.getByRole('button', { name: strings.newsSliderShowMore });
      await expand.click();
      await expect(slider.getByRole('button', { name: strings.newsSliderShowLess })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect.poll(async () => (await shown()).length).toBe(NEWS_SLIDER_ITEMS_EXPANDED);

      await page.setViewportSize({ width: 768, height: 1000 });
      await page.reload();
      await slider.scrollIntoViewIfNeeded();
      await hydrated(page, 'NewsSlider');
      await expect.poll(shown).toEqual(others.slice(0, NEWS_SLIDER_ITEMS_EXPANDED));
      await expect(slider.getByRole('button', { name: strings.newsSliderShowMore })).toBeHidden();
    });

    test('under reduced motion the slider swaps its items at once, without fading', async ({ page, apiURL }) => {
      const newsList = await newsListOf(apiURL);
      const others = newsList.slice(1).map(titleOf);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(localizePath(ROUTES.newsDetails(itemAt(newsList, 0).newsId), language));
      const slider = page.getByRole('region', { name: strings.newsSliderTitle });
      await slider.scrollIntoViewIfNeeded();
      await hydrated(page, 'NewsSlider');
      await slider.getByRole('button', { name: strings.newsSliderNext }).click();
      await expect(slider.getByRole('list')).not.toHaveClass(/is-fading/);
      const shown = slider.locator('[data-news-slide]').filter({ visible: true }).getByRole('heading');
      await expect(shown).toHaveText(others.slice(NEWS_SLIDER_ITEMS, 2 * NEWS_SLIDER_ITEMS));
    });
  });
}
