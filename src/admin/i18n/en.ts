import type { Language } from '#shared/i18n/languages.ts';
import { adminNumber } from '../lib/admin-number.ts';
import { ADMIN_ONLY, NO_ACCESS } from '../lib/messages.ts';
import { EN_ACCOUNT_RECOVERY } from './en-account-recovery.ts';
import { EN_ACCOUNTS } from './en-accounts.ts';
import { EN_DASHBOARD } from './en-dashboard.ts';
import { EN_FACADE } from './en-facade.ts';
import { EN_FACTOR_RULE } from './en-factor-rule.ts';
import { EN_INBOX } from './en-inbox.ts';
import { EN_LIVE_PREVIEW } from './en-live-preview.ts';
import { EN_MEDIA } from './en-media.ts';
import { EN_MEDIA_LIBRARY } from './en-media-library.ts';
import { EN_PASSKEYS } from './en-passkeys.ts';
import { EN_SAFETY_NETS } from './en-safety-nets.ts';
import { EN_SECOND_FACTORS } from './en-second-factors.ts';
import { EN_UNIT_BULK } from './en-unit-bulk.ts';
import { EN_UNIT_IMPORT } from './en-unit-import.ts';
import { EN_UNITS } from './en-units.ts';

/**
 * The admin's words in English, by screen. Its shape is the admin's catalogue (AdminText): the
 * Albanian one (sq.ts) must have every key. A function takes what a sentence names, so that each
 * language orders and declines it its own way; nouns come from the entity descriptors.
 */
export const EN = {
  /** The catalogue's language, for what is written outside it (tirana-time.ts). */
  language: 'en' as Language,
  locale: 'en-GB',
  languageSwitch: { label: 'Admin language', current: 'English' },
  common: {
    loading: 'Loading…',
    cancel: 'Cancel',
    dismiss: 'Dismiss',
    back: 'Back',
    dashboard: 'Dashboard',
    goToDashboard: 'Go to the dashboard',
    edit: 'Edit',
    see: 'See',
    delete: 'Delete',
    deleting: 'Deleting…',
    all: 'All',
    empty: 'Empty',
    notFound: 'This item does not exist, or it was deleted.',
    loadFailed: 'The data could not be loaded. Check the connection and reload the page.',
    unreachable: 'The API could not be reached. Check the connection and try again.',
    changeFailed: 'The change could not be made. Please try again.',
    and: 'and',
    /** "“Villa” was deleted already." */
    quoted: (text: string) => `“${text}”`,
  },
  layout: {
    skip: 'Skip to content',
    brand: 'Tirana Group admin',
    viewSite: 'View site',
    password: 'Password',
    logOut: 'Log out',
    sections: 'Sections',
    records: 'Records',
    trash: 'Trash',
    accounts: 'Accounts',
    activity: 'Activity',
    noAccess: 'No access',
    noAccessText: NO_ACCESS,
    adminOnly: ADMIN_ONLY,
    otherAccount: 'Sign in with another account',
    pageMissing: 'This admin page does not exist',
  },
  lists: {
    search: (many: string) => `Search ${many}`,
    searchPlaceholder: 'Title, in English or Albanian',
    order: 'Order',
    onSite: 'On the site',
    notOnSite: 'Not on the site',
    languages: 'Languages',
    missingAlbanian: 'Missing Albanian',
    missingEnglish: 'Missing English',
    view: 'Show as',
    cards: 'Cards',
    table: 'Table',
    sorts: {
      title: { asc: 'Title A–Z', desc: 'Title Z–A' },
      id: { asc: 'Oldest first', desc: 'Newest first' },
      admin: { asc: 'In the order admins set', desc: 'In the reverse of that order' },
      date: (label: string) => ({ asc: `${label}: oldest first`, desc: `${label}: newest first` }),
      text: (label: string) => ({ asc: `${label} A–Z`, desc: `${label} Z–A` }),
      number: (label: string) => ({ asc: `${label}: lowest first`, desc: `${label}: highest first` }),
    },
    pastEnd: 'This page is past the end of the list.',
    lastPage: 'Go to the last page',
    noMatch: (many: string) => `No ${many} match.`,
    showAll: 'Show them all',
    none: (many: string) => `No ${many} yet. Add the first one.`,
    add: (lower: string) => `Add ${lower}`,
    pages: (many: string) => `Pages of ${many}`,
    noItems: (many: string) => `No ${many}`,
    range: (from: string, to: string, total: string, noun: string) => `${from}–${to} of ${total} ${noun}`,
    previous: '← Previous',
    next: 'Next →',
    page: 'Page',
    of: (last: string) => `of ${last}`,
    perPage: 'Per page',
    selectPage: (n: number) => `Select the ${n} on this page`,
    selected: (n: number) => `${n} selected`,
    deleteSelected: 'Delete selected',
    clearSelection: 'Clear selection',
    bulkQuestion: (n: number, noun: string) => `Delete ${n} ${noun}?`,
    bulkText: (names: string, more: number, days: number | undefined) =>
      `${names}${more > 0 ? ` and ${more} more` : ''} will be removed from the site and kept in the trash${days ? ` for ${days} days` : ''}, with their files, from where each can be restored.`,
    bulkChanged: 'Any of them changed since this list was shown is left as it is.',
    deleteCount: (n: number) => `Delete ${n}`,
    bulkDone: (n: number, many: string) => `${n} ${many} deleted successfully!`,
    bulkKept: (n: number, refused: string) => `${n} not deleted: ${refused}`,
    bulkNone: (many: string, kept: string) => `No ${many} deleted. ${kept}`,
    bulkRefused: 'It could not be deleted. Please try again.',
    selectedColumn: 'Selected',
    titleColumn: 'Title',
    idColumn: 'Id',
    actionsColumn: 'Actions',
    select: (title: string) => `Select ${title}`,
    editItem: (title: string) => `Edit ${title}`,
    seeItem: (title: string) => `See ${title}`,
    filter: 'Type to filter',
    filtered: (shown: number, total: number) => `${shown} of ${total} shown`,
    inAll: (total: number) => `${total} in all`,
  },
  languages: {
    label: 'Languages',
    names: { en: 'English', sq: 'Albanian' },
    /** After a field's label: "Title (Albanian)". */
    ofField: { en: 'English', sq: 'Albanian' },
    lacks: (language: string, texts: string) => `${language} lacks ${texts}`,
    copy: (from: string) => `Copy from ${from}`,
    copyLabel: (from: string, text: string, to: string) => `Copy the ${from} ${text} into the ${to} one`,
  },
  form: {
    add: (lower: string) => `Add ${lower}`,
    edit: (title: string) => `Edit ${title}`,
    create: (lower: string) => `Create ${lower}`,
    save: 'Save changes',
    unchanged: 'Nothing was changed, so nothing was saved or published.',
    unsaved: (item: string) => `Your changes to this ${item} are not saved.`,
    chooseOtherFile: 'Choose another file where one is marked.',
    fieldsNote: (n: number) => (n === 1 ? 'One field needs correcting.' : `${n} fields need correcting.`),
    /** After a save refused because the server is away for a moment (503). */
    unavailable: 'The server is unavailable for a moment. Your text is kept here: save again in a few seconds.',
    needed: ' · needed for the public page, in one language at least',
    choose: 'Choose…',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    saving: 'Saving…',
    uploadProgress: 'Upload progress',
    issues: {
      choose: 'choose one.',
      atMost: (max: number | bigint) => `at most ${max} characters.`,
      atLeast: (min: number | bigint) => `at least ${min} characters.`,
      fill: 'fill it in.',
      url: 'enter a web address starting with https://',
      email: 'enter an email address, such as name@example.com.',
      /** Of a number field ("85,4"): not a number, not whole, or out of its bounds. */
      number: 'enter a number, such as 85.4.',
      wholeNumber: 'enter a whole number, such as 3.',
      noLess: (min: number | bigint) => `enter ${adminNumber(Number(min), 'en')} or more.`,
      noMore: (max: number | bigint) => `enter ${adminNumber(Number(max), 'en')} or less.`,
    },
    /** A field's refusal by the API, by its code, in place of the API's words. */
    refusals: {
      DUPLICATE_REFERENCE: 'another unit of this building has this reference already.',
    },
    files: {
      current: 'Current',
      chosen: 'Chosen',
      currentOf: (label: string) => `Current ${label}`,
      chosenOf: (label: string) => `Chosen ${label}`,
      keep: 'Keep the current file',
      remove: 'Remove the chosen file',
      prompts: { image: 'Drop an image here', pdf: 'Drop a PDF here' },
      or: 'or',
      chooseOne: 'choose one',
      chooseFiles: 'choose files',
      kinds: { image: 'A JPEG, PNG, WebP or AVIF image.', pdf: 'A PDF file.' },
      keepHint: 'Leave empty to keep the current file.',
      noFile: 'No file',
      openPdf: (name: string) => `Open the PDF (${name})`,
      notPdf: 'The file must be a PDF document.',
      notImage: 'The image must be a JPEG, PNG, WebP or AVIF file.',
      tooLarge: (size: string) => `The file is larger than ${size}.`,
    },
    missing: {
      title: 'Save with texts missing?',
      offSite: (texts: string, item: string) =>
        `Without a ${texts} in English or Albanian, this ${item} will not be on the public site. It is kept here, marked “Not on the site”, until it has one.`,
      englishOnly: (texts: string) => `Albanian pages will show its ${texts} in English: there is no Albanian text.`,
      albanianOnly: (texts: string) => `English pages will show its ${texts} in Albanian: there is no English text.`,
      keepEditing: 'Keep editing',
      saveAnyway: 'Save anyway',
      offSiteNote: (texts: string) => `Not on the site: needs a ${texts}`,
    },
    conflict: {
      changed: (item: string) => `Someone else changed this ${item}.`,
      notSaved: 'Your changes are not saved yet.',
      loadTheirs: 'Load their version',
      overwrite: 'Save mine over theirs',
      savedSince: (who: string | null, when: string | null) =>
        `${who ?? 'Someone else'} saved it${when ? ` on ${when}` : ''}, after you opened it.`,
      lookAgain: 'Look at it again before you delete it.',
      deletedAlready: 'It was deleted already.',
      yours: 'Your version, not saved',
      yoursText: 'The form now shows the saved version. Copy what you need from yours below, then save.',
      same: 'Your text was the same as the saved version.',
      yourField: (label: string) => `Your ${label}`,
      hide: 'Hide your version',
    },
    leave: {
      title: 'Leave without saving?',
      lost: 'If you leave now, they are lost.',
      stay: 'Stay and keep editing',
      leave: 'Leave without saving',
    },
  },
  view: {
    history: 'History',
    onSite: 'On the site:',
    /** A link to the items that are part of this one, and how many: "Units (48)". */
    parts: (many: string, n: number | null) => (n === null ? many : `${many} (${n})`),
  },
  /** On a contact's view: the applicant's consent, and deleting it at once (the right to erasure). */
  contactPrivacy: {
    consent: 'Consent',
    consentGiven: 'Agreed to the privacy terms on',
    noConsent: 'Not recorded: sent before the form asked for it',
    eraseQuestion: (name: string) => `Delete “${name}” for good?`,
    eraseText: (application: boolean) =>
      `${application ? 'The application, its CV' : 'The message'} and the emails about it are deleted at once, without going to the trash. This cannot be undone: do it when the person asks to be forgotten.`,
  },
  /** The dashboard, publishing to the site, and the state of email. */
  ...EN_DASHBOARD,
  /** Deleting, the trash, history, renewing a session, drafts and unpublished changes. */
  ...EN_SAFETY_NETS,
  /** Ordering items, and the images of a collection. */
  ...EN_MEDIA,
  /** The media library: its screen of every image, adding many at once, and one image's screen. */
  ...EN_MEDIA_LIBRARY,
  ...EN_FACADE,
  /** The accounts screen (`accounts`), the own account's (`account`), their `passwords`, and the `activity` log. */
  ...EN_ACCOUNTS,
  ...EN_SECOND_FACTORS,
  /** Passkeys: the account screen's section, and signing in with one. */
  ...EN_PASSKEYS,
  ...EN_FACTOR_RULE,
  /** A forgotten password, and the account's open sessions. */
  ...EN_ACCOUNT_RECOVERY,
  /** The inbox of messages and applications (`inbox`), and a contact's screen (`contact`). */
  ...EN_INBOX,
  /** The live preview beside an item's form. */
  ...EN_LIVE_PREVIEW,
  /** A building's units: its inventory, their statuses changed in a row or at once. */
  ...EN_UNITS,
  ...EN_UNIT_IMPORT,
  ...EN_UNIT_BULK,
};

/** The admin's catalogue: every text the admin writes itself, in one language. */
export type AdminText = typeof EN;
