import type { Page } from '@playwright/test';
import type { Contact } from '#shared/entities/contact.ts';
import type { VacancyListItem } from '#shared/entities/vacancy.ts';
import { pdfDocument } from '../fixtures/files.ts';
import { callApi, expect, notice, readApi, test, uniqueTitle, violationsOn } from './admin-fixtures.ts';

/** Sends a contact through the public form's call; answers it as the admin reads it. */
async function send(token: string, fields: Record<string, string>, cv?: Buffer): Promise<Contact> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (cv) body.append('cvUrl', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const { status } = await callApi('/contact/save', { method: 'POST', body });
  expect(status).toBe(201);
  const contact = (await readApi<Contact[]>('/contact/get/mini', token)).find(
    (item) => item.lastName === fields.lastName,
  );
  if (!contact) throw new Error(`${fields.lastName} was not kept`);
  return contact;
}

async function chooseAlbanian(page: Page) {
  await page.getByRole('group', { name: 'Admin language' }).getByRole('button', { name: 'Shqip' }).click();
}

/**
 * A contact's view shows when an applicant agreed to the privacy notice, and deletes the message or
 * application at once, after a question, with its CV (the right to erasure).
 */
test('an application shows its consent and is deleted at once with its CV, after a question', async ({
  page,
  adminLogin,
}) => {
  const vacancy = (await readApi<VacancyListItem[]>('/staff/get/mini')).find(
    (staff) => !staff.staffTittle.startsWith('E2E '),
  );
  if (!vacancy) throw new Error('The demo content has no vacancy');
  const lastName = uniqueTitle('Erasure').replaceAll(' ', '');
  const name = `Arben ${lastName}`;
  const contact = await send(
    adminLogin.token,
    {
      firstName: 'Arben',
      lastName,
      email: 'arben@example.al',
      contactNumber: '+355 69 000 2222',
      staffId: String(vacancy.staffId),
      consent: 'true',
    },
    await pdfDocument(1),
  );

  await page.goto(`/adminpage/viewcontact/${contact.contactId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const consent = page.getByRole('definition').filter({ hasText: 'Agreed to the privacy terms on' });
  await expect(consent.locator('time')).toHaveAttribute('datetime', contact.consentAt ?? '');

  const remove = page.getByRole('button', { name: `Delete ${name}` });
  await remove.click();
  const question = page.getByRole('alertdialog', { name: `Delete “${name}” for good?` });
  await expect(question).toContainText('The application, its CV and the emails about it are deleted at once');
  expect(await violationsOn(page)).toEqual([]);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await callApi(`/contact/get/single/contact/${contact.contactId}`, { token: adminLogin.token })).status).toBe(
    200,
  );

  await remove.click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Message deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/adminpage\/listcontact$/);
  for (const path of [`/contact/get/single/contact/${contact.contactId}`, `/contact/get/cv/${contact.contactId}`]) {
    expect((await callApi(path, { token: adminLogin.token })).status, path).toBe(404);
  }
});

test('a message asks no consent, and the admin in Albanian deletes it at once', async ({ page, adminLogin }) => {
  const lastName = uniqueTitle('Mesazh').replaceAll(' ', '');
  const name = `Besa ${lastName}`;
  const contact = await send(adminLogin.token, { firstName: 'Besa', lastName, contactMessage: 'Më harroni.' });

  await page.goto(`/adminpage/viewcontact/${contact.contactId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await chooseAlbanian(page);
  await expect(page.getByText('Pëlqimi', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Fshi ${name}` }).click();
  const question = page.getByRole('alertdialog', { name: `Të fshihet “${name}” përgjithmonë?` });
  await expect(question).toContainText('Mesazhi dhe email-et për të fshihen menjëherë, pa kaluar në kosh.');
  await question.getByRole('button', { name: 'Fshi' }).click();
  await expect(notice(page, 'Mesazhi u fshi me sukses!')).toBeVisible();
  expect((await callApi(`/contact/get/single/contact/${contact.contactId}`, { token: adminLogin.token })).status).toBe(
    404,
  );
});
