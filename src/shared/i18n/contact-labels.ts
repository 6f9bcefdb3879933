import type { ContactKind, ContactState } from '../entities/contact.ts';
import type { Language } from './languages.ts';

/**
 * The words for a contact's kind and state in the inbox (docs/decisions/019-inbox.md): one source
 * for the admin's screens and the inbox's CSV, so that a file says what the screen says.
 */

/** What one contact is: a contact's screen, a row of the CSV. */
export const CONTACT_KIND_LABELS: Record<Language, Record<ContactKind, string>> = {
  en: { message: 'Message', application: 'Application' },
  sq: { message: 'Mesazh', application: 'Aplikim' },
};

/** Contacts of a kind, many of them: the choices of the inbox's type filter. */
export const CONTACT_KIND_PLURAL_LABELS: Record<Language, Record<ContactKind, string>> = {
  en: { message: 'Messages', application: 'Applications' },
  sq: { message: 'Mesazhe', application: 'Aplikime' },
};

/** Where a contact stands in the inbox: its screen, the inbox's list and filter, the CSV. */
export const CONTACT_STATE_LABELS: Record<Language, Record<ContactState, string>> = {
  en: { new: 'New', read: 'Read', answered: 'Answered', archived: 'Archived' },
  sq: { new: 'I ri', read: 'I lexuar', answered: 'I përgjigjur', archived: 'I arkivuar' },
};
