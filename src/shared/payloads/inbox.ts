import { z } from 'zod';
import { CONTACT_KINDS, CONTACT_STATES, ContactSchema } from '../entities/contact.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { IdSchema } from '../schemas/common.ts';
import { DEFAULT_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from './list-page.ts';

/**
 * The staff's inbox of contact messages, inquiries about units and job applications (ROLE_ADMIN):
 * a page at a time, newest first, searched and narrowed; the same list as CSV; each contact's
 * state and internal notes (docs/decisions/019-inbox.md).
 */

export const ContactStateSchema = z.enum(CONTACT_STATES);

export const MAX_INBOX_SEARCH_CHARS = 200;
export const MAX_NOTE_CHARS = 4000;

/** What narrows the inbox, in the admin's address as in the API's query: the same keys. */
export const InboxFilterSchema = z.object({
  /**
   * Words that must each be in a name, the email, the phone, the reference, the message or the
   * reference of the unit asked about, ignoring case and accents.
   */
  q: z.string().trim().max(MAX_INBOX_SEARCH_CHARS).optional(),
  /** Messages, inquiries about units, or applications. */
  kind: z.enum(CONTACT_KINDS).optional(),
  /** Applications for one vacancy. */
  staffId: IdSchema.optional(),
  /** Inquiries about the units of one building. */
  buildingId: IdSchema.optional(),
  /** Inquiries about one unit. */
  unitId: IdSchema.optional(),
  state: ContactStateSchema.optional(),
});
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

export const InboxQuerySchema = InboxFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  /** As the admin's other lists: LIST_PAGE_SIZES offered, 24 unless asked. */
  pageSize: z.coerce.number().int().min(1).max(MAX_LIST_PAGE_SIZE).default(DEFAULT_LIST_PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/** The CSV export's query: the inbox's filters, and the language of the file's words (English unless asked). */
export const InboxCsvQuerySchema = InboxFilterSchema.extend({
  language: z.enum(LANGUAGES).default('en'),
});

/** A vacancy that has applications, for the inbox's vacancy filter. */
export const InboxVacancySchema = z.object({
  staffId: z.number().int(),
  staffTittle: z.string(),
  titulliStaf: z.string(),
});
export type InboxVacancy = z.infer<typeof InboxVacancySchema>;

/** A building whose units were asked about, for the inbox's building filter. */
export const InboxBuildingSchema = z.object({
  buildingId: z.number().int(),
  buildingTitle: z.string(),
  titulliNderteses: z.string(),
});
export type InboxBuilding = z.infer<typeof InboxBuildingSchema>;

/** A unit asked about, with its building, for the inbox's unit filter. */
export const InboxUnitSchema = InboxBuildingSchema.extend({
  unitId: z.number().int(),
  reference: z.string(),
});
export type InboxUnit = z.infer<typeof InboxUnitSchema>;

export const InboxPageSchema = z.object({
  items: z.array(ContactSchema),
  /** Contacts that match, on every page. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every vacancy applied for (matching or not), by title: the choices of the vacancy filter. */
  vacancies: z.array(InboxVacancySchema),
  /** Every building whose units were asked about, by title: the choices of the building filter. */
  buildings: z.array(InboxBuildingSchema),
  /**
   * Every unit asked about, and the unit the filter names even without inquiries (reached from
   * the unit's screen), by building and reference: the choices of the unit filter.
   */
  units: z.array(InboxUnitSchema),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** The body of a change of state. */
export const ContactStateInputSchema = z.object({ state: ContactStateSchema });

/** An internal note on a contact, which only admins read. */
export const ContactNoteSchema = z.object({
  noteId: z.number().int(),
  contactId: z.number().int(),
  text: z.string(),
  /** The username of who wrote it. */
  author: z.string(),
  createdAt: z.string(),
});
export type ContactNote = z.infer<typeof ContactNoteSchema>;

export const ContactNoteInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(MAX_NOTE_CHARS, { error: `A note holds at most ${MAX_NOTE_CHARS} characters.` }),
});
