import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page, Response } from '@playwright/test';
import { decodeJwt } from 'jose';
import { ADMIN_LANGUAGE_STORAGE_KEY } from '#admin/i18n/admin-language.ts';
import { type ApiBody, apiRequest } from '#scripts/services/api-request.ts';
import type { Media } from '#shared/entities/media.ts';
import { PUBLISH_EVENT_HEADER, type PublishStatus } from '#shared/payloads/publish.ts';
import { pngImage } from '../fixtures/files.ts';
import { API_URL, test as base, DEMO_ADMIN, DEMO_VIEWER, expect } from './fixtures.ts';

export { API_URL, DEMO_ADMIN, expect };

/** The answer of POST /user/login (docs/product.md#entities-and-their-fields). */
export interface AdminLogin {
  token: string;
  userId: number;
  username: string;
  email: string;
  roles: { role: string }[];
}

/** When a login's token expires, in milliseconds since the epoch (its `exp`). */
export const tokenExpiry = (login: AdminLogin) => (decodeJwt(login.token).exp ?? 0) * 1000;

/**
 * The local storage of a signed-in admin, as docs/product.md#states-and-transitions keeps it, and the admin's language as if
 * chosen at an English sign-in (the tests read the admin in English unless they switch it).
 */
export function sessionEntries(login: AdminLogin): { name: string; value: string }[] {
  return [
    { name: 'token', value: login.token },
    { name: 'userId', value: String(login.userId) },
    { name: 'username', value: login.username },
    { name: 'email', value: login.email },
    { name: 'role', value: JSON.stringify(login.roles.map(({ role }) => role)) },
    { name: ADMIN_LANGUAGE_STORAGE_KEY, value: 'en' },
  ];
}

/**
 * `signedIn` (default true) opens every page with the demo admin's session already in local
 * storage; `adminLogin` is that session, one login per test, since a test may end it.
 */
export const test = base.extend<{ signedIn: boolean; adminLogin: AdminLogin }>({
  signedIn: [true, { option: true }],
  adminLogin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const response = await fetch(`${API_URL}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      });
      if (!response.ok) throw new Error(`The demo admin cannot log in: ${response.status}`);
      await use((await response.json()) as AdminLogin);
    },
    { scope: 'test' },
  ],
  storageState: async ({ signedIn, adminLogin, baseURL, storageState }, use) => {
    if (!signedIn || !baseURL) return use(storageState);
    await use({
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: sessionEntries(adminLogin) }],
    });
  },
});

/** A call to the API as a test makes it, with the admin's token when given one. */
export async function callApi(
  path: string,
  options: { method?: string; token?: string; body?: ApiBody } = {},
): Promise<{ status: number; body: unknown }> {
  const { method = 'GET', token, body } = options;
  const response = await fetch(`${API_URL}${path}`, apiRequest(method, { token, body }));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A public or admin read that must succeed. */
export async function readApi<T>(path: string, token?: string): Promise<T> {
  const { status, body } = await callApi(path, token ? { token } : {});
  expect(status, `GET ${path}`).toBe(200);
  return body as T;
}

/** Creates through the API (JSON, no files) what a journey needs beside the screen it tests. */
export async function createThroughApi<T>(path: string, token: string, body: object): Promise<T> {
  const answer = await callApi(path, { method: 'POST', token, body });
  expect(answer.status, `POST ${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body as T;
}

/** Adds a PNG of the given size to a project's gallery through the API; answers the new image. */
export async function addGalleryImage<T = { galleryImageId: number; galleryImageUrl: string }>(
  token: string,
  projectId: number,
  [width, height]: readonly [number, number],
): Promise<T> {
  const body = new FormData();
  body.append('projectId', String(projectId));
  body.append('galleryImageUrl', new Blob([await pngImage(width, height)], { type: 'image/png' }), 'image.png');
  const answer = await callApi('/gallery/save', { method: 'POST', token, body });
  expect(answer.status, `POST /gallery/save: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body as T;
}

/** Adds an image to the media library through the API, with its texts and point if given; a small PNG unless `image` is given. */
export async function uploadThroughApi(
  token: string,
  name: string,
  fields: Record<string, string> = {},
  image?: Buffer<ArrayBuffer>,
): Promise<Media> {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  body.append('imageUrl', new Blob([image ?? (await pngImage(120, 80))], { type: 'image/png' }), name);
  const answer = await callApi('/media/save', { method: 'POST', token, body });
  expect(answer.status, `POST /media/save: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body as Media;
}

/** Waits until the publisher has handled the change event a write's answer names. */
export async function handled(write: Promise<Response>, token: string) {
  const eventId = (await write).headers()[PUBLISH_EVENT_HEADER.toLowerCase()];
  const state = async () => (await readApi<PublishStatus>(`/publish/events/${eventId}`, token)).state;
  await expect.poll(state, { message: `change event ${eventId} is handled` }).toBe('live');
}

export async function deleteThroughApi(path: string, token: string) {
  const { status } = await callApi(path, { method: 'DELETE', token });
  expect([200, 404], `DELETE ${path}`).toContain(status);
}

/**
 * What axe finds against WCAG 2.2 AA on the page as it is: each rule broken, with the elements that
 * break it; apart from the parts `excluding` selects.
 */
export async function violationsOn(page: Page, excluding?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const { violations } = await (excluding ? builder.exclude(excluding) : builder).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** A title no other test, parallel run or earlier run uses. */
export const uniqueTitle = (what: string) =>
  `E2E ${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Signs in through the login form, in the language its page opens in (Albanian with nothing stored,
 * docs/product.md#what-it-does-and-for-whom; the admin's after an earlier sign-in or switch), or first switched to `language`: the
 * admin then speaks the language of the sign-in.
 */
export async function signIn(
  page: Page,
  password = DEMO_ADMIN.password,
  account = DEMO_ADMIN.usernameOrEmail,
  language?: 'sq' | 'en',
) {
  if (language) {
    // A press before the page has hydrated is lost: pressed again until the choice shows.
    const choice = page.getByRole('button', { name: language === 'en' ? 'English' : 'Shqip', exact: true });
    await expect(async () => {
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
    }).toPass();
  }
  await page.getByLabel(/^(Email-i|Email)$/).fill(account);
  await page.getByLabel(/^(Fjalëkalimi|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Hyni|Sign in)$/ }).click();
}

/** Where every control of the page's forms sits, in page coordinates: what must not move when a message appears. */
export const controlBoxes = (page: Page) =>
  page.locator('form :is(input, select, textarea)').evaluateAll((controls) =>
    controls.map((control) => {
      const box = control.getBoundingClientRect();
      return [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round);
    }),
  );

/** A confirmation or failure in the notifications region (docs/product.md#error-messages wording). */
export const notice = (page: Page, text: string): Locator => page.getByRole('region').getByText(text, { exact: true });

/** Clicks a Delete button and confirms in the alert dialog it opens. */
export async function confirmDelete(page: Page, trigger: Locator) {
  await trigger.click();
  // Toasts are alert dialogs too; the question is the one that asks.
  const dialog = page.getByRole('alertdialog', { name: /^Delete this / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/** Answers the form's question before a save that leaves the public site without a text; it must say `what`. */
export async function saveAnyway(page: Page, what: string | RegExp) {
  const question = page.getByRole('alertdialog', { name: 'Save with texts missing?' });
  await expect(question).toContainText(what);
  await question.getByRole('button', { name: 'Save anyway' }).click();
}

/**
 * A second browser, signed in as the demo editor (ROLE_USER) with a session of its own, its admin in
 * Albanian: another person at the same time as the test's admin.
 */
export async function albanianEditorBrowser(browser: Browser, baseURL: string) {
  const login = (await callApi('/user/login', { method: 'POST', body: DEMO_VIEWER })).body as AdminLogin;
  const entries = sessionEntries(login).map((entry) =>
    entry.name === ADMIN_LANGUAGE_STORAGE_KEY ? { ...entry, value: 'sq' } : entry,
  );
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: entries }] },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The next whole minute at least `leadMs` ahead: a date-and-time field takes minutes. */
export function nextMinute(leadMs: number): Date {
  const minute = 60_000;
  return new Date(Math.ceil((Date.now() + leadMs) / minute) * minute);
}
