import { PREVIEW_GRANT_MINUTES } from '#shared/payloads/preview.ts';

/**
 * The words of what keeps an admin's work safe, in English: deleting (`remove`) and the `trash`, the
 * `history` of versions, renewing an expired session (`renew`), `drafts`, and a published item's
 * unpublished `changes`. Part of the admin's catalogue (en.ts takes them in), apart only to keep the
 * files short.
 */
export const EN_SAFETY_NETS = {
  remove: {
    deleteItem: (name: string) => `Delete ${name}`,
    question: (item: string) => `Delete this ${item}?`,
    checking: 'Checking its latest version…',
    gone: (name: string) => `“${name}” was deleted already.`,
    unreadable: 'Its latest version could not be read. Try again.',
    renamed: (name: string) => `It was changed since this list was shown: it was “${name}”.`,
    text: (name: string, days: number | undefined) =>
      `“${name}” will be removed from the site and kept in the trash${days ? ` for ${days} days` : ''}, with its files, from where it can be restored.`,
    undo: 'Undo',
  },
  trash: {
    title: 'Trash',
    /** "Image #40 of Lake Residence": an image, by its parent's title. */
    imageOf: (id: number, parent: string) => `Image #${id} of ${parent}`,
    empty: 'Empty trash',
    emptyLabel: 'Empty the trash',
    emptyQuestion: 'Empty the trash?',
    emptyText: (n: number) =>
      `${n === 1 ? 'The item' : `All ${n} items`} in it are deleted for good, with their files. This cannot be undone.`,
    intro: (days: number) =>
      `A deleted item waits here ${days} days with its files, then is deleted for good. Restored, it comes back where it was, with what was deleted with it, and the site shows it again.`,
    onlyAdmins: ' Only administrators delete for good.',
    isEmpty: 'The trash is empty.',
    with: (what: string) => `With ${what}`,
    deletedBy: (who: string) => `Deleted by ${who} on`,
    restore: 'Restore',
    restoreQuestion: (title: string) => `Restore “${title}”?`,
    restoreText: (what: string) =>
      `It comes back where it was${what ? `, with ${what}` : ''}, and its pages are published again.`,
    discard: 'Delete for good',
    discardLabel: (title: string) => `Delete ${title} for good`,
    discardQuestion: (title: string) => `Delete “${title}” for good?`,
    discardText: (title: string, what: string) =>
      `“${title}”${what ? ` and ${what}` : ''} are deleted with their files. This cannot be undone.`,
    lastDay: 'last day',
    daysLeft: (n: number) => `${n} ${n === 1 ? 'day' : 'days'} left`,
  },
  history: {
    title: (title: string) => `History of ${title}`,
    none: 'No earlier version is recorded yet: each save adds one.',
    versions: 'Versions',
    version: (n: number) => `Version ${n}`,
    current: ' (current)',
    changed: 'Changed:',
    /** A choice changed, with the value it took: "Status → Sold". */
    valueChanged: (label: string, value: string) => `${label} → ${value}`,
    done: { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored' },
    restoredFrom: (n: number) => `Restored version ${n}`,
    by: (done: string, who: string | null) => `${done} by ${who ?? 'an unrecorded account'}`,
    on: 'on',
    isCurrent: (name: string) => `${name}, the current one`,
    beside: (name: string) => `${name} beside the current version`,
    asNow: (item: string) => `This is the ${item} as it is now. Choose an earlier version to see what it changed.`,
    same: (name: string) => `${name} has the same content as the current version: there is nothing to restore.`,
    differ: (name: string) => `Fields that differ between ${name.toLowerCase()} and now`,
    field: 'Field',
    currentColumn: 'Current',
    notStored: 'No longer stored',
    noFile: 'No file',
    keepsFile: (why: string) => `${why}: a restore keeps the current file.`,
    restore: 'Restore',
    restoreSubject: (n: number) => `version ${n}`,
    restoring: 'Restoring…',
    restoreThis: 'Restore this version',
    restoreText:
      'The fields shown here take the place of the current ones, as a new version that the site then shows. The current version stays in the history, to restore in its turn.',
    kept: (files: string) => `The current ${files} stays: this version’s is no longer stored.`,
    restored: (from: number, to: number) => `Version ${from} restored: it is now version ${to}.`,
    conflict: 'Nothing was restored: the comparison now shows their version, check it and restore again.',
    refused: (message: string) => `Nothing was restored. ${message}`,
    unreachable: 'Nothing was restored: the API could not be reached. Check the connection and try again.',
  },
  renew: {
    title: 'Log in again to go on',
    text: (email: string | undefined) =>
      `Your session has ended, but what you typed is still here. Enter the password of ${email} to go on: a save you asked for is then made.`,
    password: 'Password',
    passwordMissing: 'Enter your password.',
    leave: 'Log out and leave it',
    logIn: 'Log in and go on',
    loggingIn: 'Logging in…',
    failures: {
      unavailable: 'The password could not be checked just now: the API did not answer. Try again in a moment.',
      throttled: 'Too many attempts. Wait a few minutes, then try again.',
      failed: 'That password is not right, or this account can no longer log in.',
    },
  },
  /** Drafts (docs/decisions/015-drafts.md): `one` and `some` are the kind's nouns. */
  drafts: {
    saveAsDraft: 'Save as draft',
    saveDraft: 'Save draft',
    saveAndPublish: 'Save and publish',
    createAndPublish: 'Create and publish',
    publish: 'Publish',
    unpublish: 'Back to draft',
    publishSelected: 'Publish selected',
    badge: 'Draft',
    note: 'Draft: not on the site until it is published',
    published: (one: string) => `${one} published: it is going on the site.`,
    unpublished: (one: string) => `${one} taken back to a draft: it is leaving the site.`,
    failed: (item: string) => `Failed to change whether the ${item} is published.`,
    lookAgain: 'Look at it again first.',
    preview: 'Preview the page',
    previewIn: 'Preview:',
    previewLasts: `(the links work for ${PREVIEW_GRANT_MINUTES} minutes while you stay logged in)`,
    status: 'Status',
    statusPublished: 'Published',
    statusDrafts: 'Drafts',
    waiting: (n: number) => `${n} ${n === 1 ? 'draft' : 'drafts'} waiting`,
    /** "2 projects published." */
    bulkDone: (n: number, some: string, published: boolean) =>
      `${n} ${some} ${published ? 'published' : 'taken back to drafts'}.`,
    bulkKept: (n: number, refused: string, published: boolean) =>
      `${n} not ${published ? 'published' : 'taken back to drafts'}: ${refused}`,
    bulkNone: (many: string, kept: string, published: boolean) =>
      `No ${many} ${published ? 'published' : 'taken back to drafts'}. ${kept}`,
  },
  /** A published item's unpublished changes (docs/decisions/017-drafts-of-changes.md). */
  changes: {
    title: 'Unpublished changes',
    saveAsChanges: 'Save without publishing',
    save: 'Save without publishing',
    edit: 'Edit the changes',
    publish: 'Publish the changes',
    discard: 'Discard the changes',
    discardQuestion: 'Discard the changes?',
    discardText: 'The changes and their files are removed; the published version stays as it is.',
    /** "Saved by mira on 27 Nov 2026, 18:05: Title (English), Picture." */
    savedBy: (who: string, when: string, fields: string) => `Saved by ${who} on ${when}: ${fields}.`,
    siteShows: 'The site shows the published version until they are published; the preview shows them.',
    editing: (who: string, when: string) =>
      `You are editing unpublished changes, saved by ${who} on ${when}. The site shows the published version until they are published.`,
    outdated: (item: string) =>
      `The ${item} was saved after these changes were made: edit them, check them against it and save them again before publishing.`,
    saved: 'Changes saved: the site still shows the published version.',
    published: 'The changes are published: they are going on the site.',
    discarded: 'The changes were discarded; the published version stays.',
    failed: (action: 'publish' | 'discard'): string =>
      action === 'publish' ? 'The changes were not published.' : 'The changes were not discarded.',
  },
  /**
   * Scheduled publication (docs/product.md#scheduled-publication): `when` is a moment in Tirana's
   * time as the admin writes it, `who` a username.
   */
  schedule: {
    title: 'Schedule',
    timeZone: 'Times are Tirana’s, whatever this computer’s clock says.',
    /** The date-and-time fields' labels. */
    goesOn: 'Put on the site on',
    changesGoOn: 'Publish the saved changes on',
    goesOff: 'Take off the site on',
    set: 'Schedule',
    remove: 'Unschedule',
    publishAt: (when: string, who: string) => `Goes on the site on ${when}, as scheduled by ${who}.`,
    changesAt: (when: string, who: string) =>
      `The unpublished changes are published on ${when}, as scheduled by ${who}.`,
    unpublishAt: (when: string, who: string) => `Leaves the site on ${when}, back to a draft, as scheduled by ${who}.`,
    failed: (why: string) => `This was not done when it was due: ${why} Schedule it again, or unschedule it.`,
    failures: {
      CHANGES_OUTDATED: 'the item was saved after its changes were made. Edit the changes and save them again first.',
    } as Record<string, string>,
    refused: 'it was refused.',
    pickTime: 'Choose a date and a time.',
    inPast: 'Choose a moment in the future.',
    order: 'It can leave the site only after it goes on.',
    scheduled: 'Scheduled.',
    unscheduled: 'The schedule was removed.',
    notChanged: 'The schedule was not changed.',
    /** The dashboard's list of what is scheduled next. */
    upcoming: 'Scheduled next',
    noneUpcoming: 'Nothing is scheduled.',
    columns: { item: 'Item', what: 'What happens', when: 'When (Tirana)', who: 'Scheduled by' },
    goesOnShort: 'Goes on the site',
    goesOffShort: 'Leaves the site',
    notDone: 'Not done: look at it',
  },
  /** Who else has the item's form open (docs/product.md#presence), each with since when. */
  presence: {
    /** "mira (since 10:42)". */
    person: (who: string, since: string) => `${who} (since ${since})`,
    /** "mira (since 10:42) has this news item open too": `item` is the kind's noun after "this". */
    others: (people: string, many: boolean, item: string) =>
      `${people} ${many ? 'have' : 'has'} this ${item} open too.`,
    saveFirst: 'If theirs is saved first, you will be asked which version to keep.',
  },
};
