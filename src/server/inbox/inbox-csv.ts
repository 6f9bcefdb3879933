import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import { BUILDING } from '#shared/entities/building.ts';
import type { Contact } from '#shared/entities/contact.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { CONTACT_KIND_LABELS, CONTACT_STATE_LABELS, UNIT_STATUS_LABELS } from '#shared/i18n/contact-labels.ts';
import { type Language, OTHER_LANGUAGE } from '#shared/i18n/languages.ts';
import { csvFile } from './csv.ts';

/** "2026-06-01 14:05" in Tirana: a date and time that spreadsheets read as one. */
const TIRANA_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const tiranaMinute = (iso: string) => TIRANA_MINUTE.format(new Date(iso));

type Exported = Pick<
  Contact,
  | 'reference'
  | 'createdAt'
  | 'kind'
  | 'state'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'contactNumber'
  | 'staffTittle'
  | 'titulliStaf'
  | 'contactMessage'
  | 'unit'
>;

/** The vacancy's title in `language`, else in the other: a vacancy may have only one of them. */
const vacancyTitle = (contact: Exported, language: Language) => {
  const titles = { en: contact.staffTittle, sq: contact.titulliStaf };
  return titles[language] || titles[OTHER_LANGUAGE[language]] || '';
};

/** What an inquiry whose unit was deleted writes for it. */
const UNIT_DELETED: Record<Language, string> = { en: '(unit deleted)', sq: '(njësia u fshi)' };

/** The reference of the unit an inquiry asks about; empty for other contacts. */
const unitReference = (contact: Exported, language: Language) =>
  contact.unit?.reference ?? (contact.kind === 'inquiry' ? UNIT_DELETED[language] : '');

/** The export's columns, in order: what each contact writes under each, in the file's language. */
const COLUMNS = {
  reference: (contact) => contact.reference,
  received: (contact) => tiranaMinute(contact.createdAt),
  type: (contact, language) => CONTACT_KIND_LABELS[language][contact.kind],
  state: (contact, language) => CONTACT_STATE_LABELS[language][contact.state],
  firstName: (contact) => contact.firstName,
  lastName: (contact) => contact.lastName,
  email: (contact) => contact.email,
  phone: (contact) => contact.contactNumber,
  vacancy: vacancyTitle,
  unit: unitReference,
  building: (contact, language) => (contact.unit ? textsOf(BUILDING, contact.unit, language).title : ''),
  unitStatus: (contact, language) => (contact.unit ? UNIT_STATUS_LABELS[language][contact.unit.status] : ''),
  message: (contact) => contact.contactMessage,
} satisfies Record<string, (contact: Exported, language: Language) => string>;

type Column = keyof typeof COLUMNS;

/** Each column's heading: in Albanian, the words the admin's Albanian inbox uses for the same things (sq-inbox.ts). */
const HEADINGS: Record<Language, Record<Column, string>> = {
  en: {
    reference: 'Reference',
    received: 'Received at (Tirana time)',
    type: 'Type',
    state: 'State',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    vacancy: 'Vacancy',
    unit: 'Unit',
    building: 'Building',
    unitStatus: 'Unit status',
    message: 'Message',
  },
  sq: {
    reference: 'Referenca',
    received: 'Marrë më (ora e Tiranës)',
    type: 'Lloji',
    state: 'Gjendja',
    firstName: 'Emri',
    lastName: 'Mbiemri',
    email: 'Email-i',
    phone: 'Telefoni',
    vacancy: 'Pozicioni',
    unit: 'Njësia',
    building: 'Ndërtesa',
    unitStatus: 'Gjendja e njësisë',
    message: 'Mesazhi',
  },
};

const COLUMN_ORDER = Object.keys(COLUMNS) as Column[];

/**
 * The inbox as a CSV file (csv.ts) in `language`: a header row, then one row per contact in the
 * order given, its type and state in words rather than the API's values.
 */
export const inboxCsv = (contacts: readonly Exported[], language: Language): Buffer =>
  csvFile([
    COLUMN_ORDER.map((column) => HEADINGS[language][column]),
    ...contacts.map((contact) => COLUMN_ORDER.map((column) => COLUMNS[column](contact, language))),
  ]);

/** The export's file name, dated in Tirana: "inbox-2026-06-01.csv". */
export const inboxCsvName = (now: Date) => `inbox-${tiranaMinute(now.toISOString()).slice(0, 10)}.csv`;
