import type { Page } from '@playwright/test';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { callApi, DEMO_ADMIN, expect, signIn, test } from './admin-fixtures.ts';
import { DEMO_VIEWER } from './fixtures.ts';

/** The admin login (docs/product.md#screens-and-routes, #states-and-transitions, §8): its failure, and the session a success keeps. */
test.use({ signedIn: false });

const storedSession = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(['token', 'userId', 'username', 'email', 'role'].map((key) => [key, localStorage.getItem(key)])),
  );

test.describe('admin login', () => {
  // The browser reports the API's refusal of a wrong password as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a wrong password shows the login failure and keeps no session', async ({ page }) => {
    await page.goto('/loginadmin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyni Ne Llogarine Tuaj!');
    await signIn(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Hyrja dështoi. Ju lutemi kontrolloni email-in dhe fjalëkalimin.');
    await expect(page).toHaveURL(/\/loginadmin$/);
    expect(await storedSession(page)).toEqual({ token: null, userId: null, username: null, email: null, role: null });
    await expect(page.getByLabel('Fjalëkalimi')).toHaveValue('not-the-password');
  });
});

test.describe('admin login while the API cannot check passwords', () => {
  // The browser reports the API's 503 as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('says that signing in is not possible for now, not that the password is wrong', async ({ page }) => {
    await page.route('**/user/login', (route) =>
      route.fulfill({
        status: 503,
        // As the API's CORS would: the admin reads these headers of every answer.
        headers: {
          'access-control-allow-origin': '*',
          'access-control-expose-headers': `ETag, ${PUBLISH_EVENT_HEADER}`,
        },
        json: {
          message: 'The service is unavailable for a moment. Please try again in a minute.',
          code: 'UNAVAILABLE',
        },
      }),
    );
    await page.goto('/loginadmin');
    await signIn(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Hyrja nuk është e mundur për momentin. Ju lutemi provoni përsëri pas një minute.',
    );
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in is not possible at the moment. Please try again in a minute.',
    );
    expect(await storedSession(page)).toEqual({ token: null, userId: null, username: null, email: null, role: null });
  });
});

test("the login checks for an email and a password before asking the API, in the page's language", async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => request.url().endsWith('/user/login') && logins.push(request.url()));
  await page.goto('/loginadmin');
  await page.getByRole('button', { name: 'Hyni', exact: true }).click();
  await expect(page.getByLabel('Email-i')).toHaveAccessibleDescription('Shkruani email-in ose emrin e përdoruesit.');
  await expect(page.getByLabel('Fjalëkalimi')).toHaveAccessibleDescription('Shkruani fjalëkalimin.');
  await expect(page.getByLabel('Email-i')).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter your email or username.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.');
  expect(logins).toEqual([]);
});

test('the password field takes a pasted password and lets the browser fill it in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/loginadmin');
  const password = page.getByLabel('Fjalëkalimi');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // "webauthn": the browser offers the site's passkeys among the same suggestions.
  await expect(page.getByLabel('Email-i')).toHaveAttribute('autocomplete', 'username webauthn');

  await page.evaluate((text) => navigator.clipboard.writeText(text), DEMO_ADMIN.password);
  await password.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(password).toHaveValue(DEMO_ADMIN.password);

  await password.fill('');
  await password.fill(DEMO_ADMIN.password);
  await expect(password).toHaveValue(DEMO_ADMIN.password);
});

test('signing in lands on the dashboard and keeps token, user, email and roles in local storage', async ({ page }) => {
  await page.goto('/loginadmin');
  await signIn(page, undefined, undefined, 'en');
  await expect(page).toHaveURL(/\/adminpage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const session = await storedSession(page);
  expect(session).toMatchObject({ email: DEMO_ADMIN.usernameOrEmail, role: JSON.stringify(['ROLE_ADMIN']) });
  expect(session.userId).toMatch(/^\d+$/);
  expect(session.username).toBeTruthy();
  const token = session.token ?? '';
  expect(token.split('.')).toHaveLength(3);
  expect((await callApi('/contact/get/mini', { token })).status).toBe(200);

  const sections = page.getByRole('navigation', { name: 'Sections' });
  // The menu names each section in words; the dashboard's cards as docs/product.md#screens-and-routes does (decision 023).
  await expect(sections.getByRole('link')).toHaveText([
    'Dashboard',
    'Projects',
    'Gallery images',
    'Sales catalogs',
    'News',
    'Job vacancies',
    'Sales categories',
    'Buildings',
    'Units',
    'Messages',
    'News images',
    'Media library',
    'Trash',
    // Only an admin's: decision 010.
    'Accounts',
  ]);
});

test('the dashboard has a card for each kind of content that leads to its list', async ({ page }) => {
  const lists = {
    Projects: '/adminpage/listprojects',
    'Gallery Image': '/adminpage/listgallery',
    'Sales Catalog': '/adminpage/listsalescatalog',
    News: '/adminpage/listnews',
    Staff: '/adminpage/liststaff',
    'Sales Category': '/adminpage/listsalescategory',
    Building: '/adminpage/listbuilding',
    Units: '/adminpage/listunit',
    Contact: '/adminpage/listcontact',
    'News Image': '/adminpage/listnewsimage',
    'Media library': '/adminpage/media',
  };
  await page.goto('/loginadmin');
  await signIn(page, undefined, undefined, 'en');
  const cards = page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
  await expect(cards).toHaveCount(Object.keys(lists).length);
  const cardLink = (name: string) =>
    cards.filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('link');
  for (const [name, path] of Object.entries(lists)) await expect(cardLink(name)).toHaveAttribute('href', path);
  await cardLink('Sales Category').click();
  await expect(page).toHaveURL(/\/adminpage\/listsalescategory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales categories' })).toBeVisible();
});

test('an account without the admin role (ROLE_USER) opens the content screens, not contacts', async ({ page }) => {
  await page.goto('/loginadmin');
  await signIn(page, DEMO_VIEWER.password, DEMO_VIEWER.usernameOrEmail, 'en');
  // ROLE_USER edits content (docs/decisions/010-editors-and-admins.md): ten of the eleven cards.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sections' }).getByRole('listitem')).toHaveCount(10);
  await page.goto('/adminpage/listnews');
  await expect(page.getByRole('link', { name: 'Add news' })).toBeVisible();
  await page.goto('/adminpage/listcontact');
  await expect(page.getByRole('alert')).toContainText('This screen is for administrators.');
});

test.describe("the login page's language", () => {
  // The API's refusal of a wrong password shows as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  const html = (page: Page) => page.locator('html');
  const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

  test('the login page is wholly in Albanian by default, and its switch turns it into English and remembers it', async ({
    page,
  }) => {
    await page.goto('/loginadmin');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyni Ne Llogarine Tuaj!');
    await expect(html(page)).toHaveAttribute('lang', 'sq');
    await expect(page.getByLabel('Email-i', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Fjalëkalimi', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hyni', exact: true })).toBeVisible();
    await expect(main).not.toContainText(/Sign in|Password|Back to the site/);

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(main).not.toContainText(/Hyni|Fjalëkalimi/);
    expect(await storedLanguage(page)).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
    await page.getByRole('button', { name: 'Shqip', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyni Ne Llogarine Tuaj!');
    await expect(html(page)).toHaveAttribute('lang', 'sq');
    expect(await storedLanguage(page)).toBe('sq');
  });

  for (const [stored, heading] of [
    ['false', 'Sign in to your account'],
    ['true', 'Hyni Ne Llogarine Tuaj!'],
  ] as const) {
    test(`a language stored by the public site in its older form (${stored}) opens the login page in it`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('language', value), stored);
      await page.goto('/loginadmin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('a wrong password is told in the language of the page', async ({ page }) => {
    await page.goto('/loginadmin');
    await signIn(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Hyrja dështoi. Ju lutemi kontrolloni email-in dhe fjalëkalimin.');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your email and password.');
  });

  test('the admin speaks the language of the sign-in, and the login page opens in it next time', async ({ page }) => {
    await page.goto('/loginadmin');
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Paneli' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'sq');
    await page.getByRole('button', { name: 'Dil' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyni Ne Llogarine Tuaj!');

    await signIn(page, undefined, undefined, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your account');
  });
});
