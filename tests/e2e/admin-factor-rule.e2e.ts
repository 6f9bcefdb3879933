import type { Browser, Page } from '@playwright/test';
import { ADMIN_LANGUAGE_STORAGE_KEY } from '#admin/i18n/admin-language.ts';
import { codeAt } from '#server/auth/second-factors.ts';
import { type AdminLogin, callApi, expect, sessionEntries, signIn, test, violationsOn } from './admin-fixtures.ts';

/**
 * The second-factor rule (docs/decisions/032-second-factors.md): an admin with a factor of its own
 * requires one of every account; an editor without one signs in with its password and is held on
 * setting up an authenticator app, with no other screen to reach, until it has one; then it goes
 * on to the dashboard. In English and in Albanian.
 *
 * The rule holds for every account of the product, the demo ones other journeys sign in with
 * included: this journey runs alone (playwright.config.ts, `admin-alone`), and turns the rule off
 * again whatever happens.
 */
// The editor's calls before it has a factor are refused (403), which the browser reports as failed resources.
test.use({ signedIn: false, allowedConsoleErrors: [/status of 403/] });

const WORDS = {
  en: {
    every: /^Every account/,
    save: 'Save the rule',
    saved: 'Every account must now have a second factor.',
    setup: 'Set up a second factor',
    section: 'Two-step sign-in',
    add: 'Add an authenticator app',
    code: 'The 6-digit code the app shows',
    confirm: 'Confirm',
    kept: 'I have kept them',
    sections: 'Sections',
  },
  sq: {
    every: /^Çdo llogari/,
    save: 'Ruaj rregullin',
    saved: 'Tani çdo llogari duhet të ketë faktor të dytë.',
    setup: 'Shtoni një faktor të dytë',
    section: 'Hyrja me dy hapa',
    add: 'Shto një aplikacion vërtetimi',
    code: 'Kodi me 6 shifra që shfaq aplikacioni',
    confirm: 'Konfirmo',
    kept: 'I kam ruajtur',
    sections: 'Seksionet',
  },
} as const;

/** A new account of `roles` made through the API by the demo admin; with `withApp`, an authenticator app added. */
async function newAccount(adminToken: string, name: string, roles: string[], withApp: boolean) {
  const account = { username: name, email: `${name}@example.com`, password: `a long password of ${name}` };
  const created = await callApi('/accounts', { method: 'POST', token: adminToken, body: { ...account, roles } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await callApi('/user/login', {
    method: 'POST',
    body: { usernameOrEmail: account.email, password: account.password },
  });
  const session = login.body as AdminLogin;
  if (withApp) {
    const setup = await callApi('/user/factors/app', { method: 'POST', token: session.token });
    const secret = (setup.body as { secret: string }).secret.replace(/\s/g, '');
    const confirmed = await callApi('/user/factors/app/confirm', {
      method: 'POST',
      token: session.token,
      body: { code: codeAt(secret) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  }
  return { account, session };
}

/** A page of its own browser context, signed in as `session` in `language` (or signed out without one). */
async function pageOf(browser: Browser, baseURL: string, language: 'sq' | 'en', session?: AdminLogin): Promise<Page> {
  const entries = session
    ? sessionEntries(session).map((entry) =>
        entry.name === ADMIN_LANGUAGE_STORAGE_KEY ? { ...entry, value: language } : entry,
      )
    : [];
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: entries }] },
  });
  return context.newPage();
}

for (const language of ['en', 'sq'] as const) {
  test(`${language}: with a second factor required of every account, an editor without one is held on setting one up, then reaches the dashboard`, async ({
    browser,
    baseURL,
    adminLogin,
  }) => {
    const words = WORDS[language];
    const stamp = `${language}${Date.now()}`;
    const admin = await newAccount(adminLogin.token, `ruleadmin${stamp}`, ['ROLE_ADMIN'], true);
    const editor = await newAccount(adminLogin.token, `ruleeditor${stamp}`, ['ROLE_USER'], false);
    const origin = baseURL ?? '';
    const adminPage = await pageOf(browser, origin, language, admin.session);
    const editorPage = await pageOf(browser, origin, language);
    try {
      await adminPage.goto('/adminpage/accounts');
      const rule = adminPage.getByRole('region', { name: words.section });
      await rule.getByRole('radio', { name: words.every }).check();
      await rule.getByRole('button', { name: words.save }).click();
      await expect(adminPage.getByText(words.saved)).toBeVisible();
      expect(await violationsOn(adminPage)).toEqual([]);

      await editorPage.goto('/loginadmin');
      await signIn(editorPage, editor.account.password, editor.account.email, language);
      await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(words.setup);
      await expect(editorPage.getByRole('navigation', { name: words.sections })).toHaveCount(0);
      expect(await violationsOn(editorPage)).toEqual([]);
      // No other screen opens, typed or not.
      await editorPage.goto('/adminpage/projects');
      await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(words.setup);
      await expect(editorPage.getByRole('navigation', { name: words.sections })).toHaveCount(0);

      const section = editorPage.getByRole('region', { name: words.section });
      await section.getByRole('button', { name: words.add }).click();
      const secret = ((await section.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
      await section.getByLabel(words.code).fill(codeAt(secret));
      await section.getByRole('button', { name: words.confirm }).click();
      await expect(section.getByRole('listitem')).toHaveCount(10);
      await section.getByRole('button', { name: words.kept }).click();

      await expect(editorPage).toHaveURL(/\/adminpage$/);
      await expect(editorPage.getByRole('navigation', { name: words.sections })).toBeVisible();
      await editorPage.goto('/adminpage/projects');
      await expect(editorPage.getByRole('heading', { level: 1 })).not.toHaveText(words.setup);
    } finally {
      // The admin who set it has a factor, so the rule does not hold its token back.
      const off = await callApi('/accounts/factor-rule', {
        method: 'PUT',
        token: admin.session.token,
        body: { rule: 'off' },
      });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      for (const { session } of [editor, admin])
        await callApi(`/accounts/${session.userId}`, { method: 'DELETE', token: adminLogin.token });
      await adminPage.context().close();
      await editorPage.context().close();
    }
  });
}
