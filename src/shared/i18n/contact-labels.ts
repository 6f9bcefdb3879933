import type { UnitStatus } from '../domain-values.ts';
import type { ContactKind, ContactState } from '../entities/contact.ts';
import type { Language } from './languages.ts';

/**
 * The words for a contact's kind and state in the inbox (docs/decisions/019-inbox.md): one source
 * for the admin's screens and the inbox's CSV, so that a file says what the screen says.
 */

/** What one contact is: a contact's screen, a row of the CSV. */
export const CONTACT_KIND_LABELS: Record<Language, Record<ContactKind, string>> = {
  en: { message: 'Message', inquiry: 'Unit inquiry', application: 'Application' },
  sq: { message: 'Mesazh', inquiry: 'Pyetje për njësi', application: 'Aplikim' },
};

/** Contacts of a kind, many of them: the choices of the inbox's type filter. */
export const CONTACT_KIND_PLURAL_LABELS: Record<Language, Record<ContactKind, string>> = {
  en: { message: 'Messages', inquiry: 'Unit inquiries', application: 'Applications' },
  sq: { message: 'Mesazhe', inquiry: 'Pyetje për njësi', application: 'Aplikime' },
};

/** Where a contact stands in the inbox: its screen, the inbox's list and filter, the CSV. */
export const CONTACT_STATE_LABELS: Record<Language, Record<ContactState, string>> = {
  en: { new: 'New', read: 'Read', answered: 'Answered', archived: 'Archived' },
  sq: { new: 'I ri', read: 'I lexuar', answered: 'I përgjigjur', archived: 'I arkivuar' },
};

/** The status of the unit an inquiry asks about, as it is now: the inbox's list, a contact's screen, the CSV. */
export const UNIT_STATUS_LABELS: Record<Language, Record<UnitStatus, string>> = {
  en: { available: 'Available', reserved: 'Reserved', sold: 'Sold', notOnSale: 'Not on sale' },
  sq: { available: 'Në dispozicion', reserved: 'E rezervuar', sold: 'E shitur', notOnSale: 'Jo në shitje' },
};
