import type { Page } from '@playwright/test';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  createThroughApi,
  deleteThroughApi,
  expect,
  handled,
  notice,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * Unpublished changes (docs/decisions/017-drafts-of-changes.md): a published news item's edit is
 * kept beside it while its page stays as it was, previewed, then published from its form, or
 * discarded from its screen.
 */

const pageHeading = async (page: Page, path: string) => {
  const html = await (await page.request.get(path)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim();
};

test('a published news item’s changes wait beside it, previewed, until they are published or discarded', async ({
  page,
  adminLogin,
}) => {
  test.setTimeout(150_000);
  const { token } = adminLogin;
  const title = uniqueTitle('changed news');
  const changed = `${title} (revised)`;
  const { newsId } = await createThroughApi<{ newsId: number }>('/news/save', token, {
    newsTitle: title,
    titullLajmesh: `${title} sq`,
    newsDescription: 'First text.',
    pershkrimLajmesh: 'Teksti i parë.',
  });
  const englishPage = localizePath(ROUTES.newsDetails(newsId), 'en');
  try {
    await expect.poll(() => pageHeading(page, englishPage), { message: 'the item is published' }).toBe(title);

    await test.step('saved as unpublished changes: the page stays as it was', async () => {
      await page.goto(`/adminpage/editnews/${newsId}`);
      await page.getByLabel('Title (English)', { exact: true }).fill(changed);
      const saved = page.waitForResponse((response) => response.url().endsWith(`/changes/news/${newsId}`));
      await page.getByRole('button', { name: 'Save without publishing' }).click();
      expect((await saved).status()).toBe(200);
      await expect(notice(page, 'Changes saved: the site still shows the published version.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/adminpage/viewnews/${newsId}$`));
      const kept = page.getByRole('region', { name: 'Unpublished changes' });
      await expect(kept).toContainText('Saved by admin on');
      await expect(kept).toContainText('Title (English)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await violationsOn(page)).toEqual([]);
      expect(await pageHeading(page, englishPage)).toBe(title);
    });

    await test.step('previewed with the changes', async () => {
      await page.getByRole('button', { name: 'Preview the page' }).click();
      const [preview] = await Promise.all([
        page.context().waitForEvent('page'),
        // The preview's own link, not the published page's beside it.
        page.locator('p', { hasText: 'Preview:' }).getByRole('link', { name: 'English', exact: true }).click(),
      ]);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(changed);
      await preview.close();
    });

    await test.step('opened again in the form, and published from it', async () => {
      await page.getByRole('link', { name: 'Edit the changes' }).click();
      await expect(page.getByText(/^You are editing unpublished changes, saved by admin/)).toBeVisible();
      await expect(page.getByLabel('Title (English)', { exact: true })).toHaveValue(changed);
      const published = page.waitForResponse((response) => response.url().endsWith(`/changes/news/${newsId}/publish`));
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await handled(published, token);
      await expect(notice(page, 'The changes are published: they are going on the site.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
      await expect(page.getByRole('region', { name: 'Unpublished changes' })).toBeHidden();
      expect(await pageHeading(page, englishPage)).toBe(changed);
    });

    await test.step('discarded from the item’s screen', async () => {
      await page.goto(`/adminpage/editnews/${newsId}`);
      await page.getByLabel('Title (English)', { exact: true }).fill(`${changed} again`);
      await page.getByRole('button', { name: 'Save without publishing' }).click();
      const kept = page.getByRole('region', { name: 'Unpublished changes' });
      await expect(kept).toBeVisible();
      await kept.getByRole('button', { name: 'Discard the changes' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Discard the changes' }).click();
      await expect(notice(page, 'The changes were discarded; the published version stays.')).toBeVisible();
      await expect(kept).toBeHidden();
      await page.goto(`/adminpage/editnews/${newsId}`);
      await expect(page.getByLabel('Title (English)', { exact: true })).toHaveValue(changed);
      expect(await pageHeading(page, englishPage)).toBe(changed);
    });
  } finally {
    await deleteThroughApi(`/news/delete/${newsId}`, token);
  }
});
