import { useState } from 'react';
import { Link } from 'react-router';
import PageHeader from '../../layout/PageHeader.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { CONTACT } from '#shared/entities/contact.ts';
import { DASHBOARD_PATH, screenPaths } from '../../routes.ts';
import ListFilter, { matchesFilter } from '../resources/ListFilter.tsx';
import { contactKind, contactName, receivedAt } from './contact-text.ts';
import { useContacts } from './use-contacts.ts';

/** /adminpage/listcontact: messages and applications, newest first, each telling which it is. */
export default function ContactList() {
  const query = useContacts();
  const [filter, setFilter] = useState('');
  return (
    <>
      <PageHeader title="Contacts" back={{ to: DASHBOARD_PATH, label: 'Dashboard' }} />
      <QueryState query={query}>
        {(contacts) => {
          const shown = contacts.filter((contact) =>
            matchesFilter(filter, [
              contactName(contact),
              contact.email,
              contact.contactNumber,
              contactKind(contact),
              contact.contactMessage,
            ]),
          );
          return (
            <>
              <ListFilter
                value={filter}
                onChange={setFilter}
                label="Filter contacts"
                shown={shown.length}
                total={contacts.length}
              />
              {contacts.length === 0 && <p className="admin-empty">No messages or applications yet.</p>}
              <ul className="contact-list">
                {shown.map((contact) => (
                  <li key={contact.contactId} className="admin-card contact-card" data-kind={contact.kind}>
                    <div className="admin-card__body">
                      <p className="contact-card__kind">{contactKind(contact)}</p>
                      <h2 className="admin-card__title">{contactName(contact)}</h2>
                      <p className="admin-card__subtitle">
                        {[contact.email, contact.contactNumber].filter(Boolean).join(' · ')}
                      </p>
                      {contact.contactMessage && <p className="contact-card__message">{contact.contactMessage}</p>}
                      <p className="admin-card__id">
                        <time dateTime={contact.createdAt}>{receivedAt(contact)}</time>
                      </p>
                    </div>
                    <div className="admin-card__actions">
                      <Link
                        className="admin-button admin-button--ghost"
                        to={screenPaths(CONTACT).view(contact.contactId)}
                        aria-label={`See ${contactName(contact)}`}
                      >
                        See
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
