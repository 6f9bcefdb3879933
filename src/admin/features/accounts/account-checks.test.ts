import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EN } from '#admin/i18n/en.ts';
import { NEW_PASSWORDS_DIFFER } from '#admin/i18n/en-accounts.ts';
import { SQ } from '#admin/i18n/sq.ts';
import { NewAccountSchema, passwordResetSchemaFor, RolesChangeSchema } from '#shared/payloads/accounts.ts';
import { PasswordChangeSchema } from '#shared/payloads/auth.ts';
import { withRepeatedPassword } from '../account/repeated-password.ts';

const account = {
  username: 'mira',
  email: 'mira@example.com',
  roles: ['ROLE_USER'],
  password: 'a long enough password',
};
const refusals = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

/** Each refusal the account forms check before sending, with words of their own (not zod's defaults). */
const REFUSED: [string, z.ZodType, unknown][] = [
  ['no username', NewAccountSchema, { ...account, username: ' ' }],
  ['a long username', NewAccountSchema, { ...account, username: 'm'.repeat(65) }],
  ['a username with a space', NewAccountSchema, { ...account, username: 'mira k' }],
  ['an email that is not one', NewAccountSchema, { ...account, email: 'mira' }],
  ['no roles', RolesChangeSchema, { roles: [] }],
  ['roles that are not a list', RolesChangeSchema, { roles: 'ROLE_USER' }],
  ['a role twice', RolesChangeSchema, { roles: ['ROLE_USER', 'ROLE_USER'] }],
  ['a short password', NewAccountSchema, { ...account, password: 'short' }],
  ['the email as password', NewAccountSchema, { ...account, password: account.email }],
  [
    'the username as password',
    passwordResetSchemaFor({ ...account, username: 'mira-kastrati' }),
    { password: 'MIRA-KASTRATI' },
  ],
  ['no current password', PasswordChangeSchema, { currentPassword: '', newPassword: account.password }],
  ['two passwords that differ', withRepeatedPassword(NewAccountSchema, 'password'), { ...account, repeatPassword: '' }],
  [
    'two new passwords that differ',
    withRepeatedPassword(PasswordChangeSchema, 'newPassword', NEW_PASSWORDS_DIFFER),
    { currentPassword: 'old', newPassword: account.password, repeatPassword: '' },
  ],
];

describe('the account forms’ refusals', () => {
  it.each(REFUSED)('%s reads in English as the schema writes it, and in Albanian', (_name, schema, value) => {
    const messages = refusals(schema, value) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(EN.accounts.check(message)).toBe(message);
      expect(SQ.accounts.check(message)).not.toBe(message);
    }
  });

  it('leaves words it does not know as they are, the API’s own among them', () => {
    expect(SQ.accounts.check('That username is taken.')).toBe('That username is taken.');
  });
});
