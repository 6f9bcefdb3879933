import type { Page } from '@playwright/test';
import type { NewsListItem } from '#shared/entities/news.ts';
import type { Project } from '#shared/entities/project.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { feedChunkOf, feedChunkPath } from '#shared/list-feeds.ts';
import { PUBLISH_EVENT_HEADER, type PublishStatus } from '#shared/payloads/publish.ts';
import { ROUTES } from '#shared/routes.ts';
import { API_URL, deleteThroughApi, expect, readApi, test, uniqueTitle } from './admin-fixtures.ts';

/**
 * A careless save never blanks the public site: an item without a title in either language stays
 * off every page, list, menu, feed and sitemap until it has one; an item with a title in one
 * language shows it on the other language's pages too, marked with its `lang`; an item without an
 * image shows the placeholder, and the /news hero picks an item that has one.
 */
test.use({ signedIn: false });

const statusOf = async (page: Page, path: string) => (await page.request.get(path)).status();
const textOf = async (page: Page, path: string) => (await page.request.get(path)).text();
/**
 * The cards of the projects list's feed chunk that would hold the project: every project the site
 * shows is in one (the menu shows only the first few in the order admins set, where a new one is last).
 */
const projectFeed = (page: Page, projectId: number) => textOf(page, feedChunkPath('project', feedChunkOf(projectId)));

/** Writes through the API and waits until the publisher has made the write live on the site. */
async function written<T>(method: 'POST' | 'PUT', path: string, token: string, body: object): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(method === 'POST' ? 201 : 200);
  const eventId = response.headers.get(PUBLISH_EVENT_HEADER);
  const state = async () => (await readApi<PublishStatus>(`/publish/events/${eventId}`, token)).state;
  await expect.poll(state, { message: `${method} ${path} goes live` }).toBe('live');
  return answer as T;
}

test('a project saved without a title stays off the site until it has one, and leaves when it loses it', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  // Its neighbour is a project of this test's own: other journeys add and delete projects of theirs meanwhile.
  const last = await written<Project>('POST', '/projects/save', token, { projectTitle: uniqueTitle('Neighbour') });
  const { projectId } = await written<Project>('POST', '/projects/save', token, {});
  const projectPage = ROUTES.project(projectId);
  try {
    for (const path of [projectPage, localizePath(projectPage, 'en')]) expect(await statusOf(page, path)).toBe(404);
    expect(await projectFeed(page, projectId)).not.toContain(`"${projectPage}"`);
    expect(await textOf(page, '/sitemaps/project/0.xml')).not.toContain(`${projectPage}</loc>`);
    await page.goto(ROUTES.project(last.projectId));
    await expect(page.locator('a[rel="prev"]')).toHaveCount(1);
    await expect(page.locator(`a[href="${projectPage}"]`)).toHaveCount(0);

    // Given a title in Albanian only, it comes onto the site in both languages, marked in English.
    const title = `${uniqueTitle('projekt')} pa titull anglisht`;
    await written('PUT', `/projects/update/${projectId}`, token, { titulliProjekti: title });
    await page.goto(localizePath(projectPage, 'en'));
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('lang', 'sq');
    await expect(page.locator('.project-hero__image.picture--empty')).toBeVisible();
    expect(await textOf(page, '/sitemaps/project/0.xml')).toContain(`${projectPage}</loc>`);
    expect(await projectFeed(page, projectId)).toContain(`"${projectPage}"`);
    // Its neighbour before it links to it: `last`, unless another journey's project, added in
    // between and maybe deleted since, came between them (read again until both pages agree).
    const englishPage = localizePath(projectPage, 'en');
    const neighbourLink = async (path: string, rel: 'prev' | 'next') =>
      new RegExp(`href="([^"]+)" rel="${rel}"`).exec(await textOf(page, path))?.[1];
    await expect
      .poll(async () => {
        const previous = await neighbourLink(englishPage, 'prev');
        return previous && neighbourLink(previous, 'next');
      })
      .toBe(englishPage);

    // Its title taken away, it leaves again, with its neighbour's link.
    await written('PUT', `/projects/update/${projectId}`, token, { titulliProjekti: '  ' });
    expect(await statusOf(page, projectPage)).toBe(404);
    expect(await projectFeed(page, projectId)).not.toContain(`"${projectPage}"`);
    await page.goto(ROUTES.project(last.projectId));
    await expect(page.locator('a[rel="prev"]')).toHaveCount(1);
    await expect(page.locator(`a[href="${projectPage}"]`)).toHaveCount(0);
  } finally {
    await deleteThroughApi(`/projects/delete/${projectId}`, token);
    await deleteThroughApi(`/projects/delete/${last.projectId}`, token);
  }
});

test('a news item with an English title only and no image reads in English on Albanian pages, with the placeholder', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('English only');
  const { newsId } = await written<NewsListItem>('POST', '/news/save', token, {
    newsTitle: title,
    newsDescription: 'Written in English only, for now.',
  });
  try {
    await page.goto(ROUTES.newsDetails(newsId));
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-news-description]')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.page-hero__image.picture--empty')).toBeVisible();

    // The news page: its first card is the new item, in English with its placeholder; its hero an item with an image.
    await page.goto(ROUTES.news());
    const card = page.locator('[data-news-card]').first();
    await expect(card.getByRole('heading', { name: title })).toHaveAttribute('lang', 'en');
    const placeholder = card.locator('.picture--empty');
    await expect(placeholder).toBeVisible();
    expect(await placeholder.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('url(');
    await expect(page.locator('.page-hero__image img')).toHaveAttribute('src', /\/uploads\//);
    // The menu names it in English too.
    const menu = JSON.parse(await textOf(page, '/menu.json')) as { news: { id: number; titleLang?: string }[] };
    expect(menu.news.find((item) => item.id === newsId)).toMatchObject({ titleLang: 'en' });
  } finally {
    await deleteThroughApi(`/news/delete/${newsId}`, token);
  }
});
