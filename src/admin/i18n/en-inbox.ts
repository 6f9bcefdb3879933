import type { ContactKind, ContactState } from '#shared/entities/contact.ts';

/**
 * The words of the inbox (ROLE_ADMIN) and of a contact's screen, in English: part of the admin's
 * catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_INBOX = {
  /** /adminpage/listcontact: messages and applications, searched, narrowed, paged, exported. */
  inbox: {
    title: 'Inbox',
    search: 'Search the inbox',
    searchPlaceholder: 'Name, email, phone, reference or words of the message',
    type: 'Type',
    types: { message: 'Messages', application: 'Applications' } satisfies Record<ContactKind, string>,
    vacancy: 'Vacancy',
    /** A vacancy the address names that has no applications (any more). */
    vacancyNumber: (id: number) => `Vacancy #${id}`,
    state: 'State',
    export: 'Export CSV',
    exporting: 'Exporting…',
    exportHint: 'Every contact that matches, on all pages, as a spreadsheet.',
    exportFailed: 'The CSV could not be downloaded. Please try again.',
    caption: 'Contact messages and job applications, newest first',
    columns: { received: 'Received', from: 'From', about: 'About', state: 'State', reference: 'Reference' },
    none: 'No messages or applications yet.',
  },
  /** /adminpage/viewcontact/{id}: one message or application, its state and its notes. */
  contact: {
    unnamed: 'No name given',
    message: 'Message',
    application: (vacancy: string) => `Application: ${vacancy}`,
    applicationGone: 'Application (the vacancy was deleted)',
    labels: {
      reference: 'Reference',
      state: 'State',
      kind: 'Kind',
      received: 'Received',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      cv: 'CV',
    },
    seeVacancy: 'see the vacancy',
    downloadCv: 'Download the CV (PDF)',
    cvName: (name: string) => `CV ${name}.pdf`,
    cvFailed: 'The CV could not be downloaded. Please try again.',
    states: { new: 'New', read: 'Read', answered: 'Answered', archived: 'Archived' } satisfies Record<
      ContactState,
      string
    >,
    stateHint: 'Opening a new contact marks it read; New marks it unread again.',
    stateNow: (state: string) => `State: ${state}.`,
    stateFailed: 'The state could not be changed. Please try again.',
    notes: 'Internal notes',
    notesAbout: 'Only admins read them; the person who wrote never sees them.',
    noNotes: 'No notes yet.',
    noteBy: (author: string) => `${author},`,
    addNote: 'Add a note',
    saveNote: 'Add the note',
    savingNote: 'Adding…',
    noteAdded: 'Note added.',
    noteEmpty: 'Write the note first.',
    noteTooLong: (max: number) => `A note holds at most ${max} characters.`,
    noteFailed: 'The note could not be added. Please try again.',
  },
};
