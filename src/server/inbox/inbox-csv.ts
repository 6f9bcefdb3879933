import { COMPANY_TIME_ZONE } from '#shared/constants.ts';
import type { Contact } from '#shared/entities/contact.ts';
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
>;

/** The export's columns: a heading, and what each contact writes under it. */
const COLUMNS: [string, (contact: Exported) => string][] = [
  ['Reference', (contact) => contact.reference],
  ['Received at (Tirana time)', (contact) => tiranaMinute(contact.createdAt)],
  ['Type', (contact) => contact.kind],
  ['State', (contact) => contact.state],
  ['First name', (contact) => contact.firstName],
  ['Last name', (contact) => contact.lastName],
  ['Email', (contact) => contact.email],
  ['Phone', (contact) => contact.contactNumber],
  ['Vacancy', (contact) => contact.staffTittle || contact.titulliStaf || ''],
  ['Message', (contact) => contact.contactMessage],
];

/** The inbox as a CSV file (csv.ts): a header row, then one row per contact in the order given. */
export const inboxCsv = (contacts: readonly Exported[]): Buffer =>
  csvFile([
    COLUMNS.map(([heading]) => heading),
    ...contacts.map((contact) => COLUMNS.map(([, cell]) => cell(contact))),
  ]);

/** The export's file name, dated in Tirana: "inbox-2026-06-01.csv". */
export const inboxCsvName = (now: Date) => `inbox-${tiranaMinute(now.toISOString()).slice(0, 10)}.csv`;
