import { describe, expect, it } from 'vitest';
import { factorChangeMail } from './factor-change-mails.ts';

const settings = { adminOrigin: 'https://tiranagroup.al' };
const at = new Date('2026-12-06T20:45:00.000Z');
const mail = (language: 'sq' | 'en', change: Parameters<typeof factorChangeMail>[1]['change'], byAdmin?: string) =>
  factorChangeMail(language, { change, owner: 'arta', byAdmin, at }, settings);

describe('the email of a change to an account’s factors', () => {
  it.each([
    [
      'en',
      { action: 'factor-add', factor: 'passkey', passkeyName: 'office laptop' },
      undefined,
      'A passkey named “office laptop” was added to your account',
    ],
    [
      'sq',
      { action: 'factor-add', factor: 'passkey', passkeyName: 'office laptop' },
      undefined,
      'Një çelës kalimi me emrin “office laptop” u shtua në llogarinë tuaj',
    ],
    [
      'en',
      { action: 'factor-remove', factor: 'passkey', passkeyName: 'phone' },
      'ilir',
      'The passkey named “phone” was removed from your account by ilir',
    ],
    [
      'sq',
      { action: 'factor-remove', factor: 'passkey', passkeyName: 'phone' },
      'ilir',
      'ilir hoqi nga llogaria juaj çelësin e kalimit me emrin “phone”',
    ],
    [
      'en',
      { action: 'factor-remove', factor: 'app' },
      'ilir',
      'An authenticator app was removed from your account by ilir',
    ],
    ['sq', { action: 'factor-remove', factor: 'app' }, 'ilir', 'ilir hoqi një aplikacion vërtetimi nga llogaria juaj'],
    ['en', { action: 'factor-remove' }, 'ilir', 'All your second factors were removed by ilir'],
    ['en', { action: 'recovery-codes-new' }, undefined, 'New recovery codes were made for your account'],
  ] as const)('in %s: %j by %s says “%s”', (language, change, byAdmin, subject) => {
    const { subject: written, text } = mail(language, change, byAdmin);
    expect(written).toBe(subject);
    expect(text).toContain(`${subject}.`);
  });

  it('says when in Tirana’s time, who made it, and what to do, in plain text and escaped HTML', () => {
    const { text, html } = mail('en', { action: 'factor-add', factor: 'passkey', passkeyName: '<b>mine</b>' }, 'ilir');
    expect(text).toContain('When: 6 December 2026 at 21:45 (Tirana time)');
    expect(text).toContain('Made by: ilir');
    expect(text).toContain('If you did not ask for this, tell another administrator at once.');
    expect(text).toContain('Open your account: https://tiranagroup.al/adminpage/account');
    expect(html).toContain('&lt;b&gt;mine&lt;/b&gt;');
    expect(html).not.toContain('<b>mine</b>');
  });
});
