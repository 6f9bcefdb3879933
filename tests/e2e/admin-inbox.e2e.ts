import { readFile } from 'node:fs/promises';
import type { InboxPage } from '#shared/payloads/inbox.ts';
import { callApi, expect, readApi, test, uniqueTitle, violationsOn } from './admin-fixtures.ts';

/**
 * The staff's inbox (docs/decisions/019-inbox.md): a message found by its reference, opened (so read), noted,
 * answered, narrowed by state in the address, and exported as CSV.
 */
test('a message is found by its reference, read, noted, answered, filtered by state and exported', async ({
  page,
  adminLogin,
}) => {
  const lastName = uniqueTitle('Inbox').replaceAll(' ', '');
  const message = '=SUM(1,2) Çmimi i apartamentit, ju lutem. Faleminderit, Ëndriti';
  const sent = await callApi('/contact/save', {
    method: 'POST',
    body: {
      firstName: 'Ëndrit',
      lastName,
      email: 'endrit@example.al',
      contactNumber: '+355 69 555 0101',
      contactMessage: message,
      language: 'sq',
    },
  });
  expect(sent.status).toBe(201);
  const {
    items: [contact],
  } = await readApi<InboxPage>(`/contact/inbox?q=${lastName}`, adminLogin.token);
  if (!contact) throw new Error('The message is not in the inbox');
  const { reference } = contact;

  await page.goto('/adminpage/listcontact');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the inbox' }).fill(reference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference.toLowerCase()}`));
  const rows = page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(reference);
  await expect(rows.getByRole('cell').nth(3)).toHaveText('New');
  expect(await violationsOn(page)).toEqual([]);

  await rows.getByRole('link', { name: `Ëndrit ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ëndrit ${lastName}`);
  await expect(page.getByRole('main')).toContainText(reference);
  await expect(page.getByRole('main')).toContainText(message);
  // Opening it marked it read.
  const state = page.getByRole('group', { name: 'State' });
  await expect(state.getByRole('button', { name: 'Read' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('textbox', { name: 'Add a note' }).fill('Called back: a visit on Friday at 10.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText(adminLogin.username);
  await expect(notes.getByRole('listitem')).toContainText('Called back: a visit on Friday at 10.');
  await expect(page.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  expect(await violationsOn(page)).toEqual([]);

  await state.getByRole('button', { name: 'Answered' }).click();
  await expect(state.getByRole('button', { name: /Answered/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(state.getByRole('button', { name: 'Read' })).toHaveAttribute('aria-pressed', 'false');
  await expect(state.getByRole('button', { name: /Answered/ })).toBeFocused();

  // Back to the inbox as it was left, the row answered now and no longer bold.
  await page
    .getByRole('main')
    .getByRole('link', { name: /^← Messages/ })
    .click();
  await expect(page.getByRole('searchbox', { name: 'Search the inbox' })).toHaveValue(reference.toLowerCase());
  await expect(rows.getByRole('cell').nth(3)).toHaveText('Answered');
  await expect(rows.getByRole('cell').nth(1)).toHaveCSS('font-weight', '400');

  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Answered' });
  await expect(page).toHaveURL(/[?&]state=answered/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'New' });
  await expect(page).toHaveURL(/[?&]state=new/);
  await expect(page.getByRole('main')).toContainText('No messages match.');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]state=answered/);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('answered');
  await expect(rows).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile(await download.path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Reference,Received at (Tirana time),Type,State,First name,Last name,Email,Phone,Vacancy,Unit,Building,Unit status,Message',
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^${reference},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Message,Answered,Ëndrit,${lastName},endrit@example.al,'\\+355 69 555 0101,,,,,"'=SUM\\(1,2\\) Çmimi i apartamentit, ju lutem\\. Faleminderit, Ëndriti"$`,
    ),
  );
  expect(lines.slice(2)).toEqual(['']);
});
