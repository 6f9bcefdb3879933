/**
 * The words of an account's second factor on its own account screen (`secondFactor`), in English;
 * docs/decisions/032-second-factors.md. Part of the admin's catalogue (en.ts takes them in).
 */
export const EN_SECOND_FACTORS = {
  secondFactor: {
    title: 'Two-step sign-in',
    intro:
      'With an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…), signing in asks for its 6-digit code after your password: a stolen password alone opens nothing.',
    on: (date: string) => `On: an authenticator app was added on ${date}.`,
    off: 'Off: your password alone signs you in.',
    codesLeft: (count: number) => (count === 1 ? '1 recovery code left.' : `${count} recovery codes left.`),
    add: 'Add an authenticator app',
    scan: 'Scan this code with the app, or type the key below into it.',
    qrLabel: 'QR code of the key, for the authenticator app',
    key: 'Key',
    code: 'The 6-digit code the app shows',
    confirm: 'Confirm',
    confirming: 'Checking…',
    cancel: 'Cancel',
    codeWrong: 'This code does not match. Check that your phone’s time is right, and enter the newest code.',
    added: 'Two-step sign-in is on.',
    codesTitle: 'Your recovery codes',
    codesIntro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.',
    download: 'Download as a text file',
    codesFile: 'tirana-group-recovery-codes.txt',
    done: 'I have kept them',
    password: 'Your password',
    renew: 'Make new recovery codes',
    renewText: 'The codes you have stop working, and ten new ones are shown once.',
    remove: 'Remove the authenticator app',
    removeText: 'Signing in then asks for your password only, and your recovery codes stop working.',
    removed: 'The authenticator app is removed: your password alone signs you in.',
    failed: 'This did not work. Please try again.',
  },
};
