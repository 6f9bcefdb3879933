/** How the API sends email (docs/decisions/018-mail.md); without `transportUrl`, it sends none and writes none to send. */
export interface MailSettings {
  /** SMTP_URL: `smtp://` or `smtps://user:pass@host:port`, as nodemailer takes it. */
  transportUrl: string | undefined;
  /** MAIL_FROM: the sender, `Tirana Group <no-reply@example.com>`. */
  from: string;
  /** The team (STAFF_EMAIL): who hears of each message and application; none, and no one is told. */
  teamEmails: string[];
  /** Where the admin's links in staff emails lead: the site's address. */
  adminOrigin: string;
}

export const DEFAULT_MAIL_FROM = 'Tirana Group <no-reply@tiranagroup.al>';
