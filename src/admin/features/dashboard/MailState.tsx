import { useAdminText } from '#admin/i18n/admin-language.ts';
import { type MailStatus, REFUSED_MAIL_DAYS } from '#shared/payloads/mail.ts';
import TechnicalDetails from './TechnicalDetails.tsx';

/**
 * On the dashboard: whether email is on, whether staff hear of messages, the mails the mail server
 * has not taken yet, and those it refused for good.
 */
export default function MailState({ mail }: { mail: MailStatus }) {
  const t = useAdminText();
  const words = t.mail;
  return (
    <p className="attention__mail">
      <strong>{words.title}:</strong>{' '}
      {mail.enabled ? `${words.on} ${mail.teamNotified ? words.teamOn : words.teamOff}` : words.off}
      {mail.failing > 0 && (
        <span className="attention__error" role="status">
          {words.failing(mail.failing)} {mail.lastError && <TechnicalDetails text={mail.lastError} />}
        </span>
      )}
      {mail.refused > 0 && (
        <span className="attention__error">
          {words.refused(mail.refused, REFUSED_MAIL_DAYS)}{' '}
          {mail.lastRefusal && (
            <>
              {words.latestRefusal(mail.lastRefusal.recipient)}
              <TechnicalDetails text={mail.lastRefusal.error} />
            </>
          )}
        </span>
      )}
    </p>
  );
}
