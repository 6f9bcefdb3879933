import { readFile } from 'node:fs/promises';
import { ADMIN_LANGUAGE_STORAGE_KEY } from '#admin/i18n/admin-language.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { InboxPage } from '#shared/payloads/inbox.ts';
import { ROUTES } from '#shared/routes.ts';
import { callApi, createThroughApi, expect, readApi, test, uniqueTitle, violationsOn } from './admin-fixtures.ts';

const sq = stringsFor('sq');

/**
 * A visitor's question about a unit in the staff's inbox (issue 38, point 3): the inquiry shows its
 * unit with the unit's status as it is now, the inbox narrows to the unit's building and to the
 * unit, a message's screen leads to the unit and to its other inquiries, and the CSV names the unit.
 * The questions are asked through the site's contact drawer, from the building's catalogue page.
 */
test('an inquiry about a unit shows the unit and its status, filtered by building and unit, and in the CSV', async ({
  page,
  adminLogin,
}) => {
  const { token } = adminLogin;
  const title = uniqueTitle('Inquiry tower');
  const { buildingId } = await createThroughApi<{ buildingId: number }>('/building/save', token, {
    buildingTitle: title,
    titulliNderteses: `${title} sq`,
    buildingAdress: 'Rruga e Kavajës 10',
    adresaNderteses: 'Rruga e Kavajës 10',
  });
  const reference = `Q-${Date.now().toString(36).toUpperCase()}`;
  const unit = { buildingId, salesCategoryId: 1, floor: 7, unitType: 'apartment', rooms: '2+1' };
  const { unitId } = await createThroughApi<{ unitId: number }>('/unit/save', token, {
    ...unit,
    reference,
    status: 'reserved',
  });
  // Another unit of the building asked about, which the unit's filter leaves out.
  await createThroughApi('/unit/save', token, { ...unit, reference: `${reference}-B` });
  const lastName = uniqueTitle('Asker').replaceAll(' ', '');
  // Through the site's drawer, as a visitor asks: from the apartments' table of the building's catalogue page.
  const catalogue = ROUTES.catalogDetails(buildingId, 1);
  await expect
    .poll(async () => (await page.request.get(catalogue)).text(), { timeout: 20_000 })
    .toContain(`${reference}-B`);
  for (const [asked, firstName] of [
    [reference, 'Arta'],
    [`${reference}-B`, 'Besnik'],
  ] as const) {
    await page.goto(catalogue);
    await page
      .getByRole('button', { name: fillTemplate(sq.unitAskAboutReference, { reference: asked }), exact: true })
      .click();
    const drawer = page.getByRole('dialog', { name: sq.contactTitle });
    const field = (label: string) => drawer.getByLabel(label, { exact: true });
    await field(sq.formFirstName).fill(firstName);
    await field(sq.formLastName).fill(lastName);
    await field(sq.formEmail).fill('arta@example.al');
    await field(sq.formMessage).fill('A është ende e lirë? Dua ta shoh të shtunën.');
    await drawer.getByRole('button', { name: sq.formSend }).click();
    await expect(drawer.getByRole('status')).toHaveText(sq.formSuccess);
  }
  const { items } = await readApi<InboxPage>(`/contact/inbox?q=${lastName}`, token);
  expect(items.map((item) => [item.kind, item.unit?.reference, item.language])).toEqual([
    ['inquiry', `${reference}-B`, 'sq'],
    ['inquiry', reference, 'sq'],
  ]);

  await page.goto(`/adminpage/listcontact?q=${lastName}`);
  const main = page.getByRole('main');
  const rows = main
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows).toHaveCount(2);

  await main.getByLabel('Type', { exact: true }).selectOption({ label: 'Unit inquiries' });
  await main.getByLabel('Building', { exact: true }).selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`[?&]kind=inquiry&buildingId=${buildingId}(&|$)`));
  await expect(rows).toHaveCount(2);
  await main.getByLabel('Unit', { exact: true }).selectOption({ label: reference });
  await expect(page).toHaveURL(new RegExp(`[?&]unitId=${unitId}(&|$)`));
  await expect(rows).toHaveCount(1);
  const about = rows.getByRole('cell').nth(2);
  await expect(about).toContainText('Unit inquiry');
  await expect(about).toContainText(`${reference} ${title} · Apartment Unit status: Reserved`);
  await expect(about.getByRole('link', { name: reference })).toHaveAttribute('href', `/adminpage/viewunit/${unitId}`);
  expect(await violationsOn(page)).toEqual([]);

  // The status is the unit's now, not when it was asked about.
  const sold = await callApi(`/unit/status/${unitId}`, { method: 'PUT', token, body: { status: 'sold' } });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('cell').nth(2)).toContainText('Unit status: Sold');

  await rows.getByRole('link', { name: `Arta ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arta ${lastName}`);
  const unitRow = main.locator('.field-list__row').filter({ has: page.getByText('Unit', { exact: true }) });
  await expect(unitRow).toContainText(`${reference} ${title} · Apartment Unit status: Sold`);
  await expect(main).toContainText('A është ende e lirë? Dua ta shoh të shtunën.');
  expect(await violationsOn(page)).toEqual([]);
  await unitRow.getByRole('link', { name: 'All inquiries about this unit' }).click();
  await expect(page).toHaveURL(new RegExp(`/adminpage/listcontact\\?unitId=${unitId}$`));
  await expect(main.getByLabel('Unit', { exact: true })).toHaveValue(String(unitId));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Arta ${lastName}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await readFile(await (await downloading).path());
  const [headings, row, end] = file.subarray(3).toString('utf8').split('\r\n');
  expect(headings).toContain(',Vacancy,Unit,Building,Unit status,Message');
  expect(row).toContain(`,Unit inquiry,Read,Arta,${lastName},arta@example.al,,,${reference},${title},Sold,`);
  expect(end).toBe('');

  // The same in Albanian, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate((key) => localStorage.setItem(key, 'sq'), ADMIN_LANGUAGE_STORAGE_KEY);
  await page.reload();
  await expect(main.getByLabel('Njësia', { exact: true })).toHaveValue(String(unitId));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Pyetje për njësi');
  await expect(rows).toContainText(`${reference} ${title} sq · Apartament Gjendja e njësisë: E shitur`);
  expect(await violationsOn(page)).toEqual([]);
});
