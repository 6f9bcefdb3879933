import { MAX_DESCRIPTION_CHARS, MAX_SPEC_BOX_CHARS, MAX_TITLE_CHARS } from '#shared/constants.ts';
import type { PublishStatus } from '#shared/payloads/publish.ts';
import {
  API_URL,
  controlBoxes,
  createThroughApi,
  deleteThroughApi,
  expect,
  readApi,
  test,
  uniqueTitle,
} from './admin-fixtures.ts';

/**
 * The admin's rough edges: field errors in plain words that move nothing, the view
 * after a save, and the dashboard's recent publishes. The file fields are in admin-uploads.e2e.ts.
 */

const VIEWPORTS = [
  { width: 1440, height: 800 },
  { width: 375, height: 812 },
];

test.describe('field errors', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('fields too long say which field and how long it may be, and nothing on the form moves', async ({
        page,
      }) => {
        await page.goto('/adminpage/addproject');
        const year = page.getByLabel('Year', { exact: true });
        await expect(year).toHaveAttribute('maxlength', String(MAX_SPEC_BOX_CHARS));
        await expect(page.getByLabel('Title (English)')).toHaveAttribute('maxlength', String(MAX_TITLE_CHARS));
        await expect(page.getByLabel('Description (Albanian)')).toHaveAttribute(
          'maxlength',
          String(MAX_DESCRIPTION_CHARS),
        );
        await expect(page.getByLabel('Title (English)')).not.toHaveAttribute('required');
        const before = await controlBoxes(page);

        // Typing stops at maxlength; a value put there otherwise is checked all the same.
        const texts = page.locator('form :is(input[type=text], textarea)');
        for (const text of await texts.all()) {
          const max = Number(await text.getAttribute('maxlength'));
          await text.evaluate((input) => input.removeAttribute('maxlength'));
          await text.fill('2'.repeat(max + 1));
        }
        await page.getByRole('button', { name: 'Create and publish' }).click();
        await expect(year).toHaveAccessibleDescription(`Year: at most ${MAX_SPEC_BOX_CHARS} characters.`);
        await expect(page.getByLabel('Apartments (rooms for a Hotel)')).toHaveAccessibleDescription(
          `Apartments (rooms for a Hotel): at most ${MAX_SPEC_BOX_CHARS} characters.`,
        );
        await expect(page.getByLabel('Description (English)')).toHaveAccessibleDescription(
          `Description (English): at most ${MAX_DESCRIPTION_CHARS} characters.`,
        );
        for (const text of await texts.all()) await expect(text).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
        expect(await controlBoxes(page)).toEqual(before);
      });
    });
  }

  test('the fields a schema requires are marked required and named in their message', async ({ page }) => {
    await page.goto('/adminpage/addsalescatalog');
    const building = page.getByLabel('Building', { exact: true });
    const category = page.getByLabel('Category', { exact: true });
    await expect(building).toHaveAttribute('required');
    await expect(category).toHaveAttribute('required');
    await expect(page.getByLabel('Title (English)')).not.toHaveAttribute('required');
    const before = await controlBoxes(page);
    await page.getByRole('button', { name: 'Create sales catalog' }).click();
    await expect(building).toHaveAccessibleDescription('Building: choose one.');
    await expect(category).toHaveAccessibleDescription('Category: choose one.');
    expect(await controlBoxes(page)).toEqual(before);
  });
});

test.describe('after a save', () => {
  for (const viewport of VIEWPORTS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the view opens at its top, with the live message in view and focused', async ({ page, adminLogin }) => {
        const title = uniqueTitle('saved vacancy');
        const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', adminLogin.token, {
          staffTittle: title,
          titulliStaf: `${title} sq`,
          staffDescriptionTwo: 'Site supervision in Tirana.\n\nTwo years of experience.',
          pershkrimiStafDy: 'Mbikëqyrje kantieri në Tiranë.\n\nDy vjet përvojë.',
        });
        try {
          await page.goto(`/adminpage/editstaff/${staffId}`);
          await page.getByLabel('Job title (English)', { exact: true }).fill(`${title} edited`);
          const save = page.getByRole('button', { name: 'Save and publish' });
          await save.scrollIntoViewIfNeeded();
          expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await save.click();

          await expect(page).toHaveURL(`/adminpage/viewstaff/${staffId}`);
          const live = page
            .getByRole('region', { name: 'Publishing to the site' })
            .getByText(new RegExp(`^Job vacancy “${title} edited” updated: live on the site in \\d+ ms`));
          await expect(live).toBeInViewport();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} edited`);
          await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
          await expect(page.locator(':focus')).toContainText('live on the site');
        } finally {
          await deleteThroughApi(`/staff/delete/${staffId}`, adminLogin.token);
        }
      });
    });
  }
});

test('recent publishes leave out contact messages and link only the pages a person reads', async ({
  page,
  adminLogin,
}) => {
  const title = uniqueTitle('published vacancy');
  const { staffId } = await createThroughApi<{ staffId: number }>('/staff/save', adminLogin.token, {
    staffTittle: title,
    titulliStaf: `${title} sq`,
  });
  try {
    await page.goto(`/adminpage/editstaff/${staffId}`);
    await page.getByLabel('Job title (English)', { exact: true }).fill(`${title} edited`);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/staff/update/${staffId}`));
    await page.getByRole('button', { name: 'Save and publish' }).click();
    const eventId = Number((await saved).headers()['x-publish-event']);
    const tray = page.getByRole('region', { name: 'Publishing to the site' });
    await expect(tray.getByText(/live on the site/)).toBeVisible();

    const status = await readApi<PublishStatus>(`/publish/events/${eventId}`, adminLogin.token);
    const pages = status.pages.filter((path) => !/\.[a-z]+$/.test(path));
    const files = status.pages.length - pages.length;
    expect(pages.length, 'pages a person reads').toBeGreaterThan(0);
    expect(files, 'feeds, menus and sitemaps').toBeGreaterThan(0);
    const otherFiles = `and ${files} other ${files === 1 ? 'file' : 'files'}`;

    const trayLinks = tray.getByRole('link');
    await expect(trayLinks.first()).toBeVisible();
    for (const href of await trayLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(pages).toContain(href);
    await expect(tray).toContainText(otherFiles);

    // A contact message is a change event too, newer than the save; it publishes nothing.
    const contact = await fetch(`${API_URL}/contact/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Arta', contactMessage: 'Do you have flats near the lake?' }),
    });
    expect(contact.status).toBe(201);

    await page.goto('/adminpage');
    const recent = page.getByRole('region', { name: 'Recent publishes' });
    const row = recent.getByRole('row').filter({ hasText: `Job vacancy “${title} edited” updated` });
    await expect(row).toBeVisible();
    await expect(recent.getByRole('row').filter({ hasText: /Contact #\d+/ })).toHaveCount(0);
    const rowLinks = row.getByRole('link');
    await expect(rowLinks.first()).toBeVisible();
    for (const href of await rowLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(pages).toContain(href);
    await expect(row).toContainText(otherFiles);
    await expect(recent).not.toContainText('.json');
    await expect(recent).not.toContainText('.xml');
  } finally {
    await deleteThroughApi(`/staff/delete/${staffId}`, adminLogin.token);
  }
});
