import type { Page } from '@playwright/test';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  API_URL,
  createThroughApi,
  deleteThroughApi,
  expect,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

/**
 * An item's history and the activity log (docs/decisions/013-history-and-activity.md): edits keep versions that an admin
 * compares with the current item and restores, live on the site like any save; the activity log
 * lists the edits and a failed login, and its search finds them.
 */

async function editVacancy(page: Page, staffId: number, title: string, description: string) {
  await page.goto(`/adminpage/editstaff/${staffId}`);
  await page.getByLabel('Job title (English)', { exact: true }).fill(title);
  await page.getByLabel('Description (English)', { exact: true }).fill(description);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(`/adminpage/viewstaff/${staffId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const activityRows = (page: Page) => page.getByRole('table', { name: 'Admin actions, newest first' }).getByRole('row');

test('an admin restores the first version of an edited vacancy, live on the site, and finds it all in the activity', async ({
  page,
  adminLogin,
}) => {
  test.setTimeout(120_000);
  const { token } = adminLogin;
  const title = uniqueTitle('history');
  const intruder = `${uniqueTitle('intruder').replaceAll(' ', '-').toLowerCase()}@example.com`;
  const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', token, {
    staffTittle: title,
    titulliStaf: 'Pozicion provë',
    staffDescriptionTwo: 'The first description.',
    pershkrimiStafDy: 'Përshkrimi i parë.',
  });
  try {
    const englishPage = localizePath(ROUTES.vacancy(staffId), 'en');
    await expect
      .poll(async () => (await page.request.get(englishPage)).status(), { message: 'the new vacancy gets its page' })
      .toBe(200);

    await test.step('edit it twice', async () => {
      await editVacancy(page, staffId, `${title} (second)`, 'The second description.');
      await editVacancy(page, staffId, `${title} (third)`, 'The third description.');
    });

    await test.step('open its history and compare the first version with the current one', async () => {
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await expect(page).toHaveURL(`/adminpage/viewstaff/${staffId}/history`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History of ${title} (third)`);
      const versions = page.getByRole('navigation', { name: 'Versions' }).getByRole('link');
      await expect(versions).toHaveCount(3);
      await expect(versions.nth(0)).toContainText('Version 3 (current)');
      await expect(versions.nth(0)).toContainText('Updated by admin');
      await expect(versions.nth(0)).toContainText('Changed: Job title (English), Description (English)');
      await expect(versions.nth(2)).toContainText('Created by admin');

      await versions.nth(2).click();
      await expect(versions.nth(2)).toHaveAttribute('aria-current', 'true');
      const comparison = page.getByRole('region', { name: 'Version 1 beside the current version' });
      await expect(comparison.getByRole('columnheader')).toHaveText(['Field', 'Version 1', 'Current']);
      await expect(comparison.getByRole('rowheader')).toHaveText(['Job title (English)', 'Description (English)']);
      const titleRow = comparison
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Job title (English)' }) });
      await expect(titleRow.getByRole('cell')).toHaveText([title, `${title} (third)`]);
      expect(await violationsOn(page)).toEqual([]);
    });

    await test.step('restore it, and see it live on the public page', async () => {
      const tray = page.getByRole('region', { name: 'Publishing to the site' });
      // The tray still follows the second edit, whose line reads as the restore's will: it goes first.
      const dismiss = tray.getByRole('button', { name: 'Dismiss' });
      while ((await dismiss.count()) > 0) await dismiss.first().click();
      await page.getByRole('button', { name: 'Restore this version' }).click();
      const question = page.getByRole('alertdialog', { name: 'Restore version 1?' });
      await question.getByRole('button', { name: 'Restore', exact: true }).click();
      await expect(question).toBeHidden();
      await expect(
        tray.getByText(new RegExp(`^Job vacancy “${title}” updated: live on the site in \\d+ ms`)),
      ).toBeVisible();
      const versions = page.getByRole('navigation', { name: 'Versions' }).getByRole('link');
      await expect(versions).toHaveCount(4);
      await expect(versions.nth(0)).toContainText('Version 4 (current)');
      await expect(versions.nth(0)).toContainText('Restored version 1 by admin');
      await expect(page.getByRole('region', { name: 'Version 1 beside the current version' })).toContainText(
        'Version 1 has the same content as the current version',
      );

      await page.goto(englishPage);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText('The first description.');
    });

    await test.step('the activity log lists the edits and a failed login, and its search finds them', async () => {
      const failed = await fetch(`${API_URL}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usernameOrEmail: intruder, password: 'not the password' }),
      });
      expect(failed.status).toBe(401);

      await page.goto('/adminpage');
      await page
        .getByRole('navigation', { name: 'Records' })
        .getByRole('link', { name: 'Activity', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity');
      await expect(activityRows(page).filter({ hasText: intruder })).toHaveCount(1);

      const search = page.getByRole('searchbox', { name: 'Search the activity' });
      await search.fill(title);
      await search.press('Enter');
      await expect(page).toHaveURL(/\?q=/);
      const found = activityRows(page).filter({ hasText: title });
      await expect(found).toHaveCount(4);
      await expect(found.nth(0).getByRole('cell').nth(2)).toHaveText('Restored');
      // What happened, in the admin's words: the fields by their form labels, not the API's names.
      await expect(found.nth(0)).toContainText(
        `Job vacancy “${title}”, version 1 put back, changed: Job title (English)`,
      );
      await expect(found.nth(1)).toContainText(
        `Job vacancy “${title} (third)”, changed: Job title (English), Description (English)`,
      );
      await expect(found.nth(2)).toContainText(`Job vacancy “${title} (second)”, changed: Job title (English)`);
      await expect(found.nth(3).getByRole('cell').nth(3)).toHaveText(`Job vacancy “${title}”`);
      await expect(found.nth(0).getByRole('cell').nth(1)).toHaveText('admin');

      await search.fill(intruder);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const failedRow = activityRows(page).filter({ hasText: intruder });
      await expect(failedRow).toHaveCount(1);
      await expect(failedRow.getByRole('cell')).toHaveText([
        /.+/,
        intruder,
        'Failed login',
        new RegExp(`^as “${intruder}” from .+: no such account$`),
      ]);
      await expect(page.getByText('1 entry with', { exact: false })).toBeVisible();
      expect(await violationsOn(page)).toEqual([]);
    });
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, token);
  }
});

test('a save that changes nothing records no version and publishes nothing, line breaks included', async ({
  page,
  adminLogin,
}) => {
  const title = uniqueTitle('unchanged');
  // Two paragraphs: the browser sends the textarea's line break as CRLF, the API stores LF.
  const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', adminLogin.token, {
    staffTittle: title,
    titulliStaf: `${title} sq`,
    staffDescriptionTwo: 'The first paragraph.\nThe second paragraph.',
    pershkrimiStafDy: 'Paragrafi i parë.\nParagrafi i dytë.',
  });
  try {
    await page.goto(`/adminpage/editstaff/${staffId}`);
    await expect(page.getByLabel('Description (English)', { exact: true })).toHaveValue(
      'The first paragraph.\nThe second paragraph.',
    );
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page).toHaveURL(`/adminpage/viewstaff/${staffId}`);
    await expect(
      page.getByRole('region').getByText('Nothing was changed, so nothing was saved or published.', { exact: true }),
    ).toBeVisible();
    // No publish to follow: the tray names none for this item.
    await expect(page.getByRole('status').filter({ hasText: `#${staffId}` })).toHaveCount(0);
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Versions' }).getByRole('link')).toHaveCount(1);
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, adminLogin.token);
  }
});
