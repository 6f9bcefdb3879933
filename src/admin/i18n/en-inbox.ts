import {
  CONTACT_KIND_LABELS,
  CONTACT_KIND_PLURAL_LABELS,
  CONTACT_STATE_LABELS,
  UNIT_STATUS_LABELS,
} from '#shared/i18n/contact-labels.ts';

const KIND = CONTACT_KIND_LABELS.en;

/**
 * The words of the inbox (ROLE_ADMIN) and of a contact's screen, in English: part of the admin's
 * catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_INBOX = {
  /** /adminpage/listcontact: messages, unit inquiries and applications, searched, narrowed, paged, exported. */
  inbox: {
    title: 'Messages',
    search: 'Search the inbox',
    searchPlaceholder: 'Name, email, phone, reference, unit, words…',
    type: 'Type',
    types: CONTACT_KIND_PLURAL_LABELS.en,
    vacancy: 'Vacancy',
    /** A vacancy the address names that has no applications (any more). */
    vacancyNumber: (id: number) => `Vacancy #${id}`,
    /** The inquiries about the units of a building, or about one unit. */
    building: 'Building',
    unit: 'Unit',
    /** A building or unit the address names that is not there (any more). */
    buildingNumber: (id: number) => `Building #${id}`,
    unitNumber: (id: number) => `Unit #${id}`,
    state: 'State',
    export: 'Export CSV',
    exporting: 'Exporting…',
    exportHint: 'Every message, inquiry and application that matches, on all pages, as a spreadsheet.',
    exportFailed: 'The CSV could not be downloaded. Please try again.',
    caption: 'Contact messages, unit inquiries and job applications, newest first',
    columns: { received: 'Received', from: 'From', about: 'About', state: 'State', reference: 'Reference' },
    none: 'No messages, inquiries or applications yet.',
  },
  /** /adminpage/viewcontact/{id}: one message, inquiry or application, its state and its notes. */
  contact: {
    unnamed: 'No name given',
    message: KIND.message,
    application: (vacancy: string) => `${KIND.application}: ${vacancy}`,
    applicationGone: `${KIND.application} (the vacancy was deleted)`,
    inquiry: KIND.inquiry,
    inquiryGone: `${KIND.inquiry} (the unit was deleted)`,
    /** Before the status of the unit asked about, for screen readers: what the badge is. */
    unitStatusIs: 'Unit status:',
    unitStatuses: UNIT_STATUS_LABELS.en,
    inquiriesAboutUnit: 'All inquiries about this unit',
    labels: {
      reference: 'Reference',
      state: 'State',
      kind: 'Kind',
      received: 'Received',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      unit: 'Unit',
      cv: 'CV',
    },
    seeVacancy: 'see the vacancy',
    downloadCv: 'Download the CV (PDF)',
    cvName: (name: string) => `CV ${name}.pdf`,
    cvFailed: 'The CV could not be downloaded. Please try again.',
    states: CONTACT_STATE_LABELS.en,
    stateHint: 'Opening a new message or application marks it read; New marks it unread again.',
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
