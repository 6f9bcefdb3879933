import type { Browser, Page } from '@playwright/test';
import type { Vacancy } from '#shared/entities/vacancy.ts';
import {
  type AdminLogin,
  callApi,
  confirmDelete,
  createThroughApi,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  sessionEntries,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';
import { DEMO_EDITOR, DEMO_MANAGER } from './fixtures.ts';

/** Sessions that end on the server, a password an admin changes, and edits that cannot overwrite each other. */

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const opensAdmin = async (token: string | null) => (await callApi('/contact/get/mini', token ? { token } : {})).status;

test('logging out ends the session on the API too: its token opens nothing afterwards', async ({
  page,
  adminLogin,
}) => {
  await page.goto('/adminpage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await opensAdmin(adminLogin.token)).toBe(200);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/loginadmin/);
  expect(await opensAdmin(adminLogin.token)).toBe(401);
});

test.describe('an admin’s own password', () => {
  test.use({ signedIn: false, allowedConsoleErrors: [/status of 400/] });

  test('is changed on the account screen: the admin stays signed in, the old session and others end', async ({
    page,
  }) => {
    const login = async (password: string) =>
      (
        await callApi('/user/login', {
          method: 'POST',
          body: { usernameOrEmail: DEMO_MANAGER.usernameOrEmail, password },
        })
      ).body as AdminLogin;
    const first = await login(DEMO_MANAGER.password);
    const elsewhere = await login(DEMO_MANAGER.password);
    const newPassword = `${DEMO_MANAGER.password} changed`;

    await page.goto('/loginadmin');
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, sessionEntries(first));
    await page.goto('/adminpage');
    await page.getByRole('banner').getByRole('link', { name: 'Password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');

    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The new password needs at least 12 characters.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This is not your current password.')).toBeVisible();
    expect(await opensAdmin(first.token)).toBe(200);

    await page.getByLabel('Current password').fill(DEMO_MANAGER.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      notice(page, 'Your password is changed. Everywhere else you were signed in, you are signed out.'),
    ).toBeVisible();
    const renewed = await storedToken(page);
    expect(renewed).not.toBe(first.token);
    expect(await opensAdmin(first.token)).toBe(401);
    expect(await opensAdmin(elsewhere.token)).toBe(401);
    expect(await opensAdmin(renewed)).toBe(200);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Job vacancies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job vacancies' })).toBeVisible();

    // Back to the journeys' password, for the next run on a kept data folder.
    const restored = await callApi('/user/password', {
      method: 'POST',
      token: renewed ?? '',
      body: { currentPassword: newPassword, newPassword: DEMO_MANAGER.password },
    });
    expect(restored.status).toBe(200);
  });
});

/** A second admin's browser, signed in with a session of its own. */
async function secondAdmin(browser: Browser, baseURL: string, login: AdminLogin) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: sessionEntries(login) }] },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('two admins editing one item', () => {
  test.use({ allowedConsoleErrors: [/status of 412/] });

  test('the later save is refused, and offers their version or an overwrite', async ({
    page,
    browser,
    baseURL,
    adminToken,
  }) => {
    const title = uniqueTitle('Vacancy');
    const vacancy = await createThroughApi<Vacancy>('/staff/save', adminToken, {
      staffTittle: title,
      titulliStaf: title,
    });
    const other = await secondAdmin(
      browser,
      baseURL ?? '',
      (await callApi('/user/login', { method: 'POST', body: DEMO_EDITOR })).body as AdminLogin,
    );
    try {
      const field = (on: Page) => on.getByLabel('Job title (English)', { exact: true });
      await page.goto(`/adminpage/editstaff/${vacancy.staffId}`);
      await other.page.goto(`/adminpage/editstaff/${vacancy.staffId}`);
      await expect(field(page)).toHaveValue(title);
      await expect(field(other.page)).toHaveValue(title);

      await field(other.page).fill(`${title} by the editor`);
      await other.page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(notice(other.page, 'Job vacancy updated successfully!')).toBeVisible();

      await field(page).fill(`${title} by the admin`);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this job vacancy.' });
      await expect(conflict).toContainText('editor saved it on');
      await expect(conflict).toContainText('Your changes are not saved yet.');
      expect((await readApi<Vacancy>(`/staff/get/single/staff/${vacancy.staffId}`)).staffTittle).toBe(
        `${title} by the editor`,
      );

      await conflict.getByRole('button', { name: 'Load their version' }).click();
      await expect(field(page)).toHaveValue(`${title} by the editor`);
      await expect(page.getByRole('textbox', { name: 'Your Job title (English)' })).toHaveValue(
        `${title} by the admin`,
      );
      await field(page).fill(`${title} by both`);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(notice(page, 'Job vacancy updated successfully!')).toBeVisible();
      expect((await readApi<Vacancy>(`/staff/get/single/staff/${vacancy.staffId}`)).staffTittle).toBe(
        `${title} by both`,
      );

      await other.page.goto(`/adminpage/editstaff/${vacancy.staffId}`);
      await page.goto(`/adminpage/editstaff/${vacancy.staffId}`);
      // Both forms hold the same version before the editor saves again: the admin's save then comes second.
      await expect(field(other.page)).toHaveValue(`${title} by both`);
      await expect(field(page)).toHaveValue(`${title} by both`);
      await field(other.page).fill(`${title} again by the editor`);
      await other.page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(notice(other.page, 'Job vacancy updated successfully!')).toBeVisible();
      await field(page).fill(`${title} on purpose`);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page.getByRole('button', { name: 'Save mine over theirs' }).click();
      await expect(notice(page, 'Job vacancy updated successfully!')).toBeVisible();
      expect((await readApi<Vacancy>(`/staff/get/single/staff/${vacancy.staffId}`)).staffTittle).toBe(
        `${title} on purpose`,
      );
    } finally {
      await other.close();
      await deleteThroughApi(`/staff/delete/${vacancy.staffId}`, adminToken);
    }
  });
});

test.describe('a delete', () => {
  test.use({ allowedConsoleErrors: [/status of 412/] });

  test('from a list is made from the version its dialog shows, and refused if the item changed meanwhile', async ({
    page,
    adminToken,
  }) => {
    const title = uniqueTitle('Vacancy');
    const vacancy = await createThroughApi<Vacancy>('/staff/save', adminToken, { staffTittle: title });
    try {
      await page.goto('/adminpage/liststaff');
      const card = page.locator(`[data-item-id="${vacancy.staffId}"]`);
      await card.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('alertdialog', { name: /^Delete this / });
      await expect(dialog).toContainText(`“${title}” will be removed`);
      const changed = await callApi(`/staff/update/${vacancy.staffId}`, {
        method: 'PUT',
        token: adminToken,
        body: { staffTittle: `${title} renamed` },
      });
      expect(changed.status).toBe(200);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(
        page
          .getByRole('region')
          .getByText(/^Failed to delete the job vacancy\. .* saved it on .*Look at it again before you delete it\.$/),
      ).toBeVisible();
      expect((await readApi<Vacancy>(`/staff/get/single/staff/${vacancy.staffId}`)).staffTittle).toBe(
        `${title} renamed`,
      );

      await page.reload();
      await confirmDelete(page, card.getByRole('button', { name: `Delete ${title} renamed` }));
      await expect(notice(page, 'Job vacancy deleted successfully!')).toBeVisible();
      expect((await callApi(`/staff/get/single/staff/${vacancy.staffId}`)).status).toBe(404);
    } finally {
      await deleteThroughApi(`/staff/delete/${vacancy.staffId}`, adminToken);
    }
  });
});
