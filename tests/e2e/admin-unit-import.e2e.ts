import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Building } from '#shared/entities/building.ts';
import { ROUTES } from '#shared/routes.ts';
import { apartmentsSheet, xlsxOf } from '../fixtures/unit-sheets.ts';
import {
  createThroughApi,
  deleteThroughApi,
  expect,
  readApi,
  test,
  uniqueTitle,
  violationsOn,
} from './admin-fixtures.ts';

const ROWS = 300;
const APARTMENTS = 1;

/** The units of a building by status, as the editors' tally counts them. */
const tally = (buildingId: number, token: string) =>
  readApi<Record<string, number>>(`/unit/get/tally?buildingId=${buildingId}`, token);

/** The references the building's public catalogue page of apartments lists, as a visitor gets it. */
async function publicReferences(baseURL: string, buildingId: number): Promise<number> {
  const response = await fetch(new URL(ROUTES.catalogDetails(buildingId, APARTMENTS), baseURL), { cache: 'no-store' });
  if (!response.ok) return -1;
  return (await response.text()).match(/data-unit-row/g)?.length ?? 0;
}

/** Chooses `file` on the import screen, whose preview then shows. */
async function chooseFile(page: Page, file: string) {
  await page.getByLabel('Spreadsheet', { exact: true }).setInputFiles(file);
}

/**
 * An admin imports a 300-row spreadsheet with three bad rows: each refused by its row and why,
 * nothing written. The spreadsheet corrected and chosen again, the import adds the 300 units, the
 * publish tray says when they are live, and the building's catalogue page lists them. The units
 * exported as .xlsx and that file imported again change nothing.
 */
test('an admin imports a building’s units from a spreadsheet, corrects refused rows, and exports them back', async ({
  page,
  baseURL,
  adminLogin,
}) => {
  test.setTimeout(180_000);
  const site = baseURL ?? '';
  const token = adminLogin.token;
  const title = uniqueTitle('Import tower');
  const building = await createThroughApi<Building>('/building/save', token, {
    buildingTitle: title,
    titulliNderteses: title,
    buildingAdress: 'Rruga e Durrësit 5',
    unitPrices: 'shown',
  });
  const folder = await mkdtemp(path.join(tmpdir(), 'e2e-import-'));
  try {
    const prefix = `I${building.buildingId}`;
    const good = apartmentsSheet(ROWS, prefix);
    const bad = good.map((row) => [...row]);
    (bad[13] as string[])[1] = 'dy';
    (bad[49] as string[])[2] = 'Vilë';
    (bad[119] as string[])[0] = good[3]?.[0] as string;
    const badFile = path.join(folder, 'njesite.xlsx');
    const goodFile = path.join(folder, 'njesite-e-korrigjuara.xlsx');
    await writeFile(badFile, await xlsxOf(bad));
    await writeFile(goodFile, await xlsxOf(good));

    await page.goto(`/adminpage/listunit?buildingId=${building.buildingId}`);
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Import units into ${title}` })).toBeVisible();

    await chooseFile(page, badFile);
    await expect(page.getByRole('status').filter({ hasText: 'new units' })).toHaveText(
      '297 new units, 0 changed, 0 unchanged; 3 rows refused.',
    );
    const refused = page.getByRole('region', { name: 'Refused rows' });
    await expect(refused.getByRole('listitem')).toHaveText([
      'Row 14: floor ‘dy’ is not a number.',
      'Row 50: type ‘Vilë’ is not one of: Apartment, Duplex, Penthouse, Studio, Shop, Office, Parking place, Garage, Storage room.',
      `Row 120: the reference ‘${good[3]?.[0]}’ is also on row 4.`,
    ]);
    await expect(page.getByRole('button', { name: /^Import: / })).toHaveCount(0);
    expect(await violationsOn(page)).toEqual([]);
    expect(await tally(building.buildingId, token)).toEqual({ available: 0, reserved: 0, sold: 0, notOnSale: 0 });

    await chooseFile(page, goodFile);
    await expect(page.getByRole('status').filter({ hasText: 'new units' })).toHaveText(
      '300 new units, 0 changed, 0 unchanged; 0 rows refused.',
    );
    await page.getByRole('button', { name: 'Import: 300 new, 0 changed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported:' })).toContainText(
      'Imported: 300 units added and 0 units changed.',
    );
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(
      tray.getByText(new RegExp(`^Units of “${title}” imported from a spreadsheet: live on the site in \\d+ ms`)),
    ).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => publicReferences(site, building.buildingId), { message: 'the catalogue page lists the units' })
      .toBe(ROWS);

    await page.getByRole('link', { name: 'Units of the building' }).first().click();
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const exported = path.join(folder, (await downloading).suggestedFilename());
    await (await downloading).saveAs(exported);

    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await chooseFile(page, exported);
    await expect(page.getByRole('status').filter({ hasText: 'new units' })).toHaveText(
      '0 new units, 0 changed, 300 unchanged; 0 rows refused.',
    );
    await expect(
      page.getByText('The spreadsheet changes nothing: every unit in it is as it is already.'),
    ).toBeVisible();
  } finally {
    await rm(folder, { recursive: true, force: true });
    await deleteThroughApi(`/building/delete/${building.buildingId}`, token);
  }
});
