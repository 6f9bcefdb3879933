import type { Page } from '@playwright/test';
import type { Vacancy } from '#shared/entities/vacancy.ts';
import {
  callApi,
  createThroughApi,
  DEMO_ADMIN,
  deleteThroughApi,
  expect,
  notice,
  readApi,
  test,
  tokenExpiry,
  uniqueTitle,
} from './admin-fixtures.ts';

/** Typed work is not lost: not to a link, the back button, a closed tab, nor a session that ends. */

const titleField = (page: Page) => page.getByLabel('Job title (English)', { exact: true });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name });
const leaveQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const renewal = (page: Page) => page.getByRole('alertdialog', { name: 'Log in again to go on' });
const savedTitle = async (staffId: number) =>
  (await readApi<Vacancy>(`/staff/get/single/staff/${staffId}`)).staffTittle;

/** A vacancy of the test's own, opened in its edit form from its view, which is before it in the admin's history. */
async function openVacancy(page: Page, adminToken: string) {
  const title = uniqueTitle('Vacancy');
  const vacancy = await createThroughApi<Vacancy>('/staff/save', adminToken, {
    staffTittle: title,
    titulliStaf: title,
  });
  await page.goto(`/adminpage/viewstaff/${vacancy.staffId}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(titleField(page)).toHaveValue(title);
  return { title, staffId: vacancy.staffId };
}

test('a form with unsaved changes asks before a sidebar link, the back button or closing the tab', async ({
  page,
  adminToken,
}) => {
  const { title, staffId } = await openVacancy(page, adminToken);
  try {
    // Nothing typed yet: nothing to ask about.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/adminpage/viewstaff/${staffId}$`));
    await page.goForward();
    await expect(titleField(page)).toHaveValue(title);

    await titleField(page).fill(`${title} typed`);
    await sidebarLink(page, 'Projects').click();
    await expect(leaveQuestion(page)).toContainText('Your changes to this job vacancy are not saved.');
    await leaveQuestion(page).getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/adminpage/editstaff/${staffId}$`));
    await expect(titleField(page)).toHaveValue(`${title} typed`);

    await page.goBack();
    await expect(leaveQuestion(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/adminpage/editstaff/${staffId}$`));
    await expect(titleField(page)).toHaveValue(`${title} typed`);

    // Closing the tab asks through the browser; dismissed, the tab and the text stay.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(titleField(page)).toHaveValue(`${title} typed`);

    await sidebarLink(page, 'Projects').click();
    await leaveQuestion(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(await savedTitle(staffId)).toBe(title);
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, adminToken);
  }
});

test('a save leaves the form without asking, and so does a form whose changes were undone', async ({
  page,
  adminToken,
}) => {
  const { title, staffId } = await openVacancy(page, adminToken);
  try {
    await titleField(page).fill(`${title} and back`);
    await titleField(page).fill(title);
    await sidebarLink(page, 'Projects').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    await page.goto(`/adminpage/editstaff/${staffId}`);
    await titleField(page).fill(`${title} saved`);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(notice(page, 'Job vacancy updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/adminpage/viewstaff/${staffId}$`));
    await expect(leaveQuestion(page)).toBeHidden();
    expect(await savedTitle(staffId)).toBe(`${title} saved`);
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, adminToken);
  }
});

test.describe('a session that ends while the admin types', () => {
  // The API's refusal of the ended session shows in the console as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('ended on the server: the save asks for the password, then saves what was typed', async ({
    page,
    adminToken,
    adminLogin,
  }) => {
    const { title, staffId } = await openVacancy(page, adminToken);
    try {
      await titleField(page).fill(`${title} kept`);
      // The page's session ends on the server, as a logout elsewhere or a password change would end it.
      expect((await callApi('/user/logout', { method: 'POST', token: adminLogin.token })).status).toBe(200);
      await page.getByRole('button', { name: 'Save and publish' }).click();

      await expect(renewal(page)).toContainText(`Enter the password of ${adminLogin.email}`);
      await renewal(page).getByLabel('Password', { exact: true }).fill('not the password');
      await renewal(page).getByRole('button', { name: 'Log in and go on' }).click();
      await expect(renewal(page).getByRole('alert')).toHaveText(
        'That password is not right, or this account can no longer log in.',
      );
      expect(await savedTitle(staffId)).toBe(title);

      await renewal(page).getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      await renewal(page).getByRole('button', { name: 'Log in and go on' }).click();
      await expect(notice(page, 'Job vacancy updated successfully!')).toBeVisible();
      await expect(renewal(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/adminpage/viewstaff/${staffId}$`));
      expect(await savedTitle(staffId)).toBe(`${title} kept`);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).not.toBe(adminLogin.token);
    } finally {
      await deleteThroughApi(`/staff/delete/${staffId}`, adminToken);
    }
  });

  test('run out by its time: the save asks too; logging out instead leaves the item as it was', async ({
    page,
    adminToken,
    adminLogin,
  }) => {
    await page.clock.install();
    const { title, staffId } = await openVacancy(page, adminToken);
    try {
      await titleField(page).fill(`${title} typed late`);
      await page.clock.setSystemTime(tokenExpiry(adminLogin) + 60_000);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(renewal(page)).toBeVisible();
      await renewal(page).getByRole('button', { name: 'Log out and leave it' }).click();
      await expect(page).toHaveURL(/\/loginadmin\?next=%2Fadminpage%2Feditstaff%2F\d+$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(await savedTitle(staffId)).toBe(title);
    } finally {
      await deleteThroughApi(`/staff/delete/${staffId}`, adminToken);
    }
  });
});
