import { z } from 'zod';

/**
 * Email (docs/decisions/018-mail.md): each contact message and application tells staff, and
 * confirms to the visitor in the language of the page they wrote from, through an outbox of mails
 * sent with retries.
 */

/**
 * What a mail is: staff's notification, or the visitor's confirmation, of a message, an inquiry
 * about a unit or an application; or an account's own: the note to its owner of a change to its
 * second factors, the link to choose a new password (docs/decisions/032-second-factors.md).
 */
export const MAIL_PURPOSES = [
  'team-message',
  'team-inquiry',
  'team-application',
  'visitor-message',
  'visitor-inquiry',
  'visitor-application',
  'factor-change',
  // An account's link to choose a new password (docs/decisions/032-second-factors.md).
  'password-reset',
] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];

/** The days the dashboard counts mails refused for good over: the last week's, like failed publishes. */
export const REFUSED_MAIL_DAYS = 7;

/** How email stands, for the admin's dashboard. */
export const MailStatusSchema = z.object({
  /** Whether a mail server is set (SMTP_URL); without one nothing is written to send. */
  enabled: z.boolean(),
  /** Whether the team (STAFF_EMAIL) is told of new messages. */
  teamNotified: z.boolean(),
  /** Mails not sent yet. */
  unsent: z.number().int().nonnegative(),
  /** Of those, the ones whose sending failed at least once, and the latest failure's words. */
  failing: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  /**
   * Mails whose recipient the mail server refused for good (an address it has no mailbox for) in
   * the last REFUSED_MAIL_DAYS days, which are not tried again, and the latest of them.
   */
  refused: z.number().int().nonnegative(),
  lastRefusal: z.object({ recipient: z.string(), error: z.string() }).nullable(),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;
