import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { downloadFile, logFailure } from '#admin/lib/api-client.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import { CONTACT } from '#shared/entities/contact.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import ContactNotes from './ContactNotes.tsx';
import ContactStateControl from './ContactStateControl.tsx';
import { contactKind, contactName } from './contact-text.ts';
import EraseContact from './EraseContact.tsx';
import type { FromInbox } from './InboxTable.tsx';
import InquiredUnit from './InquiredUnit.tsx';
import { filterSearch } from './inbox-search.ts';
import { useContact } from './use-contacts.ts';

/**
 * /adminpage/viewcontact/{contactId}: one message, inquiry or application, with its CV or the unit
 * asked about (and its status now), its state and its notes.
 */
export default function ContactView() {
  const id = Number(useParams().contactId);
  const query = useContact(id);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const t = useAdminText();
  const words = t.contact;
  const { labels } = words;
  const language = useAdminLanguage();
  // Back to the inbox as it was left: its search, filters and page.
  const inboxSearch = (useLocation().state as FromInbox | null)?.inboxSearch;
  const inbox = `${screenPaths(CONTACT).list}${inboxSearch ? `?${inboxSearch}` : ''}`;
  const empty = <span className="admin-muted">{t.common.empty}</span>;

  return (
    <QueryState query={query}>
      {(contact) => (
        <>
          <PageHeader
            title={contactName(contact, words)}
            back={{ to: inbox, label: t.inbox.title }}
            actions={<EraseContact contact={contact} />}
          />
          <dl className="field-list">
            <div className="field-list__row">
              <dt>{labels.reference}</dt>
              <dd>
                <code className="contact-reference">{contact.reference}</code>
              </dd>
            </div>
            <div className="field-list__row">
              <dt>{labels.state}</dt>
              <dd>
                <ContactStateControl contact={contact} />
              </dd>
            </div>
            <div className="field-list__row">
              <dt>{labels.kind}</dt>
              <dd>
                {contactKind(contact, words, language)}
                {contact.staffId !== null && contact.staffTittle !== null && (
                  <>
                    {' '}
                    (<Link to={screenPaths(VACANCY).view(contact.staffId)}>{words.seeVacancy}</Link>)
                  </>
                )}
              </dd>
            </div>
            {contact.unit && (
              <div className="field-list__row">
                <dt>{labels.unit}</dt>
                <dd className="contact-unit">
                  <InquiredUnit unit={contact.unit} />
                  <Link to={`${screenPaths(CONTACT).list}?${filterSearch({ unitId: contact.unit.unitId })}`}>
                    {words.inquiriesAboutUnit}
                  </Link>
                </dd>
              </div>
            )}
            <div className="field-list__row">
              <dt>{labels.received}</dt>
              <dd>
                <time dateTime={contact.createdAt}>{tiranaTime(contact.createdAt, language)}</time>
              </dd>
            </div>
            {contact.kind === 'application' && (
              <div className="field-list__row">
                <dt>{t.contactPrivacy.consent}</dt>
                <dd>
                  {contact.consentAt ? (
                    <>
                      {t.contactPrivacy.consentGiven}{' '}
                      <time dateTime={contact.consentAt}>{tiranaTime(contact.consentAt, language)}</time>
                    </>
                  ) : (
                    <span className="admin-muted">{t.contactPrivacy.noConsent}</span>
                  )}
                </dd>
              </div>
            )}
            <div className="field-list__row">
              <dt>{labels.email}</dt>
              <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : empty}</dd>
            </div>
            <div className="field-list__row">
              <dt>{labels.phone}</dt>
              <dd>
                {contact.contactNumber ? (
                  <a href={`tel:${contact.contactNumber.replaceAll(' ', '')}`}>{contact.contactNumber}</a>
                ) : (
                  empty
                )}
              </dd>
            </div>
            {contact.kind !== 'application' && (
              <div className="field-list__row">
                <dt>{labels.message}</dt>
                <dd className="contact-message">{contact.contactMessage || empty}</dd>
              </div>
            )}
            {contact.cvUrl && (
              <div className="field-list__row">
                <dt>{labels.cv}</dt>
                <dd>
                  <button
                    type="button"
                    className="admin-button"
                    onClick={() => {
                      setDownloadError(null);
                      downloadFile(contact.cvUrl ?? '', words.cvName(contactName(contact, words))).catch(
                        (error: unknown) => {
                          logFailure(error);
                          setDownloadError(words.cvFailed);
                        },
                      );
                    }}
                  >
                    {words.downloadCv}
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
          <ContactNotes contactId={contact.contactId} />
        </>
      )}
    </QueryState>
  );
}
