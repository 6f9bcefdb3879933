/** How many of a thing: "1 page", "3 pages". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of the dashboard (`dashboard`), of publishing to the site as the admin follows it
 * (`publish`) and of the state of email (`mail`), in English. Part of the admin's catalogue (en.ts
 * takes them in), apart only to keep the files short.
 */
export const EN_DASHBOARD = {
  publish: {
    tray: 'Publishing to the site',
    yourChange: 'Your change',
    publishing: 'publishing to the site…',
    lost: 'saved; its publishing status cannot be read right now.',
    failed: (error: string | null) =>
      `saved, but not yet on the site (${error ?? 'the publisher failed'}). It will be tried again.`,
    nothing: 'saved; no page of the public site shows it, so there was nothing to publish.',
    savedAsDraft: 'saved as a draft, not on the site until it is published.',
    live: (ms: number, rendered: number | null) =>
      `live on the site in ${ms} ms${rendered === null ? '' : ` (${count(rendered, 'page', 'pages')} rendered)`}.`,
    changed: 'Changed:',
    /** "Project #12 updated": of an item without a title. */
    change: (kind: string, id: number, done: string) => `${kind} #${id} ${done}`,
    /** "Project “Lake Residence” updated" */
    titled: (kind: string, title: string, done: string) => `${kind} “${title}” ${done}`,
    /** "Gallery image #40 of “Lake Residence” created": an image, by its parent's title. */
    image: (kind: string, id: number, parent: string, done: string) => `${kind} #${id} of “${parent}” ${done}`,
    /** "Gallery images of project #3 reordered" */
    reorder: (many: string, parent: string | undefined, id: number, done: string) =>
      `${many}${parent ? ` of ${parent} #${id}` : ''} ${done}`,
    /** "Units of “Tower A” imported from a spreadsheet": an import, by its building's title. */
    imported: (many: string, building: string, done: string) => `${many} of “${building}” ${done}`,
    done: {
      create: 'created',
      update: 'updated',
      delete: 'deleted',
      reorder: 'reordered',
      restore: 'restored from the trash',
      import: 'imported from a spreadsheet',
    },
    /** Of an update that was a publication (PUBLICATIONS). */
    publications: {
      publish: 'published',
      unpublish: 'taken off the site, back to a draft',
      'changes-publish': 'updated with its saved changes',
      'reservation-lapse': 'back to available: its reservation ended',
    },
    asScheduled: (done: string) => `${done}, as scheduled`,
    /** What follows the first links: "and 2 more pages, and 3 other files". */
    tail: (more: number, files: number, pages: number) => {
      const parts = [
        more > 0 && count(more, 'more page', 'more pages'),
        files > 0 && (pages > 0 ? count(files, 'other file', 'other files') : count(files, 'file', 'files')),
      ].filter(Boolean);
      if (parts.length === 0) return '';
      return pages > 0 ? `and ${parts.join(', and ')}` : `${parts.join('')} behind the pages (feeds, menus, sitemaps)`;
    },
  },
  dashboard: {
    title: 'Dashboard',
    attention: 'Needs attention',
    offSite: (n: number) => `${n} not on the site`,
    lackingAlbanian: (n: number) => `${n} lacking Albanian`,
    lackingEnglish: (n: number) => `${n} lacking English`,
    withoutImages: (n: number) => `${n} without an image`,
    shownWithoutAlt: (n: number) => `${count(n, 'image', 'images')} shown without an alternative text`,
    newMessages: (n: number) => count(n, 'new message', 'new messages'),
    newInquiries: (n: number) => count(n, 'new unit inquiry', 'new unit inquiries'),
    newApplications: (n: number) => count(n, 'new job application', 'new job applications'),
    unread: (n: number) => `${n} new`,
    retrying: (n: number) => `${count(n, 'change', 'changes')} waiting to be published again`,
    failedPublishes: (n: number, days: number) => `${count(n, 'change', 'changes')} failed in the last ${days} days`,
    publishing: 'Publishing',
    lastError: 'Last error:',
    /** Why the newest publish failed, by where it failed (PublishingAttention's `lastError.stage`). */
    publishFailures: {
      delivery: 'the publisher did not take the change (it may be restarting); it is tried again by itself.',
      publish:
        'the publisher could not put the change on the site. The item’s next save publishes its pages again; if publishing keeps failing, whoever runs the site’s server can look into the details.',
    },
    /** The disclosure of an error's text as the server wrote it, in English. */
    technicalDetails: 'Technical details',
    allWell: 'Every item is published and on the site, in English and in Albanian, with its images.',
    trash: (n: number, days: number | undefined) =>
      `${n} deleted ${n === 1 ? 'item' : 'items'}, kept ${days} days to be restored.`,
    recent: 'Recent publishes',
    noRecent: 'No changes yet: each save appears here once it is live on the site.',
    columns: {
      change: 'Change',
      saved: 'Saved',
      state: 'State',
      liveAfter: 'Live after',
      rendered: 'Pages rendered',
      pages: 'Changed pages',
    },
    states: { pending: 'Publishing', live: 'Live', failed: 'Failed' },
  },
  /** Whether email is on, and what waits to be sent (the dashboard's). */
  mail: {
    title: 'Email',
    off: 'Off: no mail server is set up, so staff are not told of new messages and visitors get no confirmation. Whoever runs the site’s server can set one up.',
    on: 'On: visitors get a confirmation of what they send, in the language they wrote in.',
    teamOn: 'Staff are told of each new message and application.',
    teamOff: 'Staff are not told of new messages: no staff address is set up.',
    failing: (n: number) =>
      `${count(n, 'email', 'emails')} not sent yet: the mail server refused or did not answer. They are tried again until it does.`,
    refused: (n: number, days: number) =>
      `${count(n, 'email was', 'emails were')} refused by the mail server in the last ${days} days: it has no mailbox at the address. ${n === 1 ? 'It is' : 'They are'} not tried again.`,
    latestRefusal: (recipient: string) => `The latest was to ${recipient}.`,
  },
};
