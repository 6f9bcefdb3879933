import type { Page } from '@playwright/test';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { API_URL, callApi, confirmDelete, expect, notice, saveAnyway, test, uniqueTitle } from './admin-fixtures.ts';
import { type ChosenFile, KINDS, type Kind } from './admin-kinds.ts';

/**
 * For each kind an admin writes (docs/product.md#screens-and-routes): create with real files, view, edit with a new text and
 * a new file, delete; every step checked through the API's reads.
 */
type Item = Record<string, unknown>;

/** One item as the API answers it; line breaks as typed, since a browser's multipart body sends CRLF. */
async function readItem(kind: Kind, id: number, token: string) {
  const { status, body } = await callApi(kind.single(id), kind.singleNeedsToken ? { token } : {});
  const item = Object.fromEntries(
    Object.entries((body ?? {}) as Item).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replaceAll('\r\n', '\n') : value,
    ]),
  );
  return { status, body: item };
}

async function choose(page: Page, chosen: ChosenFile) {
  await page.getByLabel(chosen.label, { exact: true }).setInputFiles(await chosen.file());
}

/** The status of the file at a URL the API gave. */
const fileStatus = async (url: unknown) => (await fetch(new URL(String(url), API_URL))).status;

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const kind of KINDS) {
  test(`an admin creates a ${kind.name}${kind.files.length > 0 ? ' with its files' : ''}, sees it, edits it and deletes it`, async ({
    page,
    adminLogin,
  }) => {
    test.setTimeout(120_000);
    const { token } = adminLogin;
    const surroundings = (await kind.prepare?.(token)) ?? {};
    const title = uniqueTitle(kind.name);
    const newTitle = `${title} edited`;
    let id = 0;
    try {
      await test.step('create', async () => {
        await page.goto(kind.list);
        await page.getByRole('link', { name: kind.addLink, exact: true }).click();
        await expect(page).toHaveURL(kind.add);
        await page.getByLabel(kind.titleLabel, { exact: true }).fill(title);
        await kind.fill(page, surroundings);
        for (const chosen of kind.files) await choose(page, chosen);
        await page.getByRole('button', { name: /^Create / }).click();
        if (kind.missing) await saveAnyway(page, kind.missing);
        await expect(notice(page, `${kind.one} created successfully!`)).toBeVisible();
        await expect(page).toHaveURL(kind.list);
        const seeLink = page.getByRole('link', { name: `See ${title}`, exact: true });
        id = Number((await seeLink.getAttribute('href'))?.split('/').at(-1));
        expect(id).toBeGreaterThan(0);

        const { status, body: item } = await readItem(kind, id, token);
        expect(status).toBe(200);
        expect(item).toMatchObject({ [kind.titleField]: title, ...kind.saved(surroundings) });
        for (const chosen of kind.files) expect(await fileStatus(item[chosen.field]), chosen.label).toBe(200);
        if (kind.publicList) {
          const listed = (await callApi(kind.publicList(surroundings))).body as Item[];
          expect(listed.map((entry) => entry[kind.titleField])).toEqual([title]);
        }
      });

      const before = (await readItem(kind, id, token)).body;
      await test.step('view', async () => {
        await page.getByRole('link', { name: `See ${title}`, exact: true }).click();
        await expect(page).toHaveURL(kind.view(id));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        const main = page.getByRole('main');
        for (const text of kind.shown(surroundings)) await expect(main).toContainText(text);
        for (const chosen of kind.files) {
          const url = String(before[chosen.field]);
          if (chosen.field === 'pdfUrl') {
            await expect(main.getByRole('link', { name: /^Open the PDF/ })).toHaveAttribute('href', url);
          } else await expect(main.getByAltText(chosen.label, { exact: true })).toHaveAttribute('src', url);
        }
      });

      await test.step('edit', async () => {
        await page.getByRole('link', { name: 'Edit', exact: true }).click();
        await expect(page).toHaveURL(kind.edit(id));
        const titleInput = page.getByLabel(kind.titleLabel, { exact: true });
        await expect(titleInput).toHaveValue(title);
        await titleInput.fill(newTitle);
        if (kind.replaced) await choose(page, kind.replaced);
        await page.getByRole('button', { name: /^(Save changes|Save and publish)$/ }).click();
        if (kind.missing) await saveAnyway(page, kind.missing);
        await expect(notice(page, `${kind.one} updated successfully!`)).toBeVisible();
        await expect(page).toHaveURL(kind.view(id));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

        const after = (await readItem(kind, id, token)).body;
        expect(after).toMatchObject({ [kind.titleField]: newTitle, ...kind.saved(surroundings) });
        for (const chosen of kind.files) {
          if (chosen.field === kind.replaced?.field) continue;
          expect(after[chosen.field], `${chosen.label} is kept`).toBe(before[chosen.field]);
        }
        if (kind.replaced) {
          const { field } = kind.replaced;
          expect(after[field]).toBeTruthy();
          expect(after[field]).not.toBe(before[field]);
          expect(await fileStatus(after[field])).toBe(200);
          // An image replaced stays in the media library (docs/decisions/034-media-library.md); a PDF goes.
          if (mediaReferenceOf(field) in after) expect(await fileStatus(before[field])).toBe(200);
          else
            await expect.poll(() => fileStatus(before[field]), { message: 'the replaced file is removed' }).toBe(404);
        }
      });

      await test.step(`delete from the ${kind.deleteFrom}`, async () => {
        if (kind.deleteFrom === 'list') {
          await page.getByRole('main').getByRole('link', { name: /^←/ }).click();
          await expect(page).toHaveURL(kind.list);
        }
        await confirmDelete(page, page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }));
        await expect(page).toHaveURL(kind.list);
        await expect(notice(page, `${kind.one} deleted successfully!`)).toBeVisible();
        await expect(card(page, newTitle)).toHaveCount(0);
        expect((await readItem(kind, id, token)).status).toBe(404);
        if (kind.publicList) expect((await callApi(kind.publicList(surroundings))).body).toEqual([]);
      });
    } finally {
      // A journey that stopped half-way leaves nothing behind for the other journeys.
      if (id && (await readItem(kind, id, token)).status === 200) {
        await callApi(kind.remove(id), { method: 'DELETE', token });
      }
      await kind.cleanup?.(token, surroundings);
    }
  });
}
