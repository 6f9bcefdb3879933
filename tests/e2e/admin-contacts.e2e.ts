import { readFile } from 'node:fs/promises';
import type { VacancyListItem } from '#shared/entities/vacancy.ts';
import { pdfDocument } from '../fixtures/files.ts';
import { callApi, expect, readApi, test, uniqueTitle } from './admin-fixtures.ts';

/** Contact messages and job applications as the admin reads them (docs/product.md#screens-and-routes, #entities-and-their-fields), with the CV download. */
async function send(fields: Record<string, string>, cv?: Buffer) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (cv) body.append('cvUrl', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const { status } = await callApi('/contact/save', { method: 'POST', body });
  expect(status).toBe(201);
}

test('the inbox shows a message and an application newest first, and the CV downloads', async ({ page }) => {
  // A demo vacancy: no other journey deletes it.
  const vacancy = (await readApi<VacancyListItem[]>('/staff/get/mini')).find(
    (staff) => !staff.staffTittle.startsWith('E2E '),
  );
  if (!vacancy) throw new Error('The demo content has no vacancy');
  // One family name for both, so that the inbox's search finds just these two.
  const lastName = uniqueTitle('Contact').replaceAll(' ', '');
  const cv = await pdfDocument(2);

  await send({
    firstName: 'Besa',
    lastName,
    email: 'besa@example.al',
    contactNumber: '+355 69 000 1111',
    contactMessage: 'I would like to visit the show flat on Saturday.',
  });
  await send(
    {
      firstName: 'Arben',
      lastName,
      email: 'arben@example.al',
      contactNumber: '+355 69 000 2222',
      staffId: String(vacancy.staffId),
      consent: 'true',
    },
    cv,
  );

  await page.goto('/adminpage/listcontact');
  const search = page.getByRole('searchbox', { name: 'Search the inbox' });
  await search.fill(lastName);
  const rows = page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('link')).toHaveText([`Arben ${lastName}`, `Besa ${lastName}`]);
  await expect(rows.nth(0)).toContainText(`Application: ${vacancy.staffTittle}`);
  await expect(rows.nth(0)).toContainText('arben@example.al');
  await expect(rows.nth(1)).toContainText('Message');
  await expect(rows.nth(1)).toContainText('I would like to visit the show flat on Saturday.');

  await page.getByRole('link', { name: `Besa ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Besa ${lastName}`);
  await expect(page.getByRole('link', { name: 'besa@example.al' })).toHaveAttribute('href', 'mailto:besa@example.al');
  await expect(page.getByRole('link', { name: '+355 69 000 1111' })).toHaveAttribute('href', 'tel:+355690001111');
  await expect(page.getByRole('button', { name: /Download the CV/ })).toHaveCount(0);

  // Back to the inbox as it was left, searched.
  await page.getByRole('main').getByRole('link', { name: /^←/ }).click();
  await expect(search).toHaveValue(lastName);
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: `Arben ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arben ${lastName}`);
  await expect(page.getByRole('main')).toContainText(`Application: ${vacancy.staffTittle}`);
  await expect(page.getByRole('link', { name: 'see the vacancy' })).toHaveAttribute(
    'href',
    `/adminpage/viewstaff/${vacancy.staffId}`,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the CV (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.equals(cv)).toBe(true);
});
