import type { Page } from '@playwright/test';
import { databaseIn, openDatabase } from '#server/db/database.ts';
import { insertRow } from '#server/repositories/resource-table.ts';
import { tableOf } from '#server/repositories/table-shape.ts';
import { CATALOG } from '#shared/entities/catalog.ts';
import {
  callApi,
  createThroughApi,
  DEMO_ADMIN,
  deleteThroughApi,
  expect,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * A list of 2,000 items (docs/decisions/012-admin-lists.md): searched without accents, sorted, narrowed, paged, its state in
 * the address through a reload and Back, the table remembered, and several items deleted at once.
 * The catalogues of a building of its own, seeded through the repository into the product's
 * database: the API would publish each, and take minutes to add them.
 */
const SEEDED = 2000;
const DATA_DIR = process.env.E2E_PRODUCT_DATA_DIR;
const LIST = '/adminpage/listsalescatalog';

/** "Catalogue 0007", so that the titles' order is their numbers'. */
const numbered = (n: number) => `Catalogue ${String(n).padStart(4, '0')}`;
/** The one catalogue with a title in Albanian only, accented. */
const ACCENTED = { n: 1234, title: 'Tarraca në çati' };

async function seedCatalogs(buildingId: number) {
  const db = await openDatabase(databaseIn(DATA_DIR as string, process.env.DATABASE_URL));
  try {
    await db.transaction().execute(async (trx) => {
      for (let n = 1; n <= SEEDED; n++) {
        const accented = n === ACCENTED.n;
        await insertRow(trx, tableOf(CATALOG), {
          catalogTitle: accented ? '' : numbered(n),
          titulliKatalog: accented ? ACCENTED.title : `Katalogu ${n}`,
          catalogDescription: '',
          pershkrimKatalog: '',
          salesCategoryId: 1 + (n % 3),
          buildingId,
          pdfLayout: 'P',
        });
      }
    });
  } finally {
    await db.destroy();
  }
}

const login = async () =>
  ((await callApi('/user/login', { method: 'POST', body: DEMO_ADMIN })).body as { token: string }).token;

const cardTitles = (page: Page) => page.getByRole('main').locator('.admin-card__title');
const rowTitles = (page: Page) => page.getByRole('main').getByRole('rowheader');
const count = (page: Page) => page.getByRole('navigation', { name: 'Pages of sales catalogs' }).locator('p');

test.describe('a list of 2,000 sales catalogues', () => {
  test.skip(!DATA_DIR, 'seeds through the database of the product the journeys start, which E2E_BASE_URL has not');
  test.use({ allowedConsoleErrors: [/status of 412/] });

  const building = { id: 0, title: uniqueTitle('Lists building') };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const token = await login();
    const created = await createThroughApi<{ buildingId: number }>('/building/save', token, {
      buildingTitle: building.title,
    });
    building.id = created.buildingId;
    await seedCatalogs(building.id);
  });

  test.afterAll(async () => {
    // The building takes its catalogues with it.
    if (building.id) await deleteThroughApi(`/building/delete/${building.id}`, await login());
  });

  test('is searched, sorted, narrowed and paged from its address, shown as a table, and trimmed several at once', async ({
    page,
    adminLogin,
  }) => {
    test.setTimeout(120_000);
    const main = page.getByRole('main');

    await test.step('narrowed to one building', async () => {
      await page.goto(LIST);
      await main.getByLabel('Building', { exact: true }).selectOption(building.title);
      await expect(page).toHaveURL(`${LIST}?buildingId=${building.id}`);
      await expect(count(page)).toHaveText('1–24 of 2,000 sales catalogs');
      await expect(cardTitles(page).first()).toHaveText(numbered(SEEDED));
    });

    await test.step('sorted by title, and paged', async () => {
      await main.getByLabel('Order', { exact: true }).selectOption('Title A–Z');
      await expect(page).toHaveURL(`${LIST}?buildingId=${building.id}&sort=title&dir=asc`);
      await expect(cardTitles(page).first()).toHaveText(numbered(1));
      await main.getByRole('link', { name: 'Next →' }).click();
      await expect(page).toHaveURL(`${LIST}?buildingId=${building.id}&sort=title&dir=asc&page=2`);
      await expect(cardTitles(page).first()).toHaveText(numbered(25));
      await expect(count(page)).toHaveText('25–48 of 2,000 sales catalogs');
    });

    await test.step('the same after a reload, and Back returns to the page before', async () => {
      await page.reload();
      await expect(cardTitles(page).first()).toHaveText(numbered(25));
      await expect(main.getByLabel('Building', { exact: true })).toHaveValue(String(building.id));
      await expect(main.getByLabel('Order', { exact: true })).toHaveValue('title:asc');
      await page.goBack();
      await expect(page).toHaveURL(`${LIST}?buildingId=${building.id}&sort=title&dir=asc`);
      await expect(cardTitles(page).first()).toHaveText(numbered(1));
      await expect(count(page)).toHaveText('1–24 of 2,000 sales catalogs');
    });

    await test.step('a table, remembered for this list and not for others', async () => {
      await main.getByRole('button', { name: 'Table' }).click();
      await expect(main.getByRole('table')).toBeVisible();
      await expect(rowTitles(page)).toHaveCount(24);
      await main.getByRole('button', { name: 'Title' }).click();
      await expect(page).toHaveURL(`${LIST}?buildingId=${building.id}&sort=title&dir=desc`);
      await expect(main.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
      await expect(rowTitles(page).first()).toHaveText(ACCENTED.title);
      await page.reload();
      await expect(main.getByRole('table')).toBeVisible();
      await main.getByRole('checkbox', { name: `Select ${ACCENTED.title}` }).check();
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Job vacancies' }).click();
      await expect(page).toHaveURL('/adminpage/liststaff');
      await expect(main.locator('.card-grid')).toBeVisible();
      // Nothing selected in one list is selected in another.
      await expect(main.getByText(/\d+ selected/)).toHaveCount(0);
      await page.goBack();
      await expect(main.getByRole('table')).toBeVisible();
      await expect(rowTitles(page).first()).toHaveText(ACCENTED.title);
    });

    await test.step('searched without accents or capitals', async () => {
      await main.getByRole('searchbox', { name: 'Search sales catalogs' }).fill('TARRACA ne cati');
      await expect(page).toHaveURL(/[?&]q=TARRACA\+ne\+cati(&|$)/);
      await expect(rowTitles(page)).toHaveText([ACCENTED.title]);
      await expect(count(page)).toHaveText('1–1 of 1 sales catalog');
      await page.goBack();
      await expect(main.getByRole('searchbox', { name: 'Search sales catalogs' })).toHaveValue('');
      await expect(count(page)).toHaveText('1–24 of 2,000 sales catalogs');
    });

    await test.step('several deleted at once, each from the version shown', async () => {
      await main.getByLabel('Order', { exact: true }).selectOption('Title A–Z');
      const ids: number[] = [];
      for (const n of [1, 2, 3]) {
        const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: numbered(n) }) });
        ids.push(Number(await row.getAttribute('data-item-id')));
        await row.getByRole('checkbox', { name: `Select ${numbered(n)}` }).check();
      }
      await expect(main.getByText('3 selected')).toBeVisible();
      // Someone saves the second after the list showed it: its delete is refused, the others go.
      const saved = await callApi(`/catalog/update/${ids[1]}`, {
        method: 'PUT',
        token: adminLogin.token,
        body: { catalogTitle: numbered(2), titulliKatalog: 'Ndryshuar', salesCategoryId: 1, buildingId: building.id },
      });
      expect(saved.status).toBe(200);

      await main.getByRole('button', { name: 'Delete selected' }).click();
      const question = page.getByRole('alertdialog', { name: 'Delete 3 sales catalogs?' });
      await expect(question).toContainText(`“${numbered(1)}”, “${numbered(2)}”, “${numbered(3)}” will be removed`);
      await question.getByRole('button', { name: 'Delete 3' }).click();
      await expect(
        page
          .getByRole('region')
          .getByText(
            new RegExp(
              `^2 sales catalogs deleted successfully! 1 not deleted: “${numbered(2)}”: .* saved it .*, after you opened it\\. Look at it again before you delete it\\.$`,
            ),
          ),
      ).toBeVisible();
      await expect(count(page)).toHaveText('1–24 of 1,998 sales catalogs');
      await expect(rowTitles(page).first()).toHaveText(numbered(2));
      await expect(main.getByText(/\d+ selected/)).toHaveCount(0);
      const statuses = await Promise.all(
        ids.map(async (id) => (await callApi(`/catalog/get/single/catalog/${id}`, { token: adminLogin.token })).status),
      );
      expect(statuses).toEqual([404, 200, 404]);
    });
  });
});
