import type { Page } from '@playwright/test';
import { ADMIN_LANGUAGE_STORAGE_KEY } from '#admin/i18n/admin-language.ts';
import { EN } from '#admin/i18n/en.ts';
import { SQ } from '#admin/i18n/sq.ts';
import {
  ACCOUNT_PATH,
  ACCOUNTS_PATH,
  ACTIVITY_PATH,
  DASHBOARD_PATH,
  screenPaths,
  TRASH_PATH,
} from '#admin/lib/routes.ts';
import { ENTITIES } from '#shared/entities/entities.ts';
import { MEDIA, type Media } from '#shared/entities/media.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { pngImage } from '../fixtures/files.ts';
import { callApi, deleteThroughApi, expect, readApi, test } from './admin-fixtures.ts';

/** Every fixed text of a catalogue: its strings, however deep; sentences built by functions are left out. */
function fixedTexts(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue];
  if (catalogue === null || typeof catalogue !== 'object') return [];
  return Object.values(catalogue).flatMap(fixedTexts);
}

/** The words of the entities' descriptors the admin shows: each kind's nouns and its dashboard card. */
const nounsIn = (language: Language) =>
  ENTITIES.flatMap(({ noun, admin }) => {
    const words = language === 'en' ? { ...noun, ...admin } : admin.sq;
    return [words.one, words.many, words.dashboard.label, words.dashboard.about];
  });

/** The names of the languages, which the admin's switch shows in their own words on every screen. */
const LANGUAGE_SWITCH = new Set(['English', 'Shqip']);

/**
 * A language's own texts: those of its catalogue and nouns that the other language does not also
 * use (a brand, "Email", "PDF"), with a letter in them and more than a word's start.
 */
function ownTexts(language: Language): Set<string> {
  const [mine, theirs] = language === 'en' ? [EN, SQ] : [SQ, EN];
  const other = new Set([...fixedTexts(theirs), ...nounsIn(language === 'en' ? 'sq' : 'en')]);
  return new Set(
    [...fixedTexts(mine), ...nounsIn(language)]
      .map((text) => text.trim())
      .filter((text) => text.length > 2 && /\p{L}/u.test(text) && !other.has(text) && !LANGUAGE_SWITCH.has(text)),
  );
}

/** Every text a person or a screen reader meets on the page: each element's own words, its short text, its labels. */
const textsOnPage = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const tidy = text?.replace(/\s+/g, ' ').trim();
      if (tidy) texts.add(tidy);
    };
    add(document.title);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      add([...element.childNodes].map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join(''));
      if (element.innerText && element.innerText.length < 120) add(element.innerText);
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'])
        add(element.getAttribute(attribute));
    }
    return [...texts];
  });

/**
 * The screens of the admin with an item of each kind: lists, adds, views, edits and histories, and
 * the admin's own. An image of the media library is `image`'s: the demo content has none, and one
 * there might be deleted by another journey meanwhile.
 */
async function everyScreen(token: string, image: Media): Promise<string[]> {
  const screens = [DASHBOARD_PATH, TRASH_PATH, ACCOUNTS_PATH, ACCOUNT_PATH, ACTIVITY_PATH];
  for (const entity of ENTITIES) {
    const has: { add?: string; view?: string; edit?: string } = entity.admin.screens;
    const paths = screenPaths(entity);
    screens.push(paths.list);
    if (has.add) screens.push(paths.add);
    if (entity.kind === MEDIA.kind) screens.push(paths.view(image.mediaId), paths.history(image.mediaId));
    if (!has.view || entity.kind === MEDIA.kind) continue;
    const [list] = entity.api.lists;
    const found = list && (await readApi<unknown>(list.path, token));
    const items = (Array.isArray(found) ? found : ((found as { items?: unknown[] })?.items ?? [])) as Record<
      string,
      unknown
    >[];
    // The oldest, of the demo content: the other journeys, running meanwhile, delete what they add.
    const ids = items.map((item) => Number(item[entity.idField]));
    const id = ids.length > 0 ? Math.min(...ids) : undefined;
    if (id === undefined) throw new Error(`The demo content has no ${entity.kind} to open`);
    screens.push(paths.view(String(id)));
    if (has.edit) screens.push(paths.edit(String(id)), paths.history(String(id)));
  }
  return screens;
}

/** An image of the library to open its screens on, with a text in English and none in Albanian. */
async function uploadImage(token: string): Promise<Media> {
  const body = new FormData();
  body.append('altEn', 'A terrace over the lake');
  body.append('imageUrl', new Blob([await pngImage(120, 80)], { type: 'image/png' }), 'terrace.png');
  const answer = await callApi('/media/save', { method: 'POST', token, body });
  expect(answer.status, `POST /media/save: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body as Media;
}

for (const [language, other] of [
  ['sq', 'en'],
  ['en', 'sq'],
] as const) {
  test(`every admin screen in ${language === 'sq' ? 'Albanian' : 'English'} shows none of the admin's ${other === 'en' ? 'English' : 'Albanian'} words`, async ({
    page,
    adminLogin,
  }) => {
    test.setTimeout(180_000);
    const foreign = ownTexts(other);
    expect(foreign.size).toBeGreaterThan(300);
    await page.addInitScript(([key, chosen]) => localStorage.setItem(key, chosen), [
      ADMIN_LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    const found: Record<string, string[]> = {};
    const image = await uploadImage(adminLogin.token);
    try {
      for (const screen of await everyScreen(adminLogin.token, image)) {
        await page.goto(screen);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const slips = (await textsOnPage(page)).filter((text) => foreign.has(text));
        if (slips.length > 0) found[screen] = slips;
      }
    } finally {
      await deleteThroughApi(`/media/delete/${image.mediaId}`, adminLogin.token);
    }
    expect(found).toEqual({});
  });
}
