import type { NewsListItem } from '#shared/entities/news.ts';
import type { Project } from '#shared/entities/project.ts';
import { companyToday } from '#shared/i18n/formats.ts';
import { ROUTES } from '#shared/routes.ts';
import { deleteThroughApi, expect, notice, readApi, saveAnyway, test, uniqueTitle } from './admin-fixtures.ts';

/**
 * The admin says which texts a public page needs, asks before a save that would leave an item off
 * the site or a text in one language only, and marks an item the site does not show. A news item
 * has a date, today unless the admin picks another, which its public page shows.
 */
test('a project saved without a title is asked about, kept, and marked as not on the site', async ({
  page,
  adminLogin,
}) => {
  const before = await readApi<Project[]>('/projects/get/mini', adminLogin.token);
  let projectId = 0;
  try {
    await page.goto('/adminpage/addproject');
    await expect(page.getByRole('group', { name: /^Title · needed for the public page/ })).toBeVisible();
    await page.getByLabel('Address (English)').fill('Rruga e Kavajës 10, Tirana');
    await page.getByRole('button', { name: 'Create and publish' }).click();
    const question = page.getByRole('alertdialog', { name: 'Save with texts missing?' });
    await expect(question).toContainText(
      'Without a title in English or Albanian, this project will not be on the public site.',
    );
    await expect(question).toContainText('Albanian pages will show its address in English');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    expect(await readApi<Project[]>('/projects/get/mini', adminLogin.token)).toHaveLength(before.length);

    await page.getByRole('button', { name: 'Create and publish' }).click();
    await saveAnyway(page, 'will not be on the public site');
    await expect(notice(page, 'Project created successfully!')).toBeVisible();
    const created = (await readApi<Project[]>('/projects/get/mini', adminLogin.token)).find(
      (project) => !before.some((old) => old.projectId === project.projectId),
    );
    projectId = created?.projectId ?? 0;
    const card = page.locator(`[data-item-id="${projectId}"]`);
    await expect(card.getByText('Not on the site: needs a title', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: /^See / }).click();
    await expect(page.getByText('Not on the site: needs a title.', { exact: true })).toBeVisible();
    await expect(page.getByText(/^On the site:/)).toHaveCount(0);
  } finally {
    if (projectId) await deleteThroughApi(`/projects/delete/${projectId}`, adminLogin.token);
  }
});

test('a news item has a date, today unless another is picked, shown on its page in the page’s language', async ({
  page,
  adminLogin,
}) => {
  const title = uniqueTitle('dated news');
  let newsId = 0;
  try {
    await page.goto('/adminpage/addnews');
    const date = page.getByLabel('Date', { exact: true });
    await expect(date).toHaveValue(companyToday());
    await date.fill('2020-01-02');
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Title (Albanian)').fill(`${title} sq`);
    await page.getByLabel('Text (English)').fill('Only in English.');
    await page.getByRole('button', { name: 'Create and publish' }).click();
    await saveAnyway(page, 'Albanian pages will show its text in English');
    await expect(notice(page, 'News created successfully!')).toBeVisible();
    const created = (await readApi<NewsListItem[]>('/news/get/mini')).find((news) => news.newsTitle === title);
    newsId = created?.newsId ?? 0;
    expect(created).toMatchObject({ newsDate: '2020-01-02' });

    const newsPage = ROUTES.newsDetails(newsId);
    await expect.poll(async () => (await page.request.get(newsPage)).status()).toBe(200);
    await page.goto(newsPage);
    await expect(page.locator('.page-hero time')).toHaveText('2 janar 2020');
    await expect(page.locator('[data-news-description]')).toHaveAttribute('lang', 'en');
    await page.goto(`/en${newsPage}`);
    await expect(page.locator('.page-hero time')).toHaveText('2 January 2020');
  } finally {
    if (newsId) await deleteThroughApi(`/news/delete/${newsId}`, adminLogin.token);
  }
});
