import type { FactorRule } from '#shared/payloads/factor-rule.ts';

/**
 * The words of the second-factor rule (`factorRule`: setting it on the accounts screen, the screen
 * an account it covers is sent to, and an admin removing another account's factors), in English;
 * docs/decisions/032-second-factors.md. Part of the admin's catalogue (en.ts takes them in).
 */
export const EN_FACTOR_RULE = {
  factorRule: {
    /** On the accounts screen. */
    title: 'Two-step sign-in',
    intro:
      'Require a second factor (an authenticator app or a passkey) after the password. An account the rule covers that has none is sent straight to setting one up, and can do nothing else until it has.',
    legend: 'Who must have a second factor',
    choices: {
      off: { name: 'No one', about: 'each account chooses' },
      admins: { name: 'Administrators', about: 'accounts with the administrator role' },
      everyone: { name: 'Every account', about: 'administrators and editors' },
    } satisfies Record<FactorRule, { name: string; about: string }>,
    save: 'Save the rule',
    saving: 'Saving…',
    saved: (rule: FactorRule): string =>
      rule === 'off'
        ? 'No account must have a second factor now.'
        : rule === 'admins'
          ? 'Administrators must now have a second factor.'
          : 'Every account must now have a second factor.',
    /** Refused: the admin setting it has no factor, and would be locked out of this screen. */
    ownFirst: 'Add an authenticator app or a passkey to your own account before you require one.',
    ownFirstLink: 'Go to your account',
    /** The screen an account the rule covers is sent to until it has a factor. */
    setup: {
      title: 'Set up a second factor',
      intro:
        'An administrator requires a second factor on this account: after your password, signing in will also ask for a code from an authenticator app, or for a passkey. Add one below to go on; nothing else in the admin opens until you have.',
      goOn: 'Go on to the dashboard',
      goOnHint: 'Your account has a second factor: the admin is open.',
    },
    /** An admin removes another account's factors, on the accounts screen. */
    /** In the account's state: it has a second factor. */
    twoStep: 'Two-step sign-in',
    remove: 'Remove second factors',
    removeLabel: (name: string) => `Remove the second factors of ${name}`,
    removeQuestion: (name: string) => `Remove the second factors of ${name}?`,
    removeText: (name: string) =>
      `For a lost phone: the authenticator app, passkeys and recovery codes of ${name} are removed, and ${name} is signed out everywhere. They sign in with their password alone, then add a new factor (at once, if the rule requires one). They are told by email that you did it, and the activity log says so.`,
    removed: (name: string) => `The second factors of ${name} are removed; they were signed out everywhere.`,
  },
};
