import type { Page } from '@playwright/test';
import type { Vacancy } from '#shared/entities/vacancy.ts';
import { PRESENCE_BEAT_MS, PRESENCE_EXPIRY_MS } from '#shared/payloads/presence.ts';
import { albanianEditorBrowser, createThroughApi, expect, test, uniqueTitle } from './admin-fixtures.ts';

/**
 * Presence: an item's form says which other accounts have it open, and since when, before
 * anyone saves: an admin in English and an editor (ROLE_USER) in Albanian on one vacancy.
 */

/** "10:42": a clock time as the notice writes it, for today. */
const CLOCK = /\d{2}:\d{2}/;
const presenceNotice = (page: Page) => page.getByRole('status').filter({ hasText: /open too|e ka hapur/ });

test('each sees who else has the form open and since when, until they leave or their browser dies', async ({
  page,
  browser,
  baseURL,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('Vacancy');
  const vacancy = await createThroughApi<Vacancy>('/staff/save', adminToken, {
    staffTittle: title,
    titulliStaf: title,
  });
  const form = `/adminpage/editstaff/${vacancy.staffId}`;

  await page.goto(form);
  await expect(page.getByLabel('Job title (English)', { exact: true })).toHaveValue(title);
  await expect(presenceNotice(page)).toHaveCount(0);

  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    await editor.page.goto(form);
    // The editor hears of the admin with its first beat, in Albanian.
    const seenByEditor = presenceNotice(editor.page);
    await expect(seenByEditor).toContainText('Edhe admin (që nga ');
    await expect(seenByEditor).toContainText('e ka hapur këtë vend pune.');
    await expect(seenByEditor).toContainText(CLOCK);
    // The admin hears of the editor by its next beat, in English.
    const seenByAdmin = presenceNotice(page);
    await expect(seenByAdmin).toContainText(/viewer \(since \d{2}:\d{2}\) has this job vacancy open too\./, {
      timeout: PRESENCE_BEAT_MS * 2,
    });
    await expect(seenByAdmin).toContainText('If theirs is saved first, you will be asked which version to keep.');

    // The editor leaves the form for the list: the notice goes by the admin's next beat.
    await editor.page.goto('/adminpage/staff');
    await expect(seenByAdmin).toHaveCount(0, { timeout: PRESENCE_BEAT_MS * 2 });

    // Back on the form, then the editor's browser dies: no goodbye reaches the API, and the notice
    // goes once the API stops counting a form it has not heard of.
    await editor.page.goto(form);
    await expect(seenByAdmin).toHaveCount(1, { timeout: PRESENCE_BEAT_MS * 2 });
    await editor.page.route('**/presence/**', (route) => route.abort());
    await editor.close();
    const died = Date.now();
    await expect(seenByAdmin).toHaveCount(0, { timeout: PRESENCE_EXPIRY_MS + PRESENCE_BEAT_MS * 2 });
    expect(Date.now() - died).toBeLessThan(30_000);
  } finally {
    await editor.close();
  }
});

test('the notice names the kind of item as the admin does, in either language', async ({
  page,
  browser,
  baseURL,
  adminToken,
}) => {
  const title = uniqueTitle('News');
  const { newsId } = await createThroughApi<{ newsId: number }>('/news/save', adminToken, {
    newsTitle: title,
    titullLajmesh: title,
    newsType: 'news',
  });
  const form = `/adminpage/editnews/${newsId}`;
  await page.goto(form);
  const editor = await albanianEditorBrowser(browser, baseURL ?? '');
  try {
    await editor.page.goto(form);
    // "News" counts no items in English: one of them is a news item. Albanian says the kind's noun.
    await expect(presenceNotice(editor.page)).toContainText('e ka hapur këtë lajm.');
    await expect(presenceNotice(page)).toContainText(/viewer \(since \d{2}:\d{2}\) has this news item open too\./, {
      timeout: PRESENCE_BEAT_MS * 2,
    });
  } finally {
    await editor.close();
  }
});
