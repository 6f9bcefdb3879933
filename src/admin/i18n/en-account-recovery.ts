import type { SessionBeginning } from '#shared/payloads/auth.ts';

/**
 * The words of a forgotten password (`forgotPassword` on the login page, `passwordReset` on the
 * emailed link's screen) and of an account's open sessions (`openSessions`), in English;
 * docs/decisions/032-second-factors.md. Part of the admin's catalogue (en.ts takes them in).
 */
export const EN_ACCOUNT_RECOVERY = {
  forgotPassword: {
    link: 'Forgot your password?',
    heading: 'Forgotten password',
    intro: 'Enter the email of your account: we will send it a link to choose a new password.',
    email: 'Email',
    emailMissing: 'Enter your email.',
    send: 'Send the link',
    sending: 'Sending…',
    sent: 'If an account has this email, a link to choose a new password is on its way. It works once, for 30 minutes: look in your inbox, and in the spam folder too.',
    tooMany: 'Too many requests for a new password. Please wait a while and try again.',
    unavailable: 'This is not possible at the moment. Please try again in a minute.',
    back: 'Back to signing in',
  },
  passwordReset: {
    title: 'New password | Tirana Group admin',
    heading: 'Choose a new password',
    intro: 'The new password ends every session of your account, on every device, and signs you in here.',
    submit: 'Set the password and sign in',
    submitting: 'Saving…',
    refused: 'This link has expired or was used already. Ask for a new one.',
    noLink: 'This page opens from the link in the email. Ask for a new one.',
    askAgain: 'Ask for a new link',
    failed: 'The password could not be set. Please try again in a minute.',
  },
  openSessions: {
    title: 'Open sessions',
    intro: 'Where your account is signed in now. If you see one you do not know, end it and change your password.',
    caption: 'Your open sessions, newest first',
    began: {
      password: 'Password',
      'password-and-app': 'Password and authenticator app',
      'password-and-passkey': 'Password and passkey',
      passkey: 'Passkey',
      'password-and-recovery-code': 'Password and recovery code',
    } satisfies Record<SessionBeginning, string>,
    /** A session whose password was given, and whose second step was not. */
    waiting: 'Password given; the second step was not',
    browserOn: (browser: string, system: string) => `${browser} on ${system}`,
    unknownBrowser: 'Unknown browser',
    columns: { browser: 'Browser', how: 'Signed in with', began: 'Began', lastSeen: 'Last used' },
    thisSession: 'This session',
    end: 'End',
    endSubject: (browser: string, began: string) => `the session of ${browser} begun ${began}`,
    endQuestion: 'End this session?',
    endText: 'That browser is signed out at its next request, and must sign in again.',
    ended: 'The session is ended.',
    endOthers: 'End every other session',
    endOthersSubject: (count: number) => (count === 1 ? 'the other session' : `the ${count} other sessions`),
    endOthersQuestion: 'End every other session?',
    endOthersText: 'Every browser but this one is signed out at its next request, and must sign in again.',
    othersEnded: (count: number) => (count === 1 ? 'The other session is ended.' : `${count} sessions are ended.`),
    failed: 'This did not work. Please try again.',
  },
};
