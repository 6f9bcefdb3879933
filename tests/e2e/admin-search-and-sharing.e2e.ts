import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { pngImage } from '../fixtures/files.ts';
import {
  albanianEditorBrowser,
  createThroughApi,
  deleteThroughApi,
  expect,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * Search and sharing: the news form shows, as the admin types, how the item will look in a search
 * result and a shared link in both languages; once saved, the English page's meta description,
 * Open Graph and NewsArticle carry what was written, and the Albanian page keeps its automatic one.
 */
test('a search description and an image for shared links, previewed as typed, then on the page', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('news');
  const description = `The Tower reached its 24th floor. ${'The crane comes down next month. '.repeat(8)}`;
  const { newsId } = await createThroughApi<{ newsId: number }>('/news/save', token, {
    newsTitle: title,
    titullLajmesh: `${title} sq`,
    newsDescription: description,
    pershkrimLajmesh: 'Kulla arriti katin e 24-t. Vinçi zbret muajin tjetër.',
  });
  try {
    await page.goto(`/adminpage/editnews/${newsId}`);
    const preview = page.getByRole('region', { name: 'In search results and shared links' });
    const english = preview.locator('[lang="en"]').filter({ hasText: 'The English page' });
    const albanian = preview.locator('[lang="sq"]').filter({ hasText: 'The Albanian page' });
    await expect(english.locator('.search-result__title')).toHaveText(`${title} | Tirana Group`);
    // Without one of its own, the page says the start of its description, cut.
    await expect(english.locator('.search-result__text')).toHaveText(/^The Tower reached its 24th floor\. .+…$/);
    await expect(english).toContainText('From the start of the description');
    await expect(english.locator('.link-card__no-image')).toBeVisible();

    // Past where a card cuts (110), within where a result does (160).
    const written =
      'Topping-out at the Tower: 24 floors, a ceremony on site, and the crane comes down next month for the last works.';
    await page.getByLabel('Summary for search results (English)', { exact: true }).fill(written);
    await expect(english.locator('.search-result__text')).toHaveText(written);
    await expect(english.locator('.link-card__text')).toHaveText(/^Topping-out at the Tower: 24 floors.+…$/);
    await expect(english).toContainText(`${written.length} of about 160 characters`);
    await expect(albanian.locator('.search-result__text')).toHaveText(
      'Kulla arriti katin e 24-t. Vinçi zbret muajin tjetër.',
    );

    await page.getByLabel('Image for shared links', { exact: true }).setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: await pngImage(1200, 630),
    });
    await expect(english.locator('.link-card__image')).toHaveAttribute('src', /^blob:/);

    await page.getByRole('button', { name: 'Save and publish' }).click();
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(tray.getByText(/live on the site in \d+ ms/)).toBeVisible();

    const englishPage = await (await page.request.get(localizePath(ROUTES.newsDetails(newsId), 'en'))).text();
    expect(englishPage).toContain(`<meta name="description" content="${written}">`);
    expect(englishPage).toContain(`<meta property="og:description" content="${written}">`);
    expect(englishPage).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/images\/[^"]+">/);
    expect(englishPage).toContain(`"description":"${written}"`);
    const albanianPage = await (await page.request.get(ROUTES.newsDetails(newsId))).text();
    expect(albanianPage).toContain(
      '<meta name="description" content="Kulla arriti katin e 24-t. Vinçi zbret muajin tjetër.">',
    );
  } finally {
    await deleteThroughApi(`/news/delete/${newsId}`, token);
  }
});

test('a new item shows a hint where its title and description will be, then what is typed, in either language', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/adminpage/addnews');
  const preview = page.getByRole('region', { name: 'In search results and shared links' });
  const english = preview.locator('[lang="en"]').filter({ hasText: 'The English page' });
  const albanian = preview.locator('[lang="sq"]').filter({ hasText: 'The Albanian page' });
  await expect(english.locator('.search-result__title')).toHaveText('No title yet: it shows here as it is typed');
  await expect(english.locator('.search-result__text')).toHaveText(
    'No description yet: search engines then pick words of the page themselves.',
  );
  await expect(preview).not.toContainText('| Tirana Group');
  await page.getByLabel('Title (English)', { exact: true }).fill('Courtyard Homes open');
  await expect(english.locator('.search-result__title')).toHaveText('Courtyard Homes open | Tirana Group');
  // The Albanian page falls back on the English title, as the site does.
  await expect(albanian.locator('.search-result__title')).toHaveText('Courtyard Homes open | Tirana Group');
  await expect(english.locator('.link-card__title')).toHaveText('Courtyard Homes open');

  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    await editor.page.goto('/adminpage/addnews');
    const shqip = editor.page.getByRole('region', { name: 'Në rezultatet e kërkimit dhe në lidhjet e ndara' });
    await expect(shqip.locator('.search-result__title').first()).toHaveText(
      'Ende pa titull: shfaqet këtu ndërsa shkruhet',
    );
    await expect(shqip.locator('.link-card__text').first()).toHaveText(
      'Ende pa përshkrim: motorët e kërkimit zgjedhin vetë fjalë nga faqja.',
    );
    await expect(shqip).not.toContainText('| Tirana Group');
  } finally {
    await editor.close();
  }
});
