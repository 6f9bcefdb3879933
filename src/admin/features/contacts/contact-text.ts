import type { Contact } from '#shared/entities/contact.ts';

export const contactName = (contact: Contact) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email || 'No name given';

/** What a contact is, in a word: a message, or an application for a vacancy. */
export function contactKind(contact: Contact): string {
  if (contact.kind === 'message') return 'Message';
  const vacancy = contact.staffTittle || contact.titulliStaf;
  return vacancy ? `Application: ${vacancy}` : 'Application (the vacancy was deleted)';
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Tirane',
});

/** When it arrived, in Tirana's time. */
export const receivedAt = (contact: Contact) => DATE_FORMAT.format(new Date(contact.createdAt));
