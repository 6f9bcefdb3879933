import type { Page } from '@playwright/test';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { feedChunkOf, feedChunkPath } from '#shared/list-feeds.ts';
import { ROUTES } from '#shared/routes.ts';
import { sitemapChunkOf, sitemapChunkPath } from '#shared/sitemap.ts';
import {
  albanianEditorBrowser,
  deleteThroughApi,
  expect,
  handled,
  notice,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * Drafts (docs/decisions/015-drafts.md): a news item saved as a draft is on no public page, list,
 * feed or sitemap until it is published from its screen, and leaves them all when a bulk action
 * of its list takes it back to a draft.
 */

const textOf = async (page: Page, path: string) => (await page.request.get(path)).text();

/** Every public file that lists or shows a news item, in both languages, with whether it names `title`. */
async function publicMentions(page: Page, newsId: number, title: string) {
  const detail = ROUTES.newsDetails(newsId);
  const files = [
    ...['/', ROUTES.news(), feedChunkPath('news', feedChunkOf(newsId)), '/news-slides.json'].flatMap((path) => [
      path,
      localizePath(path, 'en'),
    ]),
    sitemapChunkPath('news', sitemapChunkOf('news', newsId)),
  ];
  const mentions: string[] = [];
  for (const file of files) {
    const text = await textOf(page, file);
    if (text.includes(title) || text.includes(`${detail}<`) || text.includes(`"${detail}"`)) mentions.push(file);
  }
  for (const path of [detail, localizePath(detail, 'en')])
    if ((await page.request.get(path)).status() !== 404) mentions.push(path);
  return mentions;
}

test('a news item saved as a draft reaches no public page until it is published, and leaves them when taken back', async ({
  page,
  browser,
  baseURL,
  adminLogin,
}) => {
  test.setTimeout(150_000);
  const { token } = adminLogin;
  const title = uniqueTitle('draft news');
  let newsId = 0;
  try {
    await test.step('saved as a draft', async () => {
      await page.goto('/adminpage/addnews');
      await page.getByLabel('Title (English)', { exact: true }).fill(title);
      await page.getByLabel('Title (Albanian)').fill(`${title} sq`);
      await page.getByLabel('Text (English)').fill('Coming soon.');
      await page.getByLabel('Text (Albanian)').fill('Së shpejti.');
      const saved = page.waitForResponse((response) => response.url().endsWith('/news/save'));
      await page.getByRole('button', { name: 'Save as draft' }).click();
      newsId = Number((await (await saved).json()).newsId);
      await handled(saved, token);
      // Said once, at the top of the list it returns to, and not again in a notice over its cards.
      const tray = page.getByRole('region', { name: 'Publishing to the site' });
      await expect(tray.getByRole('status')).toHaveText(
        `News “${title}” created: saved as a draft, not on the site until it is published.`,
      );
      await expect(page).toHaveURL(/\/adminpage\/listnews/);
      await expect(page.getByText(/saved as a draft/)).toHaveCount(1);
      expect(await publicMentions(page, newsId, title), 'public files naming the draft').toEqual([]);
    });

    await test.step('saved again as a draft, in Albanian', async () => {
      const editor = await albanianEditorBrowser(browser, baseURL ?? '');
      try {
        await editor.page.goto(`/adminpage/editnews/${newsId}`);
        await editor.page.getByLabel('Teksti (anglisht)', { exact: true }).fill('Coming soon, in spring.');
        await editor.page.getByRole('button', { name: 'Ruaj draftin' }).click();
        const tray = editor.page.getByRole('region', { name: 'Publikimi në faqe' });
        await expect(tray.getByRole('status')).toHaveText(
          `Lajmi “${title} sq” u përditësua: u ruajt si draft, nuk është në faqe derisa të publikohet.`,
        );
        await expect(editor.page.getByText(/u ruajt si draft/)).toHaveCount(1);
      } finally {
        await editor.close();
      }
    });

    await test.step('marked and counted in the admin', async () => {
      await page.goto(`/adminpage/viewnews/${newsId}`);
      await expect(page.getByText('Draft: not on the site until it is published.')).toBeVisible();
      await page.goto('/adminpage');
      await expect(page.getByRole('link', { name: /^\d+ drafts? waiting$/ }).first()).toBeVisible();
    });

    await test.step('previewed as its page would be, in both languages, for this session only', async () => {
      await page.goto(`/adminpage/viewnews/${newsId}`);
      await page.getByRole('button', { name: 'Preview the page' }).click();
      for (const [language, heading] of [
        ['Shqip', `${title} sq`],
        ['English', title],
      ] as const) {
        const [preview] = await Promise.all([
          page.context().waitForEvent('page'),
          page.getByRole('link', { name: language, exact: true }).last().click(),
        ]);
        await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading);
        expect(preview.url()).toContain('/preview/');
        const answer = await page.request.get(preview.url());
        expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
        await preview.close();
      }
      expect(await publicMentions(page, newsId, title), 'public files naming the draft').toEqual([]);
    });

    await test.step('published from its screen', async () => {
      await page.goto(`/adminpage/viewnews/${newsId}`);
      const published = page.waitForResponse((response) => response.url().endsWith(`/news/publication/${newsId}`));
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await handled(published, token);
      await expect(notice(page, 'News published: it is going on the site.')).toBeVisible();
      const mentions = await publicMentions(page, newsId, title);
      for (const path of [ROUTES.newsDetails(newsId), localizePath(ROUTES.newsDetails(newsId), 'en')])
        expect(mentions, 'its pages').toContain(path);
      expect(mentions, 'its sitemap file').toContain(sitemapChunkPath('news', sitemapChunkOf('news', newsId)));
      await page.goto(localizePath(ROUTES.newsDetails(newsId), 'en'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    await test.step('taken back to a draft from its list', async () => {
      await page.goto(`/adminpage/listnews?q=${encodeURIComponent(title)}`);
      const main = page.getByRole('main');
      await main.getByRole('checkbox', { name: `Select ${title}` }).check();
      const back = page.waitForResponse((response) => response.url().endsWith(`/news/publication/${newsId}`));
      await main.getByRole('button', { name: 'Back to draft' }).click();
      await handled(back, token);
      await expect(notice(page, '1 news taken back to drafts.')).toBeVisible();
      expect(await publicMentions(page, newsId, title), 'public files naming it').toEqual([]);
      // The list's status filter, kept in its address.
      await page.goto(`/adminpage/listnews?q=${encodeURIComponent(title)}`);
      await main.getByLabel('Status').selectOption({ label: 'Published' });
      await expect(page).toHaveURL(/published=true/);
      await expect(main.getByRole('checkbox', { name: `Select ${title}` })).toHaveCount(0);
      await main.getByLabel('Status').selectOption({ label: 'Drafts' });
      await expect(page).toHaveURL(/published=false/);
      await expect(main.getByRole('checkbox', { name: `Select ${title}` })).toBeVisible();
    });
  } finally {
    if (newsId > 0) await deleteThroughApi(`/news/delete/${newsId}`, token);
  }
});
