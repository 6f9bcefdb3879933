import { adminViewPath } from '#shared/admin-paths.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { MailPurpose } from '#shared/payloads/mail.ts';
import type { ContactRow } from '../repositories/contacts.ts';
import { type ComposedMail, composeMail } from './mail-layout.ts';
import type { MailSettings } from './mail-settings.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

/** A mail to write to the outbox. */
export interface NewMail extends ComposedMail {
  purpose: MailPurpose;
  contactId: number;
  recipient: string;
}

type Contact = NonNullable<ContactRow>;

const fullName = (contact: Contact) => `${contact.firstName} ${contact.lastName}`.trim();

/**
 * The mails a contact message or an application sends: to the team, when STAFF_EMAIL is set, and a
 * confirmation to the visitor, when they gave an email, in the language of the page they wrote from.
 */
export function contactMails(contact: Contact, settings: MailSettings): NewMail[] {
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
      ...visitorConfirmation(contact),
    });
  }
  return mails;
}

const LANGUAGE_NAMES: Record<Language, string> = { sq: 'Albanian', en: 'English' };

/** The team's email, in English as the admin's default: who wrote, how to reach them, what, and the link to it. */
function teamNotification(contact: Contact, settings: MailSettings): ComposedMail {
  const name = fullName(contact) || 'Someone without a name';
  const application = contact.kind === 'application';
  const vacancy = textsOf(VACANCY, contact, 'en').title || `vacancy #${contact.staffId}`;
  const subject = application
    ? `New application for ${vacancy} from ${name} (${contact.reference})`
    : `New message from ${name} (${contact.reference})`;
  const link = new URL(adminViewPath(CONTACT, contact.contactId), settings.adminOrigin).href;
  return composeMail('en', subject, [
    {
      paragraph: application
        ? 'A new job application came in through the website.'
        : 'A new contact message came in through the website.',
    },
    {
      lines: [
        ['Reference', contact.reference],
        ['From', name],
        ['Email', contact.email || 'not given'],
        ['Phone', contact.contactNumber || 'not given'],
        ...(application ? [['Vacancy', vacancy] as [string, string]] : []),
        ['Written from', `the ${LANGUAGE_NAMES[contact.language]} page`],
      ],
    },
    ...(contact.contactMessage ? [{ quote: contact.contactMessage, label: 'Message' }] : []),
    ...(application
      ? [{ paragraph: 'A CV is attached to the application in the admin; it is not sent by email.' }]
      : []),
    { link, label: application ? 'Open the application in the admin' : 'Open the message in the admin' },
  ]);
}

/** The visitor's confirmation, in their page's language, with the reference and what happens next. */
function visitorConfirmation(contact: Contact): ComposedMail {
  const texts = VISITOR_TEXTS[contact.language];
  const vacancy = textsOf(VACANCY, contact, contact.language).title;
  const application = contact.kind === 'application';
  return composeMail(
    contact.language,
    application ? texts.applicationSubject(vacancy, contact.reference) : texts.messageSubject(contact.reference),
    [
      { paragraph: texts.greeting(contact.firstName) },
      { paragraph: application ? texts.applicationReceived(vacancy) : texts.messageReceived },
      { lines: [[texts.reference, contact.reference]] },
      { paragraph: texts.referenceUse },
      ...(contact.contactMessage ? [{ quote: contact.contactMessage, label: texts.yourMessage }] : []),
      { paragraph: texts.signature },
    ],
  );
}
