import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  callApi,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  signIn,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/** The accounts screen of ROLE_ADMIN, and what a ROLE_USER account may do (docs/decisions/010-editors-and-admins.md). */
const SHOTS = process.env.ACCOUNTS_SHOTS_DIR;
const PASSWORD = 'a first password for the journey';
// As the login page says it to a browser that signed in in English: it opens in the admin's language.
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const uniqueName = () => uniqueTitle('account').toLowerCase().replaceAll(' ', '-');

const row = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username}\\b`) }) });

/** An account made through the API, as a journey needs one beside the screen it tests. */
async function addAccount(token: string, roles: string[]) {
  const username = uniqueName();
  const account = await createThroughApi<{ userId: number; username: string; email: string }>('/accounts', token, {
    username,
    email: `${username}@example.com`,
    roles,
    password: PASSWORD,
  });
  return account;
}

test.describe('an admin and a second browser', () => {
  // The disabled account's next call is refused, which the console shows as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('an admin adds an account and changes it, it logs in elsewhere; disabling it sends that browser back to the login', async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await page.goto('/adminpage/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Accounts' }),
    ).toHaveAttribute('aria-current', 'page');

    await test.step('add the account with a first password', async () => {
      await page.getByRole('button', { name: 'Add an account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an account' });
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('Email').fill(email);
      await expect(dialog.getByRole('checkbox', { name: /^Editor/ })).toBeChecked();
      await dialog.getByLabel('First password', { exact: true }).fill('too short');
      await dialog.getByLabel('Repeat the first password').fill('too short');
      await dialog.getByRole('button', { name: 'Add the account' }).click();
      await expect(dialog.getByText('The new password needs at least 12 characters.')).toBeVisible();
      await dialog.getByLabel('First password', { exact: true }).fill(PASSWORD);
      await dialog.getByLabel('Repeat the first password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Add the account' }).click();
      await expect(dialog).toBeHidden();
      await expect(notice(page, `The account ${username} is added. Give them the first password.`)).toBeVisible();
      await expect(row(page, username)).toContainText('Active');
      await expect(row(page, username)).toContainText('Never');
    });

    const newPassword = `${PASSWORD} changed`;
    await test.step('make it an administrator too, and give it a new password', async () => {
      await row(page, username)
        .getByRole('button', { name: `Roles of ${username}` })
        .click();
      const roles = page.getByRole('dialog', { name: `Roles of ${username}` });
      await roles.getByRole('checkbox', { name: /^Administrator/ }).check();
      await roles.getByRole('button', { name: 'Save the roles' }).click();
      await expect(
        notice(page, `The roles of ${username} are changed; they were signed out everywhere.`),
      ).toBeVisible();
      await expect(row(page, username)).toContainText('Administrator, Editor');

      await row(page, username)
        .getByRole('button', { name: `New password for ${username}` })
        .click();
      const reset = page.getByRole('dialog', { name: `New password for ${username}` });
      await reset.getByLabel('New password', { exact: true }).fill(email);
      await reset.getByLabel('Repeat the new password').fill(email);
      await reset.getByRole('button', { name: 'Set the password' }).click();
      await expect(reset.getByText('Choose a password that is not the email or username.')).toBeVisible();
      await reset.getByLabel('New password', { exact: true }).fill(newPassword);
      await reset.getByLabel('Repeat the new password').fill(newPassword);
      await reset.getByRole('button', { name: 'Set the password' }).click();
      await expect(reset).toBeHidden();
      await expect(
        notice(page, `The password of ${username} is changed; they were signed out everywhere.`),
      ).toBeVisible();
    });

    // Nothing stored: a context made in a test otherwise starts with the test's own (the admin's) storage.
    const other = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      storageState: { cookies: [], origins: [] },
    });
    try {
      const second = await other.newPage();
      await test.step('the new account logs in in a second browser', async () => {
        await second.goto('/loginadmin');
        await signIn(second, newPassword, email, 'en');
        await expect(second).toHaveURL(/\/adminpage$/);
        await expect(second.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
        await expect(
          second.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Accounts' }),
        ).toBeVisible();
        // A screen that reads nothing by itself (the dashboard polls its publishes), so that the
        // next call is the one the journey makes.
        await second.getByRole('link', { name: 'Password' }).click();
        await expect(second.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      });

      await test.step('the admin disables it', async () => {
        await page.reload();
        await expect(row(page, username)).not.toContainText('Never');
        await row(page, username)
          .getByRole('button', { name: `Disable ${username}` })
          .click();
        const question = page.getByRole('alertdialog', { name: `Disable ${username}?` });
        await expect(question).toContainText('signed out everywhere at once');
        await question.getByRole('button', { name: 'Disable' }).click();
        await expect(notice(page, `${username} is disabled and signed out everywhere.`)).toBeVisible();
        await expect(row(page, username)).toContainText('Disabled');
        await expect(row(page, username).getByRole('button', { name: `Enable ${username}` })).toBeVisible();
      });

      await test.step("the second browser's next action ends on the login page", async () => {
        await second.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Projects' }).click();
        await expect(second).toHaveURL(/\/loginadmin\?next=%2Fadminpage%2Flistprojects$/);
        // In English, the language this browser signed in with.
        await expect(second.getByRole('status').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
        expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await signIn(second, newPassword, email);
        await expect(second.getByRole('alert')).toContainText('Login failed.');
      });
    } finally {
      await other.close();
    }

    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/accounts-1440.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/accounts-375.png`, fullPage: true });
      await page.getByRole('button', { name: 'Add an account' }).click();
      await page.screenshot({ path: `${SHOTS}/accounts-add-375.png` });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1440, height: 1000 });
    }

    await test.step('the admin deletes it', async () => {
      await row(page, username)
        .getByRole('button', { name: `Delete ${username}` })
        .click();
      const question = page.getByRole('alertdialog', { name: `Delete ${username}?` });
      await expect(question).toContainText('This cannot be undone.');
      await question.getByRole('button', { name: 'Delete' }).click();
      await expect(notice(page, `The account ${username} is deleted.`)).toBeVisible();
      await expect(row(page, username)).toHaveCount(0);
    });
  });
});

test.describe('a ROLE_USER account', () => {
  test.use({ signedIn: false });

  test('edits content, but sees no accounts or contacts entry, and the accounts screen says no access', async ({
    page,
    adminToken,
  }) => {
    const editor = await addAccount(adminToken, ['ROLE_USER']);
    const title = uniqueTitle('category');
    const category = await createThroughApi<{ categoryId: number }>('/salescategory/save', adminToken, {
      categoryName: title,
      emriKategorise: 'Kategori',
    });
    try {
      await page.goto('/loginadmin');
      await signIn(page, PASSWORD, editor.email, 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'Sections' });
      await expect(sections.getByRole('link', { name: 'Projects' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
      await expect(sections.getByRole('link', { name: 'Messages' })).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-dashboard-1440.png`, fullPage: true });

      await page.goto(`/adminpage/listprojects/editsalescategory/${category.categoryId}`);
      const name = page.getByLabel('Name (English)', { exact: true });
      await expect(name).toHaveValue(title);
      await name.fill(`${title} edited`);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(notice(page, 'Sales Category updated successfully!')).toBeVisible();
      const saved = await callApi(`/salescategory/get/single/category/${category.categoryId}`);
      expect(saved.body).toMatchObject({ categoryName: `${title} edited` });

      await page.goto('/adminpage/accounts');
      await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(
        'This screen is for administrators. Your account can edit the site’s content.',
      );
      await expect(page.getByRole('table')).toHaveCount(0);
    } finally {
      await deleteThroughApi(`/salescategory/delete/${category.categoryId}`, adminToken);
      await deleteThroughApi(`/accounts/${editor.userId}`, adminToken);
    }
  });
});
