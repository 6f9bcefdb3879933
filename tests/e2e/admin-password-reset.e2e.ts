import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ReceivedMailFile } from '../fixtures/mail-server.ts';
import { callApi, expect, signIn, test } from './admin-fixtures.ts';

/**
 * A forgotten password (docs/decisions/032-second-factors.md#a-forgotten-password), in English and
 * in Albanian: the email the product sends to the journeys' SMTP server (global-setup.ts) sets a
 * new password, which signs out the browser that was signed in; and the account screen's open
 * sessions, where one ends another.
 */
// The browser reports the API's refusal of a link used twice (400) as a failed resource.
test.use({ signedIn: false, allowedConsoleErrors: [/status of 400/] });

/** The mails the product has sent to `address`, from the journeys' SMTP server's folder. */
async function mailsTo(address: string): Promise<ReceivedMailFile[]> {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the mail server');
  const names = (await readdir(folder)).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as ReceivedMailFile),
  );
  return mails.filter((mail) => mail.to.includes(address));
}

/** The reset link of the one mail to `address`, once it came: its path and query, on the site the journeys run. */
async function resetLinkTo(address: string): Promise<{ subject: string; link: string }> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(address);
  const found = mail?.text.match(/https?:\/\/\S+\/adminpage\/resetpassword\?\S+/)?.[0];
  if (!mail || !found) throw new Error(`no reset link in the mail to ${address}`);
  const url = new URL(found);
  return { subject: mail.subject, link: `${url.pathname}${url.search}` };
}

/** A new editor account, made by the admin through the API, deleted after the test. */
async function newEditor(adminToken: string, name: string) {
  const account = { username: name, email: `${name}@example.com`, password: `the old password of ${name}` };
  const created = await callApi('/accounts', {
    method: 'POST',
    token: adminToken,
    body: { ...account, roles: ['ROLE_USER'] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const userId = (created.body as { userId: number }).userId;
  return { ...account, remove: () => callApi(`/accounts/${userId}`, { method: 'DELETE', token: adminToken }) };
}

/** A browser of its own, with nothing stored, signed in as `account` on the dashboard. */
async function signedInBrowser(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/loginadmin');
  await signIn(page, account.password, account.email, 'en');
  await expect(page).toHaveURL(/\/adminpage$/);
  return { context, page };
}

/** The account screen, reached from the admin's own menu. */
async function openAccount(page: Page) {
  await page.goto('/adminpage/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const WORDS = {
  en: {
    forgot: 'Forgot your password?',
    email: 'Email',
    send: 'Send the link',
    sent: 'If an account has this email, a link to choose a new password is on its way.',
    subject: 'Choose a new password for the Tirana Group admin',
    heading: 'Choose a new password',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    submit: 'Set the password and sign in',
    refused: 'This link has expired or was used already. Ask for a new one.',
    dashboard: 'Dashboard',
  },
  sq: {
    forgot: 'Keni harruar fjalëkalimin?',
    email: 'Email-i',
    send: 'Dërgo lidhjen',
    sent: 'Nëse një llogari e ka këtë email, një lidhje për të zgjedhur një fjalëkalim të ri është nisur.',
    subject: 'Zgjidhni një fjalëkalim të ri për administrimin e Tirana Group',
    heading: 'Zgjidhni një fjalëkalim të ri',
    newPassword: 'Fjalëkalimi i ri',
    repeat: 'Përsëritni fjalëkalimin e ri',
    submit: 'Ruaj fjalëkalimin dhe hyr',
    refused: 'Kjo lidhje ka skaduar ose është përdorur tashmë. Kërkoni një të re.',
    dashboard: 'Paneli',
  },
} as const;

for (const language of ['en', 'sq'] as const) {
  const words = WORDS[language];
  test(`a forgotten password's email sets a new password and signs out the old session (${language})`, async ({
    page,
    browser,
    baseURL,
    adminLogin,
  }) => {
    const editor = await newEditor(adminLogin.token, `forgot${language}${Date.now()}`);
    const other = await signedInBrowser(browser, baseURL, editor);
    try {
      await test.step('the login page takes the email and answers the same words', async () => {
        await page.goto('/loginadmin');
        const choice = page.getByRole('button', { name: language === 'en' ? 'English' : 'Shqip', exact: true });
        await expect(async () => {
          await choice.click();
          await expect(choice).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
        }).toPass();
        await page.getByRole('button', { name: words.forgot }).click();
        await page.getByLabel(words.email, { exact: true }).fill(editor.email);
        await page.getByRole('button', { name: words.send }).click();
        await expect(page.getByRole('status')).toContainText(words.sent);
      });

      const { subject, link } = await resetLinkTo(editor.email);
      expect(subject).toBe(words.subject);

      await test.step('the link sets the new password and signs in', async () => {
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
        // The token leaves the address bar once the screen has read it.
        await expect(page).toHaveURL(new RegExp(`/adminpage/resetpassword\\?language=${language}$`));
        const newPassword = `a new password for ${language} journeys`;
        await page.getByLabel(words.newPassword, { exact: true }).fill(newPassword);
        await page.getByLabel(words.repeat).fill(newPassword);
        await page.getByRole('button', { name: words.submit }).click();
        await expect(page).toHaveURL(/\/adminpage$/);
        await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
      });

      await test.step('the browser that was signed in is sent to the login', async () => {
        await other.page.reload();
        await expect(other.page).toHaveURL(/\/loginadmin/);
      });

      await test.step('the link does not work twice', async () => {
        await page.goto(link);
        await page.getByLabel(words.newPassword, { exact: true }).fill('one more password for the link');
        await page.getByLabel(words.repeat).fill('one more password for the link');
        await page.getByRole('button', { name: words.submit }).click();
        await expect(page.getByRole('alert')).toHaveText(words.refused);
      });
    } finally {
      await other.context.close();
      await editor.remove();
    }
  });
}

test('the account screen lists two open sessions and ends the other one, which is signed out', async ({
  page,
  browser,
  baseURL,
  adminLogin,
}) => {
  const editor = await newEditor(adminLogin.token, `sessions${Date.now()}`);
  const other = await signedInBrowser(browser, baseURL, editor);
  try {
    await page.goto('/loginadmin');
    await signIn(page, editor.password, editor.email, 'en');
    await expect(page).toHaveURL(/\/adminpage$/);
    await openAccount(page);
    const sessions = page.getByRole('list', { name: 'Your open sessions, newest first' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('This session');
    // The User-Agent Playwright's "Desktop Chrome" sends.
    await expect(sessions.first()).toContainText('Chrome on Windows');
    await expect(sessions.first()).toContainText('Password');
    await expect(sessions.nth(1)).not.toContainText('This session');
    await expect(sessions.first().getByRole('button', { name: /^End/ })).toHaveCount(0);

    await sessions.nth(1).getByRole('button', { name: /^End/ }).click();
    const question = page.getByRole('alertdialog', { name: 'End this session?' });
    await expect(question).toContainText('must sign in again');
    await question.getByRole('button', { name: 'End', exact: true }).click();
    await expect(page.getByRole('region').getByText('The session is ended.', { exact: true })).toBeVisible();
    await expect(sessions).toHaveCount(1);

    await other.page.reload();
    await expect(other.page).toHaveURL(/\/loginadmin/);
  } finally {
    await other.context.close();
    await editor.remove();
  }
});
