import type { Contact } from '#shared/entities/contact.ts';
import { tiranaTime } from '../../lib/tirana-time.ts';

export const contactName = (contact: Contact) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email || 'No name given';

/** What a contact is, in a word: a message, or an application for a vacancy. */
export function contactKind(contact: Contact): string {
  if (contact.kind === 'message') return 'Message';
  const vacancy = contact.staffTittle || contact.titulliStaf;
  return vacancy ? `Application: ${vacancy}` : 'Application (the vacancy was deleted)';
}

/** When it arrived, in Tirana's time. */
export const receivedAt = (contact: Contact) => tiranaTime(contact.createdAt);
