import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/ensure-browser.ts';
import { E2E_SITE_PORT } from './tests/e2e/ports.ts';

/** Browser journeys against the whole product (`npm start` on its own ports and data), in Debian's Chromium. */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['./tests/e2e/summary-reporter.ts']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${E2E_SITE_PORT}`,
    viewport: { width: 1440, height: 1000 },
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['**/admin-*.e2e.ts', '**/locked-database.e2e.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 1000 } },
      // The admin journeys write content, and the public journeys compare the API with the site
      // built before: the admin ones run after them. As a teardown they run even when a public
      // journey fails, and alone when only they are asked for (`--no-deps` leaves them out).
      teardown: 'admin',
    },
    {
      // These run one at a time, with nothing else writing: after the public journeys, before the
      // other admin journeys (a teardown waits for its project's dependants; Playwright never runs
      // a teardown's own teardown, so they cannot come after the admin journeys). Reordering sends
      // every id of a list, which another journey's new or deleted project would change under it
      // (409); the lists' journey adds 2,000 catalogues, newer than any other journey's, and
      // deletes them when it ends; the locked database's holds the SQLite file's write lock, which
      // stops every other write; the units' import publishes 600 pages at once, which would hold
      // up another journey's "live within a second"; the second-factor rule, while the factor rule's
      // journey has it on, holds back every account without a factor, the demo ones included; the
      // schedule's journey reads its publish among the dashboard's latest ten, which the other
      // journeys' writes (twenty images added at once) push out while it waits for the due time.
      name: 'admin-alone',
      testMatch: [
        '**/admin-schedule.e2e.ts',
        '**/admin-order.e2e.ts',
        '**/admin-lists.e2e.ts',
        '**/locked-database.e2e.ts',
        '**/admin-unit-import.e2e.ts',
        '**/admin-factor-rule.e2e.ts',
      ],
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 1000 } },
    },
    {
      name: 'admin',
      testMatch: '**/admin-*.e2e.ts',
      testIgnore: [
        '**/admin-schedule.e2e.ts',
        '**/admin-order.e2e.ts',
        '**/admin-lists.e2e.ts',
        '**/admin-unit-import.e2e.ts',
        '**/admin-factor-rule.e2e.ts',
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 1000 } },
    },
  ],
});
