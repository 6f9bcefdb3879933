import type { Page } from '@playwright/test';
import { callApi, expect, signIn, test } from './admin-fixtures.ts';

/**
 * Passkeys in the browser (docs/decisions/032-second-factors.md#passkeys), through Chromium's own
 * WebAuthn with a virtual authenticator (a real ceremony: the browser makes and signs with the
 * key): an admin adds a passkey on the account screen, logs out and signs in with it, in English
 * and in Albanian.
 */
test.use({ signedIn: false });

/** A platform authenticator that holds discoverable credentials and verifies its user, as a laptop's would. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/**
 * Makes the page's browser say it has no passkey suggestions (conditional mediation), as some do:
 * the virtual authenticator answers such a request at once, as a person picking the suggestion
 * would, and the button is then the way in.
 */
const withoutSuggestions = (page: Page) =>
  page.evaluate(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });

/** A new admin account for the journey, made through the API; deleted when it ends. */
async function newAdmin(adminToken: string, name: string) {
  const account = { username: name, email: `${name}@example.com`, password: `a long password of ${name}` };
  const created = await callApi('/accounts', {
    method: 'POST',
    token: adminToken,
    body: { ...account, roles: ['ROLE_ADMIN'] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const userId = (created.body as { userId: number }).userId;
  return { account, remove: () => callApi(`/accounts/${userId}`, { method: 'DELETE', token: adminToken }) };
}

test('an admin adds a passkey on the account screen, logs out and signs in with it, from the browser’s suggestion or the button', async ({
  page,
  adminLogin,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const admin = await newAdmin(adminLogin.token, `passkey${Date.now()}`);
  try {
    await page.goto('/loginadmin');
    await expect(page.getByLabel('Email-i')).toHaveAttribute('autocomplete', 'username webauthn');
    await signIn(page, admin.account.password, admin.account.email, 'en');
    await expect(page).toHaveURL(/\/adminpage$/);

    await page.goto('/adminpage/account');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('alert')).toHaveText('Name the passkey, such as “office laptop”.');
    await section.getByLabel('Name of the new passkey').fill('office laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();

    // The first factor: its recovery codes, shown once.
    await expect(section.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    expect(
      await section
        .getByRole('listitem')
        .filter({ has: page.locator('code') })
        .count(),
    ).toBe(10);
    await section.getByRole('button', { name: 'I have kept them' }).click();
    const row = section.getByRole('listitem').filter({ hasText: 'office laptop' });
    await expect(row).toContainText('not used yet');
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect(page.getByRole('region', { name: 'Two-step sign-in' }).getByRole('status')).toHaveText(
      'On: after your password, signing in asks for one of your passkeys. 10 recovery codes left.',
    );

    await row.getByRole('button', { name: 'Rename: office laptop' }).click();
    await section.getByLabel('New name of “office laptop”').fill('work laptop');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: 'work laptop' })).toBeVisible();

    // Logged out, the login page asks the browser for the site's passkeys among the email field's
    // suggestions; the authenticator answers, and the admin is back where they were.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/adminpage\/account$/);
    await expect(page.getByRole('banner').getByText(admin.account.email)).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: 'work laptop' })).toContainText('last used');

    await withoutSuggestions(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/loginadmin/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/adminpage\/account$/);
    await expect(page.getByRole('banner').getByText(admin.account.email)).toBeVisible();
  } finally {
    await admin.remove();
  }
});

test('in Albanian, an admin adds a passkey, logs out and signs in with it', async ({ page, adminLogin }) => {
  await addVirtualAuthenticator(page);
  const admin = await newAdmin(adminLogin.token, `celes${Date.now()}`);
  try {
    await page.goto('/loginadmin');
    await signIn(page, admin.account.password, admin.account.email, 'en');
    await expect(page).toHaveURL(/\/adminpage$/);
    await page.goto('/adminpage/account');
    // The admin's own language switch.
    await page.getByRole('group', { name: 'Admin language' }).getByRole('button', { name: 'Shqip' }).click();

    const section = page.getByRole('region', { name: 'Çelësat e kalimit' });
    await expect(section.getByText('Ende asnjë çelës kalimi.')).toBeVisible();
    await section.getByLabel('Emri i çelësit të ri të kalimit').fill('laptopi i zyrës');
    await section.getByRole('button', { name: 'Shto një çelës kalimi' }).click();
    await expect(section.getByRole('heading', { name: 'Kodet tuaja të rikuperimit' })).toBeVisible();
    await section.getByRole('button', { name: 'I kam ruajtur' }).click();
    await expect(section.getByRole('listitem').filter({ hasText: 'laptopi i zyrës' })).toContainText(
      'ende i papërdorur',
    );

    await withoutSuggestions(page);
    await page.getByRole('button', { name: 'Dil' }).click();
    await expect(page).toHaveURL(/\/loginadmin/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyni Ne Llogarine Tuaj!');
    await page.getByRole('button', { name: 'Hyni me një çelës kalimi' }).click();
    await expect(page).toHaveURL(/\/adminpage\/account$/);
    await expect(section.getByRole('listitem').filter({ hasText: 'laptopi i zyrës' })).toContainText(
      'përdorur së fundi',
    );
  } finally {
    await admin.remove();
  }
});
