import { codeAt } from '#server/auth/second-factors.ts';
import { TOTP_PERIOD_S } from '#shared/payloads/second-factors.ts';
import { callApi, expect, signIn, test } from './admin-fixtures.ts';

/**
 * A login's second step (docs/decisions/032-second-factors.md): an editor whose account has an
 * authenticator app gives its code after the password, in Albanian and in English; a wrong code is
 * refused; a recovery code gets in once.
 */
// The browser reports the API's refusals of wrong codes (401 at sign-in, 400 when confirming an app) as failed resources.
test.use({ signedIn: false, allowedConsoleErrors: [/status of 40[01]/] });

/** A new editor account with an authenticator app (added through the API): its login, secret and recovery codes. */
async function editorWithApp(adminToken: string, name: string) {
  const account = { username: name, email: `${name}@example.com`, password: `a long password of ${name}` };
  const created = await callApi('/accounts', {
    method: 'POST',
    token: adminToken,
    body: { ...account, roles: ['ROLE_USER'] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const login = await callApi('/user/login', {
    method: 'POST',
    body: { usernameOrEmail: account.email, password: account.password },
  });
  const token = (login.body as { token: string }).token;
  const setup = await callApi('/user/factors/app', { method: 'POST', token });
  const secret = (setup.body as { secret: string }).secret.replace(/\s/g, '');
  const confirmed = await callApi('/user/factors/app/confirm', {
    method: 'POST',
    token,
    body: { code: codeAt(secret) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const deleteAccount = async () => {
    const id = (login.body as { userId: number }).userId;
    await callApi(`/accounts/${id}`, { method: 'DELETE', token: adminToken });
  };
  return {
    account,
    secret,
    recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes,
    deleteAccount,
  };
}

test('an editor with an authenticator app gives its code after the password, and a wrong code is refused', async ({
  page,
  adminLogin,
}) => {
  const editor = await editorWithApp(adminLogin.token, `twostep${Date.now()}`);
  try {
    await page.goto('/loginadmin');
    await signIn(page, editor.account.password, editor.account.email, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second step of signing in');
    const code = page.getByLabel('Code', { exact: true });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This code is not right, or it was used already. Enter the newest code.',
    );
    await expect(page).toHaveURL(/\/loginadmin$/);

    // The code that confirmed the app is used: the next one, as the phone shows it a moment later.
    await code.fill(codeAt(editor.secret, Date.now() + TOTP_PERIOD_S * 1000));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/adminpage$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await editor.deleteAccount();
  }
});

test('in Albanian, a recovery code gets in once and not twice', async ({ page, adminLogin }) => {
  const editor = await editorWithApp(adminLogin.token, `rikuperim${Date.now()}`);
  const [recoveryCode = ''] = editor.recoveryCodes;
  try {
    await page.goto('/loginadmin');
    await signIn(page, editor.account.password, editor.account.email, 'sq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hapi i dytë i hyrjes');
    await page.getByLabel('Kodi', { exact: true }).fill(recoveryCode.toLowerCase());
    await page.getByRole('button', { name: 'Vazhdo' }).click();
    await expect(page).toHaveURL(/\/adminpage$/);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/loginadmin');
    await signIn(page, editor.account.password, editor.account.email, 'sq');
    await page.getByLabel('Kodi', { exact: true }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Vazhdo' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Ky kod nuk është i saktë, ose është përdorur tashmë. Shkruani kodin më të ri.',
    );
    // Back to the password, for another account.
    await page.getByRole('button', { name: 'Hyni me një llogari tjetër' }).click();
    await expect(page.getByLabel('Fjalëkalimi')).toBeVisible();
  } finally {
    await editor.deleteAccount();
  }
});

test('an editor adds an authenticator app on the account screen, keeps the recovery codes, then signs in with a code', async ({
  page,
  adminLogin,
}) => {
  const name = `ownapp${Date.now()}`;
  const account = { username: name, email: `${name}@example.com`, password: `a long password of ${name}` };
  const created = await callApi('/accounts', {
    method: 'POST',
    token: adminLogin.token,
    body: { ...account, roles: ['ROLE_USER'] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  try {
    await page.goto('/loginadmin');
    await signIn(page, account.password, account.email, 'en');
    await expect(page).toHaveURL(/\/adminpage$/);
    await page.goto('/adminpage/account');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(section.getByRole('status')).toHaveText('Off: your password alone signs you in.');
    await section.getByRole('button', { name: 'Add an authenticator app' }).click();
    await expect(section.getByRole('img', { name: 'QR code of the key, for the authenticator app' })).toBeVisible();
    const secret = ((await section.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const code = section.getByLabel('The 6-digit code the app shows');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      'This code does not match. Check that your phone’s time is right, and enter the newest code.',
    );
    await code.fill(codeAt(secret));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect(section.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    const codes = await section.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await expect(section.getByRole('link', { name: 'Download as a text file' })).toHaveAttribute(
      'download',
      'tirana-group-recovery-codes.txt',
    );
    await section.getByRole('button', { name: 'I have kept them' }).click();
    await expect(section.getByRole('status')).toContainText('On: an authenticator app was added on');
    await expect(section.getByRole('status')).toContainText('10 recovery codes left.');

    // Signed out, the password alone no longer signs in: the code of the next step does.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/loginadmin');
    await signIn(page, account.password, account.email, 'en');
    await page.getByLabel('Code', { exact: true }).fill(codeAt(secret, Date.now() + TOTP_PERIOD_S * 1000));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/adminpage$/);

    // Removed with the password, the login asks for the password only.
    await page.goto('/adminpage/account');
    await section.getByRole('button', { name: 'Remove the authenticator app' }).click();
    await section.getByLabel('Your password').fill(account.password);
    await section.getByRole('button', { name: 'Remove the authenticator app' }).click();
    await expect(section.getByRole('status')).toHaveText('Off: your password alone signs you in.');
  } finally {
    await callApi(`/accounts/${(created.body as { userId: number }).userId}`, {
      method: 'DELETE',
      token: adminLogin.token,
    });
  }
});
