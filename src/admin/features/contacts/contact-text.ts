import type { AdminText } from '#admin/i18n/en.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import type { Contact, InquiredUnit } from '#shared/entities/contact.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';

type Words = AdminText['contact'];

/** Who wrote: the name given, else the email, else that none was given. */
export const contactName = (contact: Contact, words: Words) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email || words.unnamed;

/** The vacancy applied for, in the admin's language where it has the title in it. */
export const vacancyTitle = (vacancy: { staffTittle: string | null; titulliStaf: string | null }, language: Language) =>
  textsOf(VACANCY, vacancy, language).title;

/** A building's title in the admin's language where it has it, else in the other. */
export const buildingTitle = (building: { buildingTitle: string; titulliNderteses: string }, language: Language) =>
  textsOf(BUILDING, building, language).title;

/** Where a unit asked about is: its building and sales category, "Tower A · Apartment". */
export const unitPlace = (unit: InquiredUnit, language: Language) =>
  [buildingTitle(unit, language), textsOf(CATEGORY, unit, language).name].filter(Boolean).join(' · ');

/** What a contact is, in a word: a message, an inquiry about a unit, or an application for a vacancy. */
export function contactKind(contact: Contact, words: Words, language: Language): string {
  if (contact.kind === 'message') return words.message;
  if (contact.kind === 'inquiry') return contact.unit ? words.inquiry : words.inquiryGone;
  const vacancy = vacancyTitle(contact, language);
  return vacancy ? words.application(vacancy) : words.applicationGone;
}
