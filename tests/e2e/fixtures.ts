import { test as base, expect, type Page } from '@playwright/test';
import { E2E_API_PORT } from './ports.ts';

export { expect };

/** The API beside the site under test. */
export const API_URL = process.env.E2E_API_URL ?? `http://localhost:${E2E_API_PORT}`;
export const DEMO_ADMIN = { usernameOrEmail: 'admin@tiranagroup.al', password: 'demo-admin-2026' };
/** An account without the admin role, added by the global setup. */
export const DEMO_VIEWER = { usernameOrEmail: 'viewer@tiranagroup.al', password: 'viewer-password-2026' };
/** A second admin, added by the global setup, for journeys of two admins at once. */
export const DEMO_EDITOR = { usernameOrEmail: 'editor@tiranagroup.al', password: 'editor-password-2026' };
/** A third admin, added by the global setup, whose own password a journey changes (ending its sessions). */
export const DEMO_MANAGER = { usernameOrEmail: 'manager@tiranagroup.al', password: 'manager-password-2026' };

/**
 * `page` fails its test on any console error or uncaught exception (STYLE.md: a stray
 * console.error fails a browser test); `adminToken` logs in to the API as the demo admin.
 */
export const test = base.extend<{ adminToken: string; apiURL: string; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, such as the 404 of a page that must not exist. */
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  apiURL: async ({}, use) => use(API_URL),
  adminToken: async ({ request }, use) => {
    const response = await request.post(`${API_URL}/user/login`, { data: DEMO_ADMIN });
    expect(response.ok()).toBe(true);
    await use((await response.json()).token);
  },
});

/** Waits until the island of `component` has hydrated; before that its controls do nothing. */
export async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr');
}
