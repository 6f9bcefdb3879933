import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { EN } from '#admin/i18n/en.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { createThroughApi, deleteThroughApi, expect, notice, test } from './admin-fixtures.ts';

const DATA_DIR = process.env.E2E_PRODUCT_DATA_DIR;

// Chrome logs the API's 503 as an error: that answer is what these journeys are about.
test.use({ allowedConsoleErrors: [/status of 503/] });

/** Holds the product's SQLite file's write lock, as another connection would, until released. */
function lockTheDatabase() {
  const lock = new DatabaseSync(path.join(DATA_DIR as string, 'db.sqlite'), { timeout: 5000 });
  lock.exec('BEGIN IMMEDIATE');
  return () => {
    lock.exec('COMMIT');
    lock.close();
  };
}

/**
 * A visitor sends a message while another connection holds the product's SQLite file past the
 * API's wait (a long `npm run user`, a second process): the form says, in the visitor's language,
 * to send it again in a moment, and keeps what they wrote; sent again once the lock is gone, it
 * goes through. It runs alone (playwright.config.ts): the lock stops every write of the product.
 */
test('a message sent while the database is locked asks to send it again, keeps the text, and goes through after', async ({
  page,
}) => {
  test.skip(!DATA_DIR || Boolean(process.env.DATABASE_URL), 'needs the product’s own SQLite file');
  test.setTimeout(60_000);
  const strings = stringsFor('sq');
  await page.goto(localizePath(ROUTES.news(), 'sq'));
  await page
    .getByRole('navigation', { name: strings.navMainLabel })
    .getByRole('link', { name: strings.navContact })
    .click();
  const drawer = page.getByRole('dialog', { name: strings.contactTitle });
  const field = (label: string) => drawer.getByLabel(label, { exact: true });
  await field(strings.formFirstName).fill('Dritan');
  await field(strings.formLastName).fill('Leka');
  await field(strings.formEmail).fill('dritan.leka@example.com');
  await field(strings.formMessage).fill('A mund ta vizitoj apartamentin model të shtunën?');

  const release = lockTheDatabase();
  try {
    await drawer.getByRole('button', { name: strings.formSend }).click();
    await expect(drawer.getByRole('alert')).toContainText(strings.formBusy, { timeout: 15_000 });
  } finally {
    release();
  }
  await expect(field(strings.formFirstName)).toHaveValue('Dritan');
  await expect(field(strings.formMessage)).toHaveValue('A mund ta vizitoj apartamentin model të shtunën?');

  await drawer.getByRole('button', { name: strings.formSend }).click();
  await expect(drawer.getByRole('status')).toHaveText(strings.formSuccess);
  await expect(field(strings.formMessage)).toHaveValue('');
});

/** An admin saves while the file stays locked past the wait: the form says so, keeps the text, and saves once it is free. */
test('an admin’s save while the database is locked says the server is away, keeps the text, and saves after', async ({
  page,
  adminLogin,
}) => {
  test.skip(!DATA_DIR || Boolean(process.env.DATABASE_URL), 'needs the product’s own SQLite file');
  test.setTimeout(60_000);
  const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', adminLogin.token, {
    staffTittle: 'Site surveyor',
    titulliStaf: 'Topograf',
  });
  try {
    await page.goto(`/adminpage/editstaff/${staffId}`);
    const title = page.getByLabel('Job title (English)', { exact: true });
    await title.fill('Senior site surveyor');
    const release = lockTheDatabase();
    try {
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(page.getByRole('alert').filter({ hasText: EN.form.unavailable })).toBeVisible({ timeout: 15_000 });
    } finally {
      release();
    }
    await expect(title).toHaveValue('Senior site surveyor');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(notice(page, 'Job vacancy updated successfully!')).toBeVisible();
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, adminLogin.token);
  }
});
