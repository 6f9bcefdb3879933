import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { CONTACT, type Contact } from '#shared/entities/contact.ts';
import { contactKind, contactName } from './contact-text.ts';
import InquiredUnit from './InquiredUnit.tsx';

/** What a contact's screen is handed by the inbox: its search, for the way back to the same list. */
export interface FromInbox {
  inboxSearch: string;
}

/**
 * The inbox's contacts, newest first: when, who (a link to the contact), what about (an inquiry's
 * unit with its status now), its state in words (a new one's row in bold besides), and its
 * reference. Stacks into cards on phones.
 */
export default function InboxTable({ contacts, search }: { contacts: Contact[]; search: string }) {
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.inbox;
  const { columns } = words;
  const from: FromInbox = { inboxSearch: search };
  return (
    <table className="admin-table inbox-table">
      <caption className="visually-hidden">{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.received}</th>
          <th scope="col">{columns.from}</th>
          <th scope="col">{columns.about}</th>
          <th scope="col">{columns.state}</th>
          <th scope="col">{columns.reference}</th>
        </tr>
      </thead>
      <tbody>
        {contacts.map((contact) => (
          <tr key={contact.contactId} data-state={contact.state}>
            <td data-label={columns.received} className="inbox-table__received">
              <time dateTime={contact.createdAt}>{tiranaTime(contact.createdAt, language)}</time>
            </td>
            <td data-label={columns.from} className="inbox-table__from">
              <Link to={screenPaths(CONTACT).view(contact.contactId)} state={from}>
                {contactName(contact, t.contact)}
              </Link>
              {contact.email && <span className="admin-muted">{contact.email}</span>}
            </td>
            <td data-label={columns.about} className="inbox-table__about">
              <span className="inbox-table__kind">{contactKind(contact, t.contact, language)}</span>
              {contact.unit && <InquiredUnit unit={contact.unit} />}
              {contact.contactMessage && <span className="inbox-table__message">{contact.contactMessage}</span>}
            </td>
            <td data-label={columns.state}>
              <span className={`contact-state contact-state--${contact.state}`}>{t.contact.states[contact.state]}</span>
            </td>
            <td data-label={columns.reference}>
              <code className="contact-reference">{contact.reference}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
