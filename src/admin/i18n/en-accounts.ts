import { MIN_PASSWORD_CHARS } from '#shared/constants.ts';
import type { ActivityAction, LoginFailure } from '#shared/payloads/activity.ts';
import type { Role } from '#shared/payloads/auth.ts';
import type { FactorRule } from '#shared/payloads/factor-rule.ts';

/** The refusals of a repeated password that differs, in English; the Albanian catalogue finds them by these words. */
export const PASSWORDS_DIFFER = 'The two passwords differ.';
export const NEW_PASSWORDS_DIFFER = 'The two new passwords differ.';

/** What the account screens say when the account it names loses its sessions too: it is the admin's own. */
const yourOwn = (own: boolean) => (own ? ' This is your own account: you will be signed out too.' : '');

/**
 * The words of the accounts screen (ROLE_ADMIN), the own account's screen and the activity log, in
 * English: part of the admin's catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_ACCOUNTS = {
  /** /adminpage/accounts: the accounts that can log in, and what an admin does to them. */
  accounts: {
    title: 'Accounts',
    add: 'Add an account',
    intro:
      'Editors add, edit and delete the site’s content. Administrators also read contact messages and applications, and manage these accounts. A change of roles, a new password, disabling and deleting sign the account out everywhere at once.',
    caption: 'Accounts that can log in to the admin',
    columns: { account: 'Account', roles: 'Roles', state: 'State', lastLogin: 'Last login', actions: 'Actions' },
    you: '(you)',
    states: { active: 'Active', disabled: 'Disabled', locked: 'Locked' },
    /** After "Locked": the moment the lock passes. */
    lockedUntil: (time: string) => `until ${time}`,
    never: 'Never',
    /** What each role is called and lets an account do (docs/decisions/010-editors-and-admins.md). */
    roles: {
      ROLE_ADMIN: { name: 'Administrator', about: 'content, contacts and accounts' },
      ROLE_USER: { name: 'Editor', about: 'content only' },
    } satisfies Record<Role, { name: string; about: string }>,
    rolesLegend: 'Roles',
    rolesButton: 'Roles',
    rolesOf: (name: string) => `Roles of ${name}`,
    rolesText: (name: string) => `A change signs ${name} out everywhere: they log in again with the new roles.`,
    saveRoles: 'Save the roles',
    savingRoles: 'Saving…',
    rolesChanged: (name: string) => `The roles of ${name} are changed; they were signed out everywhere.`,
    unlock: 'Unlock',
    unlockLabel: (name: string) => `Unlock ${name}`,
    unlocked: (name: string) => `${name} is unlocked and may log in again.`,
    enable: 'Enable',
    enableLabel: (name: string) => `Enable ${name}`,
    enabled: (name: string) => `${name} is enabled and may log in again.`,
    disable: 'Disable',
    disableLabel: (name: string) => `Disable ${name}`,
    disableQuestion: (name: string) => `Disable ${name}?`,
    disableText: (name: string, own: boolean) =>
      `${name} is signed out everywhere at once and cannot log in until an admin enables the account again.${yourOwn(own)}`,
    disabled: (name: string) => `${name} is disabled and signed out everywhere.`,
    yourPassword: 'Your password',
    newPassword: 'New password',
    newPasswordFor: (name: string) => `New password for ${name}`,
    resetText: (name: string) => `${name} is signed out everywhere and logs in with this password, then changes it.`,
    setPassword: 'Set the password',
    settingPassword: 'Setting…',
    passwordSet: (name: string) => `The password of ${name} is changed; they were signed out everywhere.`,
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete ${name}`,
    deleteQuestion: (name: string) => `Delete ${name}?`,
    deleteText: (name: string, email: string, own: boolean) =>
      `The account ${name} (${email}) is removed and signed out everywhere. The content it edited stays. This cannot be undone.${yourOwn(own)}`,
    deleted: (name: string) => `The account ${name} is deleted.`,
    username: 'Username',
    usernameHint: 'No spaces and no @; the account may log in with it or with the email.',
    email: 'Email',
    addAccount: 'Add the account',
    adding: 'Adding…',
    added: (name: string) => `The account ${name} is added. Give them the first password.`,
    /**
     * A refusal of the account forms' own checks, on this screen and the own account's: the shared
     * schemas (accounts.ts, auth.ts) and repeated-password.ts write them in English already.
     */
    check: (message: string) => message,
  },
  /** A new password and the same again, on both screens (NewPasswordFields). */
  passwords: {
    label: { first: 'First password', new: 'New password' },
    repeat: { first: 'Repeat the first password', new: 'Repeat the new password' },
    /** Whose email and username the password may not be. */
    hint: {
      your: `At least ${MIN_PASSWORD_CHARS} characters, and not your email or username.`,
      the: `At least ${MIN_PASSWORD_CHARS} characters, and not the email or username.`,
    },
  },
  /** /adminpage/account: the signed-in account, and a change of its own password. */
  account: {
    title: 'Your account',
    username: 'Username',
    email: 'Email',
    change: 'Change your password',
    current: 'Current password',
    submit: 'Change password',
    changing: 'Changing…',
    changed: 'Your password is changed. Everywhere else you were signed in, you are signed out.',
    failed: 'The password could not be changed. Please try again.',
  },
  /** /adminpage/activity: the log of admin actions, worded from each entry's facts (`what`). */
  activity: {
    title: 'Activity',
    intro:
      'Every admin action, newest first: saves, deletes, restores and new orders of content, logins and failed logins, changes to accounts, and changes the site could not publish.',
    search: 'Search the activity',
    searchPlaceholder: 'A name, an account, an action…',
    searchButton: 'Search',
    /** "12 entries with “villa”"; `count` is `total` as the language writes numbers. */
    found: (total: number, count: string, search: string) =>
      `${count} ${total === 1 ? 'entry' : 'entries'}${search ? ` with “${search}”` : ''}`,
    pageOf: (page: string, pages: string) => `page ${page} of ${pages}`,
    noMatch: 'Nothing matches this search.',
    none: 'Nothing is logged yet.',
    pages: 'Pages of the activity',
    newer: '← Newer',
    older: 'Older →',
    caption: 'Admin actions, newest first',
    columns: { when: 'When', who: 'Who', action: 'Action', what: 'What happened' },
    actions: {
      create: 'Created',
      update: 'Updated',
      delete: 'Deleted',
      restore: 'Restored',
      reorder: 'Reordered',
      publish: 'Published',
      unpublish: 'Back to draft',
      'changes-save': 'Changes saved',
      'changes-publish': 'Changes published',
      'changes-discard': 'Changes discarded',
      schedule: 'Scheduled',
      unschedule: 'Unscheduled',
      'schedule-failed': 'Schedule not done',
      'reservation-lapse': 'Reservation ended',
      'publish-failed': 'Publish failed',
      login: 'Logged in',
      'login-failed': 'Failed login',
      'password-change': 'Own password',
      'password-reset': 'Forgotten password set',
      'session-end': 'Session ended',
      'factor-add': 'Second factor added',
      'factor-remove': 'Second factor removed',
      'recovery-codes-new': 'New recovery codes',
      'factor-rule': 'Second-factor rule',
      'account-create': 'Account added',
      'account-roles': 'Roles changed',
      'account-disable': 'Account disabled',
      'account-enable': 'Account enabled',
      'account-unlock': 'Account unlocked',
      'account-password': 'Password set',
      'account-delete': 'Account deleted',
      'contact-state': 'Contact state changed',
      'contact-note': 'Note added',
      'contact-delete': 'Contact deleted',
      'contact-retention': 'Old applications deleted',
    } satisfies Record<ActivityAction, string>,
    /**
     * The "What happened" column, from an entry's facts: `kind` is the noun of its kind ("Project"),
     * `of` the genitive of a parent's ("project"). Entries logged before facts were kept show the
     * API's English summary.
     */
    what: {
      titled: (kind: string, title: string) => `${kind} “${title}”`,
      numbered: (kind: string, id: number) => `${kind} #${id}`,
      within: (item: string, of: string, parentId: number) => `${item} of ${of} #${parentId}`,
      fields: (labels: string) => `changed: ${labels}`,
      version: (version: number) => `version ${version} put back`,
      fromTrash: 'from the trash',
      /** Of a schedule's entries and of what was done as scheduled; `when` is in Tirana's time. */
      toPublish: (when: string) => `to be published on ${when}`,
      toUnpublish: (when: string) => `to go back to a draft on ${when}`,
      toMakeAvailable: (when: string) => `to be available again when its reservation ends, on ${when}`,
      publishUnscheduled: 'its scheduled publication removed',
      unpublishUnscheduled: 'its scheduled return to a draft removed',
      asScheduled: (when: string) => `as scheduled for ${when}`,
      failed: (change: string, eventId: number, error: string) => `${change} (change ${eventId}): ${error}`,
      from: (ip: string) => `from ${ip}`,
      loginFailed: (name: string, ip: string, why: string) => `as “${name}” from ${ip}: ${why}`,
      failures: {
        'no-account': 'no such account',
        'wrong-password': 'wrong password',
        disabled: 'the account is disabled',
        'wrong-code': 'wrong code',
        'passkey-refused': 'passkey refused',
      } satisfies Record<LoginFailure, string>,
      factors: { app: 'an authenticator app', passkey: 'a passkey', 'recovery-code': 'a recovery code' },
      /** Of a removal of every factor of an account at once, by an admin. */
      everyFactor: 'every second factor',
      /** The second-factor rule as set. */
      factorRule: {
        off: 'no account must have a second factor',
        admins: 'administrators must have a second factor',
        everyone: 'every account must have a second factor',
      } satisfies Record<FactorRule, string>,
      withFactor: (factor: string) => `with ${factor}`,
      account: (name: string) => `Account “${name}”`,
      roles: (names: string) => `roles: ${names}`,
      contact: (kind: string, reference: string) => `${kind} ${reference}`,
      deleted: 'with its emails',
      deletedWithCv: 'with its CV and emails',
      state: (state: string) => `now “${state}”`,
      retention: (count: number, before: string, days: number) =>
        `${count === 1 ? '1 application' : `${count} applications`} received before ${before}, with their CVs and emails (kept ${days} days)`,
    },
  },
};
