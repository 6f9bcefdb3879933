/**
 * The words of passkeys (docs/decisions/032-second-factors.md#passkeys), in English: the account
 * screen's section (`passkeys`), and signing in with one (`passkeySignIn`), which the login page
 * takes in its own language. Part of the admin's catalogue (en.ts takes them in).
 */
export const EN_PASSKEYS = {
  passkeys: {
    title: 'Passkeys',
    intro:
      'A passkey signs you in with your device’s fingerprint, face or screen lock instead of your password, and does not work on a fake site. After a password, it is also a second step.',
    /** The two-step section's state when the account has passkeys and no app. */
    secondStep: 'On: after your password, signing in asks for one of your passkeys.',
    none: 'No passkeys yet.',
    unsupported: 'This browser cannot make passkeys. Use a recent Chrome, Edge, Firefox or Safari.',
    added: (date: string) => `Added ${date}`,
    lastUsed: (date: string) => `last used ${date}`,
    neverUsed: 'not used yet',
    name: 'Name of the new passkey',
    nameHint: 'Where it is kept, so that you can tell your passkeys apart: “office laptop”, “phone”.',
    nameMissing: 'Name the passkey, such as “office laptop”.',
    add: 'Add a passkey',
    adding: 'Follow your browser…',
    addedNotice: (name: string) => `The passkey “${name}” is added.`,
    alreadyMade: 'This device or password manager already keeps a passkey for your account: it is in the list above.',
    cancelled: 'No passkey was made: the browser’s window was closed, or its time ran out.',
    refused: 'The passkey could not be added. Please try again.',
    rename: 'Rename',
    renameLabel: (name: string) => `New name of “${name}”`,
    save: 'Save',
    renamed: 'The passkey is renamed.',
    remove: 'Remove',
    removeLabel: (name: string) => `Remove “${name}”`,
    removeText: (name: string) =>
      `“${name}” will no longer sign you in. Enter your password to remove it; with your last factor, your recovery codes stop working too.`,
    password: 'Your password',
    removed: (name: string) => `The passkey “${name}” is removed.`,
    cancel: 'Cancel',
    failed: 'This did not work. Please try again.',
  },
  passkeySignIn: {
    or: 'or',
    signIn: 'Sign in with a passkey',
    signingIn: 'Follow your browser…',
    failed: 'This passkey did not sign you in. Try again, or use your password.',
    unknown: 'This passkey is not known here. Sign in with your password, then add it on your account screen.',
    useInstead: 'Use a passkey',
    codeHintNoApp: 'One of your recovery codes.',
  },
};

/** Signing in with a passkey, alone or after the password, in the login page's language. */
export type PasskeySignInWords = (typeof EN_PASSKEYS)['passkeySignIn'];
