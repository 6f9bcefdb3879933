import type { Page, Request } from '@playwright/test';
import type { Category } from '#shared/entities/category.ts';
import type { NewsListItem } from '#shared/entities/news.ts';
import {
  type AdminLogin,
  API_URL,
  createThroughApi,
  DEMO_ADMIN,
  expect,
  readApi,
  sessionEntries,
  signIn,
  test,
  tokenExpiry,
} from './admin-fixtures.ts';

/** The guard of the admin pages: no session, an expired or refused one, log out, deep links. */
// As the login page says it in Albanian, the language it opens in when nothing is stored.
const SESSION_EXPIRED = 'Seanca juaj ka skaduar. Ju lutemi hyni përsëri.';
// As it says it to an admin who signed in in English: it opens in the admin's language.
const SESSION_EXPIRED_EN = 'Your session has expired. Please sign in again.';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token shaped like the API's (HS256, with the admin's id) that expires at `exp` (seconds). */
const tokenExpiringAt = (login: AdminLogin, exp: number) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: String(login.userId), exp })}.${Buffer.from('not the signature of this token').toString('base64url')}`;

/** Puts a session in local storage, as if an earlier visit had left it there. */
async function leaveSession(page: Page, entries: { name: string; value: string }[]) {
  await page.goto('/loginadmin');
  // Once the app shows, it has read the storage; left earlier, the expired token would be cleared here.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((all) => {
    for (const { name, value } of all) localStorage.setItem(name, value);
  }, entries);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test.describe('without a valid session', () => {
  test.use({ signedIn: false });

  test('an admin page opened without a session asks for a login, then comes back to it', async ({ page }) => {
    await page.goto('/adminpage/listnews');
    await expect(page).toHaveURL(/\/loginadmin\?next=%2Fadminpage%2Flistnews$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyni Ne Llogarine Tuaj!');
    await expect(page.getByText(SESSION_EXPIRED)).toBeHidden();
    await signIn(page, undefined, undefined, 'en');
    await expect(page).toHaveURL(/\/adminpage\/listnews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  });

  const staleTokens = {
    'whose exp has passed': (login: AdminLogin) => tokenExpiringAt(login, Math.floor(Date.now() / 1000) - 60),
    'that the API refuses': (login: AdminLogin) => tokenExpiringAt(login, Math.floor(Date.now() / 1000) + 3600),
  };
  for (const [which, makeToken] of Object.entries(staleTokens)) {
    test.describe(() => {
      // The API's refusal of the token shows in the console as a failed resource.
      test.use({ allowedConsoleErrors: [/status of 401/] });

      test(`a session with a token ${which} ends on the login page, which says so and comes back`, async ({
        page,
        adminLogin,
      }) => {
        const token = makeToken(adminLogin);
        await leaveSession(page, sessionEntries({ ...adminLogin, token }));
        await page.goto('/adminpage/listnews');
        await expect(page).toHaveURL(/\/loginadmin\?next=%2Fadminpage%2Flistnews$/);
        await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED_EN })).toBeVisible();
        expect(await storedToken(page)).toBeNull();
        await signIn(page);
        await expect(page).toHaveURL(/\/adminpage\/listnews$/);
        await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
        await expect(page.getByText(SESSION_EXPIRED_EN)).toBeHidden();
        expect(await storedToken(page)).not.toBe(token);
      });
    });
  }

  test('a login link that would lead outside the admin lands on the dashboard', async ({ page }) => {
    await page.goto(`/loginadmin?next=${encodeURIComponent('https://example.com/adminpage')}`);
    await signIn(page);
    await expect(page).toHaveURL(/\/adminpage$/);
  });
});

test('a session that runs out while the admin works ends at the next call, and resumes after login', async ({
  page,
  adminLogin,
}) => {
  await page.clock.install();
  await page.goto('/adminpage/listnews');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // Its calls done (the list shown), so that the next one is the link's, not a late one of this screen.
  await expect(page.getByRole('navigation', { name: 'Pages of news' })).toContainText(/of \d+ news/);
  await page.clock.setSystemTime(tokenExpiry(adminLogin) + 60_000);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/loginadmin\?next=%2Fadminpage%2Flistprojects$/);
  await expect(page.getByRole('status').filter({ hasText: SESSION_EXPIRED_EN })).toBeVisible();

  await page.clock.setSystemTime(Date.now());
  await signIn(page);
  await expect(page).toHaveURL(/\/adminpage\/listprojects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});

test('logging out clears the session, and the admin pages ask for a login again', async ({ page }) => {
  await page.goto('/adminpage');
  await expect(page.getByRole('banner').getByText('admin@tiranagroup.al')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/loginadmin/);
  // In the language the admin was in: the login page opens in it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  await expect(page.getByText(SESSION_EXPIRED_EN)).toBeHidden();
  expect(
    await page.evaluate(() => ['token', 'userId', 'username', 'email', 'role'].map((key) => localStorage.getItem(key))),
  ).toEqual([null, null, null, null, null]);

  await page.goto('/adminpage/liststaff');
  await expect(page).toHaveURL(/\/loginadmin\?next=%2Fadminpage%2Fliststaff$/);
});

test('logging out while the screen is still reading abandons its reads, so that the API refuses none of them', async ({
  page,
}) => {
  // The dashboard's reads are held back until the API has ended the session, as a busy machine may hold them.
  let sessionEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    sessionEnded = resolve;
  });
  page.on('response', (response) => response.url() === `${API_URL}/user/logout` && sessionEnded());
  await page.route(`${API_URL}/**`, async (route) => {
    if (route.request().method() === 'GET') await ended;
    // A read abandoned meanwhile has nothing left to send.
    await route.continue().catch(() => {});
  });
  const unsettled = new Set<Request>();
  const refused: string[] = [];
  page.on('request', (request) => request.url().startsWith(API_URL) && unsettled.add(request));
  page.on('requestfailed', (request) => unsettled.delete(request));
  page.on('requestfinished', async (request) => {
    if ((await request.response())?.status() === 401) refused.push(request.url());
    unsettled.delete(request);
  });

  await page.goto('/adminpage');
  await expect(page.getByRole('banner').getByText('admin@tiranagroup.al')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/loginadmin/);
  await expect.poll(() => unsettled.size, { message: 'calls to the API still on their way' }).toBe(0);
  expect(refused).toEqual([]);
});

test('after a log-out, the next account to sign in in the same browser sees its own data, not what the last one read', async ({
  page,
  adminLogin,
}) => {
  const username = `next-${Date.now()}`;
  const password = 'the next account’s own password';
  await createThroughApi('/accounts', adminLogin.token, {
    username,
    email: `${username}@example.com`,
    roles: ['ROLE_USER'],
    password,
  });
  // The admin has two sessions at least (this browser's and this one); read, they are kept for a while.
  const elsewhere = await fetch(`${API_URL}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  expect(elsewhere.ok).toBe(true);
  await page.goto('/adminpage/account');
  const sessions = page.getByRole('list', { name: 'Your open sessions, newest first' }).getByRole('listitem');
  await expect(sessions.nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/loginadmin/);
  await signIn(page, password, `${username}@example.com`, 'en');
  await expect(page.getByRole('banner').getByText(`${username}@example.com`)).toBeVisible();
  // Within the app (the login leads back to the account screen), as an admin goes: a new page
  // load would start with nothing kept anyway.
  await page.getByRole('banner').getByRole('link', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/adminpage\/account$/);
  await expect(sessions).toHaveCount(1);
  await expect(sessions.getByText('This session')).toBeVisible();
});

test('a deep link typed into the address bar opens its screen, and again after a reload', async ({ page }) => {
  // Demo items, which no other journey deletes.
  const news = (await readApi<NewsListItem[]>('/news/get/mini')).at(-1);
  const [category] = await readApi<Category[]>('/salescategory/get/mini');
  if (!news || !category) throw new Error('The demo content has no news or no sales category');

  await page.goto(`/adminpage/viewnews/${news.newsId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(news.newsTitle);
  await page.reload();
  await expect(heading).toHaveText(news.newsTitle);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    `/adminpage/editnews/${news.newsId}`,
  );

  await page.goto(`/adminpage/listprojects/editsalescategory/${category.categoryId}`);
  await expect(heading).toHaveText(`Edit ${category.categoryName}`);
  await expect(page.getByLabel('Name (Albanian)')).toHaveValue(category.emriKategorise);
  await page.reload();
  await expect(page.getByLabel('Name (English)')).toHaveValue(category.categoryName);
});

test.describe('addresses that lead nowhere', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown admin address and a deleted item say so inside the admin', async ({ page }) => {
    await page.goto('/adminpage/no-such-screen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This admin page does not exist');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/adminpage$/);

    await page.goto('/adminpage/viewproject/999999');
    await expect(page.getByRole('alert')).toHaveText('This item does not exist, or it was deleted.');
  });
});
