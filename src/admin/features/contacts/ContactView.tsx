import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminText } from '../../i18n/admin-language.ts';
import { downloadFile, logFailure } from '../../lib/api-client.ts';
import { tiranaTime } from '../../lib/tirana-time.ts';
import PageHeader from '../../layout/PageHeader.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { CONTACT } from '#shared/entities/contact.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { screenPaths } from '../../routes.ts';
import { contactKind, contactName, receivedAt } from './contact-text.ts';
import EraseContact from './EraseContact.tsx';
import { useContact } from './use-contacts.ts';

/** /adminpage/viewcontact/{contactId}: one message or application, with its CV. */
export default function ContactView() {
  const id = Number(useParams().contactId);
  const query = useContact(id);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const privacy = useAdminText().contactPrivacy;

  return (
    <QueryState query={query}>
      {(contact) => (
        <>
          <PageHeader
            title={contactName(contact)}
            back={{ to: screenPaths(CONTACT).list, label: 'Contacts' }}
            actions={<EraseContact contact={contact} />}
          />
          <dl className="field-list">
            <div className="field-list__row">
              <dt>Kind</dt>
              <dd>
                {contactKind(contact)}
                {contact.staffId !== null && contact.staffTittle !== null && (
                  <>
                    {' '}
                    (<Link to={screenPaths(VACANCY).view(contact.staffId)}>see the vacancy</Link>)
                  </>
                )}
              </dd>
            </div>
            <div className="field-list__row">
              <dt>Received</dt>
              <dd>
                <time dateTime={contact.createdAt}>{receivedAt(contact)}</time>
              </dd>
            </div>
            {contact.kind === 'application' && (
              <div className="field-list__row">
                <dt>{privacy.consent}</dt>
                <dd>
                  {contact.consentAt ? (
                    <>
                      {privacy.consentGiven} <time dateTime={contact.consentAt}>{tiranaTime(contact.consentAt)}</time>
                    </>
                  ) : (
                    <span className="admin-muted">{privacy.noConsent}</span>
                  )}
                </dd>
              </div>
            )}
            <div className="field-list__row">
              <dt>Email</dt>
              <dd>
                {contact.email ? (
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                ) : (
                  <span className="admin-muted">Empty</span>
                )}
              </dd>
            </div>
            <div className="field-list__row">
              <dt>Phone</dt>
              <dd>
                {contact.contactNumber ? (
                  <a href={`tel:${contact.contactNumber.replaceAll(' ', '')}`}>{contact.contactNumber}</a>
                ) : (
                  <span className="admin-muted">Empty</span>
                )}
              </dd>
            </div>
            {contact.kind === 'message' && (
              <div className="field-list__row">
                <dt>Message</dt>
                <dd className="contact-message">
                  {contact.contactMessage || <span className="admin-muted">Empty</span>}
                </dd>
              </div>
            )}
            {contact.cvUrl && (
              <div className="field-list__row">
                <dt>CV</dt>
                <dd>
                  <button
                    type="button"
                    className="admin-button"
                    onClick={() => {
                      setDownloadError(null);
                      downloadFile(contact.cvUrl ?? '', `CV ${contactName(contact)}.pdf`).catch((error: unknown) => {
                        logFailure(error);
                        setDownloadError('The CV could not be downloaded. Please try again.');
                      });
                    }}
                  >
                    Download the CV (PDF)
                  </button>
                  {downloadError && (
                    <p className="admin-field__error" role="alert">
                      {downloadError}
                    </p>
                  )}
                </dd>
              </div>
            )}
          </dl>
        </>
      )}
    </QueryState>
  );
}
