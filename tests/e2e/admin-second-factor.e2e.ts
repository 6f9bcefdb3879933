import { TOTP_PERIOD_S } from '#shared/payloads/second-factors.ts';
import { codeAt } from '#server/auth/second-factors.ts';
import { callApi, expect, signIn, test } from './admin-fixtures.ts';

/**
 * A login's second step (docs/decisions/032-second-factors.md): an editor whose account has an
 * authenticator app gives its code after the password, in Albanian and in English; a wrong code is
 * refused; a recovery code gets in once.
 */
test.use({ signedIn: false, allowedConsoleErrors: [/status of 401/] });

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
