import { z } from 'zod';
import {
  MAX_CV_BYTES,
  MAX_EMAIL_CHARS,
  MAX_MESSAGE_CHARS,
  MAX_NAME_CHARS,
  MAX_PHONE_CHARS,
  MIN_PHONE_CHARS,
} from '../constants.ts';
import { HONEYPOT_FIELD, isPhoneNumber, UNIT_STATUSES } from '../domain-values.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { IdSchema, typedText } from '../schemas/common.ts';
import { defineEntity } from './define-entity.ts';

const trimmed = (max: number) => typedText().trim().max(max).default('');

/** The API's word on a phone number it refuses; the site says it in the visitor's language (formPhoneInvalid). */
export const PHONE_NUMBER_MESSAGE = `Enter a phone number of ${MIN_PHONE_CHARS} to ${MAX_PHONE_CHARS} characters: digits, spaces, +, - and parentheses.`;

/**
 * A phone number, or none. The rule holds for contact messages as for applications: the sales
 * team and HR call back on the same field, and a number that cannot be dialled is no way back.
 * A contact message may still leave it empty (docs/product.md#validation-rules); an application may not (contactIssues).
 */
const phoneNumber = z
  .string()
  .trim()
  .max(MAX_PHONE_CHARS, { error: PHONE_NUMBER_MESSAGE })
  .refine((value) => value === '' || isPhoneNumber(value), { error: PHONE_NUMBER_MESSAGE })
  .default('');

/** A form's id field left empty: none. */
const optionalId = z.union([z.literal('').transform(() => undefined), IdSchema]).optional();

/**
 * A contact message or a job application as the public forms send it. An application names
 * the vacancy (`staffId`) and carries a CV (`cvUrl`, a file); the CV's content is checked by the
 * server. A message may name a unit for sale (`unitId`): it is then an inquiry about it. The
 * cross-field rules of docs/product.md#validation-rules are in {@link contactIssues}.
 */
export const ContactInputSchema = z.object({
  firstName: trimmed(MAX_NAME_CHARS),
  lastName: trimmed(MAX_NAME_CHARS),
  email: z.union([z.literal(''), z.email({ error: 'Enter a valid email address.' }).max(MAX_EMAIL_CHARS)]).default(''),
  contactNumber: phoneNumber,
  contactMessage: trimmed(MAX_MESSAGE_CHARS),
  staffId: optionalId,
  /** The unit the visitor asks about, which the site shows (beyond docs/product.md#validation-rules). */
  unitId: optionalId,
  /** The language of the page it is sent from (beyond docs/product.md#validation-rules), for the visitor's confirmation. */
  language: z.enum(LANGUAGES).default('sq'),
  /**
   * That the applicant agrees to the privacy terms (beyond docs/product.md#validation-rules): JSON's boolean, or form data's
   * text (a checkbox's "on", "true"). An application needs it (contactIssues); a message asks none.
   */
  consent: z.union([z.boolean(), z.stringbool()]).optional(),
  [HONEYPOT_FIELD]: z.string().max(MAX_NAME_CHARS).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/**
 * What a contact is: a message, an inquiry (a message about a unit for sale, which stays one when
 * the unit is deleted), or a job application.
 */
export const CONTACT_KINDS = ['message', 'inquiry', 'application'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * Where a contact stands in the staff's inbox: new (unread) until an admin opens it, then read,
 * answered, archived. Any state may follow any other: back to new marks it unread.
 */
export const CONTACT_STATES = ['new', 'read', 'answered', 'archived'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

/** The API's word on an application sent without consent; the site says it in the visitor's language (consentMissing). */
export const CONSENT_MESSAGE = 'Agree to the privacy terms to send an application.';

/**
 * The API's word on a question about a unit the site does not offer (any more): unknown, not on
 * sale, or of a building the site does not show. The site says it in the visitor's language, by
 * its field `unitId`.
 */
export const UNIT_UNAVAILABLE_MESSAGE = 'This unit is no longer offered on the site.';

/** The API's word on an application that names a unit: a question about a unit is a message. */
export const UNIT_IN_APPLICATION_MESSAGE = 'An application is not about a unit: ask about it in a message.';

/**
 * Field → message for what docs/product.md#validation-rules requires beyond the single fields, and for an application the
 * applicant's consent to the privacy terms; empty when all is well.
 */
export function contactIssues(input: ContactInput, hasCv: boolean): Record<string, string> {
  const issues: Record<string, string> = {};
  const isApplication = hasCv || input.staffId !== undefined;
  if (isApplication) {
    for (const field of ['firstName', 'lastName', 'email', 'contactNumber'] as const) {
      if (!input[field]) issues[field] = 'This field is required.';
    }
    if (input.staffId === undefined) issues.staffId = 'Choose the vacancy you are applying for.';
    if (!hasCv) issues.cvUrl = 'Attach your CV as a PDF file.';
    if (input.consent !== true) issues.consent = CONSENT_MESSAGE;
    if (input.unitId !== undefined) issues.unitId = UNIT_IN_APPLICATION_MESSAGE;
  } else if (!input.firstName && !input.lastName && !input.email && !input.contactNumber && !input.contactMessage) {
    issues.contactMessage = 'Write a message or leave your contact details.';
  }
  return issues;
}

/** The unit an inquiry asks about, as it is now: its reference, building, sales category and status. */
export const InquiredUnitSchema = z.object({
  unitId: z.number().int(),
  reference: z.string(),
  buildingId: z.number().int(),
  buildingTitle: z.string(),
  titulliNderteses: z.string(),
  salesCategoryId: z.number().int(),
  categoryName: z.string(),
  emriKategorise: z.string(),
  status: z.enum(UNIT_STATUSES),
});
export type InquiredUnit = z.infer<typeof InquiredUnitSchema>;

export const ContactSchema = z.object({
  contactId: z.number().int(),
  kind: z.enum(CONTACT_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  contactMessage: z.string(),
  /** The authenticated download of the CV, for applications. */
  cvUrl: z.string().nullable(),
  staffId: z.number().int().nullable(),
  /** Title of the vacancy applied for, in both languages; null when it was deleted since. */
  staffTittle: z.string().nullable(),
  titulliStaf: z.string().nullable(),
  createdAt: z.string(),
  /** Its short reference, "TG-7K3Q9", which the visitor's confirmation gives. */
  reference: z.string(),
  /** The language of the page it was sent from. */
  language: z.enum(LANGUAGES),
  /** Where it stands in the staff's inbox. */
  state: z.enum(CONTACT_STATES),
  /** When the applicant agreed to the privacy terms; null for messages and for applications sent before the form asked. */
  consentAt: z.string().nullable(),
  /** The unit an inquiry asks about; null for other contacts, and for an inquiry whose unit was deleted. */
  unit: InquiredUnitSchema.nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

/**
 * A contact message (an inquiry, when it asks about a unit) or a job application, sent by the
 * public forms and read by admins only: it is personal data, and an application's CV is never public.
 */
export const CONTACT = defineEntity({
  kind: 'contact',
  noun: { one: 'Message', many: 'Messages' },
  table: 'contacts',
  idField: 'contactId',
  order: 'desc',
  schemas: { input: ContactInputSchema, item: ContactSchema, single: ContactSchema },
  files: { cvUrl: { kind: 'cv', maxBytes: MAX_CV_BYTES, label: 'CV', sq: { label: 'CV-ja' } } },
  api: {
    save: '/contact/save',
    single: '/contact/get/single/contact/:id',
    singleAccess: 'admin',
    /** Deletes it at once with its CV and emails (the right to erasure), for admins: contacts skip the trash. */
    remove: '/contact/delete/:id',
    lists: [{ path: '/contact/get/mini', access: 'admin' }],
    more: {
      /** An application's CV, downloaded as an attachment by an admin. */
      cv: '/contact/get/cv/:id',
      /** The staff's inbox, a page at a time, searched and narrowed (schemas/inbox.ts), and the same as CSV. */
      inbox: '/contact/inbox',
      inboxCsv: '/contact/inbox.csv',
      /** A contact's state in the inbox (PUT). */
      state: '/contact/state/:id',
      /** A contact's internal notes (GET), and a new one (POST). */
      notes: '/contact/notes/:id',
    },
  },
  admin: {
    dashboard: { label: 'Contact', about: 'Messages, unit inquiries and job applications.' },
    sq: {
      dashboard: { label: 'Mesazhet', about: 'Mesazhet, pyetjet për njësi dhe aplikimet për punë.' },
      one: 'Mesazhi',
      many: 'Mesazhet',
      lower: 'mesazh',
      of: 'mesazhit',
      some: 'mesazhe',
    },
    screens: { list: 'listcontact', view: 'viewcontact' },
    viewParam: 'contactId',
  },
});
