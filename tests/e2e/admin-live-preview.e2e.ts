import type { Page } from '@playwright/test';
import { ADMIN_LANGUAGE_STORAGE_KEY, textIn } from '#admin/i18n/admin-language.ts';
import { LANGUAGES, type Language, OTHER_LANGUAGE } from '#shared/i18n/languages.ts';
import { LIVE_PREVIEW_WIDTHS_PX } from '#shared/payloads/live-preview.ts';
import { pngImage, scenePng } from '../fixtures/files.ts';
import {
  createThroughApi,
  deleteThroughApi,
  expect,
  readApi,
  test,
  uniqueTitle,
  uploadThroughApi,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * The live preview beside an item's form (docs/decisions/028-live-preview.md): the page as the
 * publisher renders it from the unsaved form follows the typing, in the language of the admin and
 * then of the field typed in, or as chosen, at a phone's or a desktop's width; beside the form on
 * a wide screen, in a sheet on a phone; it shows a chosen image at once, a file or an image of the
 * library, and nothing of it is saved.
 */
const shownPage = (page: Page) => page.frameLocator('.preview-frame__page[data-shown="true"]');
const shownFrame = (page: Page) => page.locator('.preview-frame__page[data-shown="true"]');
/**
 * The frames of the site's page, left out of the admin's accessibility checks: sandboxed without
 * scripts, they take no axe (each try an error in the console), and the site's pages have their own.
 */
const PREVIEW_FRAMES = '.preview-frame';
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The label of a title field in the admin's language `shown`: "Title (Albanian)", "Titulli (anglisht)". */
const TITLE_LABELS = {
  en: { en: 'Title (English)', sq: 'Title (Albanian)' },
  sq: { en: 'Titulli (anglisht)', sq: 'Titulli (shqip)' },
} as const;

/** Opens the admin in `language` on every page of the test. */
const speakAdmin = (page: Page, language: Language) =>
  page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: ADMIN_LANGUAGE_STORAGE_KEY,
    value: language,
  });

async function openProject(page: Page, token: string) {
  const title = uniqueTitle('project');
  const { projectId } = await createThroughApi<{ projectId: number }>('/projects/save', token, {
    projectTitle: title,
    titulliProjekti: `${title} sq`,
    projectDescription: 'Homes around a quiet courtyard.',
  });
  await page.goto(`/adminpage/editproject/${projectId}`);
  await page.getByRole('checkbox', { name: 'Live preview' }).check();
  await expect(shownPage(page).locator('h1')).toHaveText(title);
  return { projectId, title };
}

/** A news item with a title in each language, its form open in the admin: `titles` by language. */
async function createNews(token: string) {
  const title = uniqueTitle('news');
  const titles = { en: `${title}, opening day`, sq: `${title}, dita e hapjes` };
  const { newsId } = await createThroughApi<{ newsId: number }>('/news/save', token, {
    newsType: 'news',
    newsTitle: titles.en,
    titullLajmesh: titles.sq,
  });
  return { newsId, titles };
}

test('the page follows the unsaved form, in either language and width, and nothing is saved', async ({
  page,
  adminLogin,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { projectId, title } = await openProject(page, adminLogin.token);
  try {
    const preview = page.getByRole('region', { name: 'Live preview' });
    await page.getByLabel('Title (English)', { exact: true }).fill('Courtyard Homes, as typed');
    await expect(shownPage(page).locator('h1')).toHaveText('Courtyard Homes, as typed');
    await expect(preview.getByRole('status')).toHaveText('Not saved: the site changes when you save.');

    await preview.getByRole('button', { name: 'Albanian' }).click();
    await expect(shownPage(page).locator('html')).toHaveAttribute('lang', 'sq');
    await expect(shownPage(page).locator('h1')).toHaveText(`${title} sq`);
    await page.getByLabel('Title (Albanian)', { exact: true }).fill('Shtëpitë me oborr');
    await expect(shownPage(page).locator('h1')).toHaveText('Shtëpitë me oborr');

    await preview.getByRole('button', { name: 'Phone' }).click();
    await expect(shownFrame(page)).toHaveCSS('width', `${LIVE_PREVIEW_WIDTHS_PX.phone}px`);
    await preview.getByRole('button', { name: 'Desktop' }).click();
    await expect(shownFrame(page)).toHaveCSS('width', `${LIVE_PREVIEW_WIDTHS_PX.desktop}px`);

    await page.getByLabel('Project image', { exact: true }).setInputFiles({
      name: 'courtyard.png',
      mimeType: 'image/png',
      buffer: await pngImage(1600, 900),
    });
    await expect(shownPage(page).locator('img[src^="blob:"]').first()).toBeVisible();

    const stored = await readApi<{ projectTitle: string; projectImageUrl: string | null }>(
      `/projects/get/single/project/${projectId}`,
    );
    expect(stored).toMatchObject({ projectTitle: title, projectImageUrl: null });
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, adminLogin.token);
  }
});

/** Chooses the image named `name` of the library, found by `tag`, for the form's image field `label`. */
async function chooseFromLibrary(page: Page, label: string, tag: string, name: string) {
  const field = page.locator('.file-field').filter({ has: page.getByText(label, { exact: true }) });
  await field.getByRole('button', { name: 'Choose from the library' }).click();
  const dialog = page.getByRole('dialog', { name: `Choose the ${label.toLowerCase()} from the library` });
  await dialog.getByRole('searchbox', { name: 'Search the library' }).fill(tag);
  await dialog.getByRole('button', { name: `Choose ${name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(field.getByText(`From the library: ${name}`)).toBeVisible();
}

/** A URL's file name, which the site's picture ends with wherever the site serves its images from. */
const endingWith = (url: string) =>
  new RegExp(`${(url.split('/').pop() ?? url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('an image of the library chosen in a news item’s form shows at once in its page and on its shared link’s card, with its texts and focal point, and nothing is saved', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = `harbour${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const harbour = await uploadThroughApi(
    token,
    `${tag} harbour.png`,
    {
      altEn: 'The harbour at dawn, from the breakwater',
      altSq: 'Porti në agim, nga dallgëthyesi',
      focalPoints: JSON.stringify({ imageUrl: { x: 30, y: 70 } }),
    },
    await scenePng(1600, 1000),
  );
  const card = await uploadThroughApi(token, `${tag} card.png`, {}, await scenePng(1200, 630, '#6f8f4a'));
  const { newsId, titles } = await createNews(token);
  try {
    await page.goto(`/adminpage/editnews/${newsId}`);
    await page.getByRole('checkbox', { name: 'Live preview' }).check();
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(shownPage(page).locator('h1')).toHaveText(titles.en);
    const sharing = page.getByRole('region', { name: 'In search results and shared links' });
    const englishCard = sharing.locator('[lang="en"]').filter({ hasText: 'The English page' }).locator('.link-card');
    await expect(englishCard.locator('.link-card__no-image')).toBeVisible();

    // The main picture: the page's hero, and the card's picture while the item has none for shared links.
    await chooseFromLibrary(page, 'Main image', tag, `${tag} harbour.png`);
    const hero = () => shownPage(page).locator('.page-hero__image img');
    await expect(hero()).toHaveAttribute('src', endingWith(harbour.imageUrl));
    await expect(hero()).toHaveAttribute('alt', 'The harbour at dawn, from the breakwater');
    await expect(hero()).toHaveCSS('object-position', '30% 70%');
    await expect(englishCard.locator('.link-card__image')).toHaveAttribute('src', harbour.imageUrl);
    await page.screenshot({ path: test.info().outputPath('library-image-chosen.png') });
    await preview.getByRole('button', { name: 'Albanian' }).click();
    await expect(shownPage(page).locator('html')).toHaveAttribute('lang', 'sq');
    await expect(hero()).toHaveAttribute('alt', 'Porti në agim, nga dallgëthyesi');

    // The image for shared links: the card's picture, and the page's og:image.
    await chooseFromLibrary(page, 'Image for shared links', tag, `${tag} card.png`);
    await expect(englishCard.locator('.link-card__image')).toHaveAttribute('src', card.imageUrl);
    await expect(shownPage(page).locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      endingWith(card.imageUrl),
    );
    await expect(hero()).toHaveAttribute('src', endingWith(harbour.imageUrl));
    await englishCard.scrollIntoViewIfNeeded();
    await expect(englishCard.locator('.link-card__image')).toHaveJSProperty('complete', true);
    await page.screenshot({ path: test.info().outputPath('library-image-in-previews.png') });

    const stored = await readApi<Record<string, unknown>>(`/news/get/single/news/${newsId}`, token);
    expect(stored).toMatchObject({ newsImageMediaId: null, socialImageMediaId: null });
    // The form's screen reads the item while it is open: left before the item is deleted.
    await page.goto('about:blank');
  } finally {
    await deleteThroughApi(`/news/delete/${newsId}`, token);
    await deleteThroughApi(`/media/delete/${harbour.mediaId}`, token);
    await deleteThroughApi(`/media/delete/${card.mediaId}`, token);
  }
});

for (const language of LANGUAGES) {
  const { livePreview: words, languages, common } = textIn(language);
  const other = OTHER_LANGUAGE[language];

  test(`with the admin in ${language}, the preview opens in it, then shows the language typed in`, async ({
    page,
    adminLogin,
  }) => {
    await speakAdmin(page, language);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { newsId, titles } = await createNews(adminLogin.token);
    try {
      await page.goto(`/adminpage/editnews/${newsId}`);
      await page.getByRole('checkbox', { name: words.toggle }).check();
      const preview = page.getByRole('region', { name: words.heading });
      await expect(shownPage(page).locator('html')).toHaveAttribute('lang', language);
      await expect(shownPage(page).locator('h1')).toHaveText(titles[language]);
      await expect(preview.getByRole('button', { name: languages.names[language] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.getByLabel(TITLE_LABELS[language][other], { exact: true }).fill(`Typed in ${other}`);
      await expect(shownPage(page).locator('html')).toHaveAttribute('lang', other);
      await expect(shownPage(page).locator('h1')).toHaveText(`Typed in ${other}`);
      await expect(preview.getByRole('button', { name: languages.names[other] })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.getByLabel(TITLE_LABELS[language][language], { exact: true }).fill(`Typed in ${language}`);
      await expect(shownPage(page).locator('html')).toHaveAttribute('lang', language);
      await expect(shownPage(page).locator('h1')).toHaveText(`Typed in ${language}`);

      await preview.getByRole('button', { name: languages.names[other] }).click();
      await expect(shownPage(page).locator('html')).toHaveAttribute('lang', other);
      await expect(shownPage(page).locator('h1')).toHaveText(`Typed in ${other}`);

      // Beside the form, which keeps room for its pairs of fields.
      const form = await page.locator('form.admin-form').boundingBox();
      const pane = await preview.boundingBox();
      expect(form?.width).toBeGreaterThanOrEqual(640);
      expect(pane?.x).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0));
      await expect(shownFrame(page)).toHaveCSS('width', `${LIVE_PREVIEW_WIDTHS_PX.desktop}px`);
      expect(await violationsOn(page, PREVIEW_FRAMES)).toEqual([]);

      // The language chosen in one form is not the next one's: the admin's comes first again.
      await page.reload();
      await expect(shownPage(page).locator('html')).toHaveAttribute('lang', language);
      await expect(shownPage(page).locator('h1')).toHaveText(titles[language]);
    } finally {
      await deleteThroughApi(`/news/delete/${newsId}`, adminLogin.token);
    }
  });

  test(`on a phone, with the admin in ${language}, the preview is a sheet at a phone's width, opened and closed from anywhere in the form`, async ({
    page,
    adminLogin,
  }) => {
    await speakAdmin(page, language);
    await page.setViewportSize({ width: 375, height: 812 });
    const { newsId, titles } = await createNews(adminLogin.token);
    try {
      await page.goto(`/adminpage/editnews/${newsId}`);
      const toggle = page.getByRole('checkbox', { name: words.toggle });
      await toggle.check();
      const sheet = page.getByRole('dialog', { name: words.heading });
      await expect(sheet).toBeInViewport({ ratio: 1 });
      await expect(shownPage(page).locator('h1')).toHaveText(titles[language]);
      await expect(shownFrame(page)).toHaveCSS('width', `${LIVE_PREVIEW_WIDTHS_PX.phone}px`);
      // Drawn at nearly its own size: the phone's page is readable.
      const drawn = await shownFrame(page).boundingBox();
      expect(drawn?.width).toBeGreaterThanOrEqual(0.9 * LIVE_PREVIEW_WIDTHS_PX.phone);
      expect(drawn?.width).toBeLessThanOrEqual(375);

      await sheet.getByRole('button', { name: words.close }).click();
      await expect(sheet).toBeHidden();
      await expect(toggle).toBeFocused();

      // Far down the form, the sheet opens from where the editor is.
      const otherTitle = page.getByLabel(TITLE_LABELS[language][other], { exact: true });
      await otherTitle.fill(`Typed on a phone in ${other}`);
      await page.getByRole('link', { name: common.cancel, exact: true }).scrollIntoViewIfNeeded();
      await expect(toggle).not.toBeInViewport();
      const opener = page.getByRole('button', { name: words.open });
      await expect(opener).toBeInViewport();
      await opener.click();
      await expect(sheet).toBeInViewport({ ratio: 1 });
      await expect(shownPage(page).locator('h1')).toHaveText(`Typed on a phone in ${other}`);
      expect(await violationsOn(page, PREVIEW_FRAMES)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await overflowsSideways(page)).toBe(false);
    } finally {
      await deleteThroughApi(`/news/delete/${newsId}`, adminLogin.token);
    }
  });
}
