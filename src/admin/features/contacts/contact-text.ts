import type { Contact } from '#shared/entities/contact.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { AdminText } from '#admin/i18n/en.ts';

type Words = AdminText['contact'];

/** Who wrote: the name given, else the email, else that none was given. */
export const contactName = (contact: Contact, words: Words) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email || words.unnamed;

/** The vacancy applied for, in the admin's language where it has the title in it. */
export const vacancyTitle = (vacancy: { staffTittle: string | null; titulliStaf: string | null }, language: Language) =>
  textsOf(VACANCY, vacancy, language).title;

/** What a contact is, in a word: a message, or an application for a vacancy. */
export function contactKind(contact: Contact, words: Words, language: Language): string {
  if (contact.kind === 'message') return words.message;
  const vacancy = vacancyTitle(contact, language);
  return vacancy ? words.application(vacancy) : words.applicationGone;
}
