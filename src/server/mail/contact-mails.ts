import { adminViewPath } from '#shared/admin-paths.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { MailPurpose } from '#shared/payloads/mail.ts';
import type { ContactRow } from '../repositories/contacts.ts';
import { inquiryConfirmation, inquiryTeamLines, inquiryUnitLink, unitNameOf } from './inquiry-blocks.ts';
import { type ComposedMail, composeMail, type MailBlock } from './mail-layout.ts';
import type { MailSettings } from './mail-settings.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

/** A mail to write to the outbox. */
export interface NewMail extends ComposedMail {
  purpose: MailPurpose;
  contactId: number;
  recipient: string;
}

const fullName = (contact: ContactRow) => `${contact.firstName} ${contact.lastName}`.trim();

/**
 * The mails a contact message, an inquiry about a unit or an application sends: to the team, when
 * STAFF_EMAIL is set, and a confirmation to the visitor, when they gave an email, in the language
 * of the page they wrote from.
 */
export function contactMails(contact: ContactRow, settings: MailSettings): NewMail[] {
  const mails: NewMail[] = [];
  const { contactId } = contact;
  for (const recipient of settings.teamEmails) {
    mails.push({ purpose: `team-${contact.kind}`, contactId, recipient, ...teamNotification(contact, settings) });
  }
  if (contact.email) {
    mails.push({
      purpose: `visitor-${contact.kind}`,
      contactId,
      recipient: contact.email,
      ...visitorConfirmation(contact, settings),
    });
  }
  return mails;
}

const LANGUAGE_NAMES: Record<Language, string> = { sq: 'Albanian', en: 'English' };

/** The vacancy applied for, as the team's email names it. */
const vacancyOf = (contact: ContactRow) => textsOf(VACANCY, contact, 'en').title || `vacancy #${contact.staffId}`;

/** The team's email's subject and opening, by what the contact is. */
function teamHeadline(contact: ContactRow, name: string): { subject: string; paragraph: string } {
  const { kind, reference } = contact;
  if (kind === 'application') {
    return {
      subject: `New application for ${vacancyOf(contact)} from ${name} (${reference})`,
      paragraph: 'A new job application came in through the website.',
    };
  }
  if (kind === 'inquiry') {
    return {
      subject: `New inquiry about ${unitNameOf(contact.unit, 'en')} from ${name} (${reference})`,
      paragraph: 'A visitor asked about a unit for sale through the website.',
    };
  }
  return {
    subject: `New message from ${name} (${reference})`,
    paragraph: 'A new contact message came in through the website.',
  };
}

/**
 * The team's email, in English as the admin's default: who wrote, how to reach them, what (the
 * vacancy, or the unit with its status when asked), and the links to it in the admin.
 */
function teamNotification(contact: ContactRow, settings: MailSettings): ComposedMail {
  const name = fullName(contact) || 'Someone without a name';
  const application = contact.kind === 'application';
  const { subject, paragraph } = teamHeadline(contact, name);
  const link = new URL(adminViewPath(CONTACT, contact.contactId), settings.adminOrigin).href;
  const unitLink = inquiryUnitLink(contact.unit, settings);
  return composeMail('en', subject, [
    { paragraph },
    {
      lines: [
        ['Reference', contact.reference],
        ['From', name],
        ['Email', contact.email || 'not given'],
        ['Phone', contact.contactNumber || 'not given'],
        ...(application ? [['Vacancy', vacancyOf(contact)] as [string, string]] : []),
        ...(contact.kind === 'inquiry' ? inquiryTeamLines(contact.unit) : []),
        ['Written from', `the ${LANGUAGE_NAMES[contact.language]} page`],
      ],
    },
    ...(contact.contactMessage ? [{ quote: contact.contactMessage, label: 'Message' }] : []),
    ...(application
      ? [{ paragraph: 'A CV is attached to the application in the admin; it is not sent by email.' }]
      : []),
    { link, label: `Open the ${application ? 'application' : contact.kind} in the admin` },
    ...(unitLink ? [unitLink] : []),
  ]);
}

/** The visitor's confirmation's subject and what it confirms, with the reference, by what the contact is. */
function visitorOpening(contact: ContactRow, settings: MailSettings): { subject: string; blocks: MailBlock[] } {
  const { language, reference } = contact;
  const texts = VISITOR_TEXTS[language];
  const referenceLines: MailBlock = { lines: [[texts.reference, reference]] };
  if (contact.kind === 'application') {
    const vacancy = textsOf(VACANCY, contact, language).title;
    return {
      subject: texts.applicationSubject(vacancy, reference),
      blocks: [{ paragraph: texts.applicationReceived(vacancy) }, referenceLines],
    };
  }
  if (contact.kind === 'inquiry') return inquiryConfirmation(contact, settings);
  return { subject: texts.messageSubject(reference), blocks: [{ paragraph: texts.messageReceived }, referenceLines] };
}

/** The visitor's confirmation, in their page's language, with the reference (and the unit asked about) and what happens next. */
function visitorConfirmation(contact: ContactRow, settings: MailSettings): ComposedMail {
  const texts = VISITOR_TEXTS[contact.language];
  const { subject, blocks } = visitorOpening(contact, settings);
  return composeMail(contact.language, subject, [
    { paragraph: texts.greeting(contact.firstName) },
    ...blocks,
    { paragraph: texts.referenceUse },
    ...(contact.contactMessage ? [{ quote: contact.contactMessage, label: texts.yourMessage }] : []),
    { paragraph: texts.signature },
  ]);
}
