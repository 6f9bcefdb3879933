import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import { type DeliveryTurn, deliveryTurn, MAIL_LOCK } from '../db/instances.ts';
import { markFailed, markRefused, markSent, nextAttemptAt, nextDueMail } from '../repositories/mails.ts';
import { BackgroundWorker } from '../workers/background-worker.ts';
import type { MailSettings } from './mail-settings.ts';

export interface MailTimings {
  /** The wait after a mail's first failed try; it doubles after each further failure, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How often it looks for mails other instances wrote, when nothing woke it. */
  pollMs: number;
}

export const DEFAULT_MAIL_TIMINGS: MailTimings = { firstRetryMs: 1_000, maxRetryMs: 60_000, pollMs: 5_000 };

/**
 * Whether a failed send is the mail server refusing the recipient for good: nodemailer's envelope
 * error with a 5xx reply to RCPT TO ("550 no such mailbox"). Trying again would be refused again.
 * Any other failure, a 5xx included (a refused login, a sender the server will not relay for), is
 * about the server or its settings, and each mail waits until they are mended.
 */
const isRecipientRefused = (error: unknown) => {
  const { code, command, responseCode } = error as { code?: unknown; command?: unknown; responseCode?: unknown };
  return (
    code === 'EENVELOPE' &&
    command === 'RCPT TO' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
};

/** How long the mail server may take to connect, greet and answer before a try counts as failed. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface MailSenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  settings: MailSettings;
  timings?: Partial<MailTimings>;
}

/**
 * Sends the mails outbox through the mail server (SMTP_URL), oldest due first, one mail per
 * turn: a mail is marked sent in the turn that sent it, so a mail server that is down loses
 * nothing, and each mail goes once when it is back. A failed try waits longer each time, up to
 * about a minute, for ever, unless the server refused the recipient for good; the dashboard shows
 * what waits and what was refused. Instances that share a PostgreSQL
 * database send one at a time (an advisory lock of its own); a committed contact wakes it, and it
 * looks every few seconds for the others'.
 */
export class MailSender {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #settings: MailSettings;
  readonly #timings: MailTimings;
  readonly #turn: DeliveryTurn;
  readonly #worker: BackgroundWorker;
  #transport: Transporter | undefined;

  constructor(options: MailSenderOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#settings = options.settings;
    this.#timings = { ...DEFAULT_MAIL_TIMINGS, ...options.timings };
    this.#turn = deliveryTurn(options.db, MAIL_LOCK);
    const retryMs = this.#timings.firstRetryMs;
    this.#worker = new BackgroundWorker(() => this.#sendInTurn(), {
      // The database failed, not the mail server (whose failures each mail records): try again shortly.
      firstMs: retryMs,
      maxMs: retryMs,
      failed: (error) => this.#log.warn({ err: error }, 'mail sender: could not read the mails outbox'),
    });
  }

  /** Starts sending, beginning with whatever waits; without a mail server, nothing. */
  start(): void {
    const url = this.#settings.transportUrl;
    if (!url || this.#transport) return;
    this.#transport = nodemailer.createTransport(url, { from: this.#settings.from, ...SMTP_TIMEOUTS });
    void this.#worker.start();
  }

  /** Tells the sender that mails were committed. */
  wake(): void {
    this.#worker.wake();
  }

  async close(): Promise<void> {
    await this.#worker.close();
    this.#transport?.close();
  }

  /** One round: a mail sent in this instance's turn, then the next at once; else a wait for a wake, the next due try or a look around. */
  async #sendInTurn(): Promise<number> {
    const transport = this.#transport;
    if (!transport) return Number.POSITIVE_INFINITY;
    const round = await this.#turn((db) => this.#sendOne(db, transport));
    return round.ran && round.value ? 0 : this.#untilNextTry();
  }

  /** Sends the mail due first, if any, and records how it went; whether there was one. */
  async #sendOne(db: Db, transport: Transporter): Promise<boolean> {
    const now = new Date();
    const mail = await nextDueMail(db, now.toISOString());
    if (!mail) return false;
    try {
      const info = await transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await markSent(db, mail.mailId, new Date().toISOString(), String(info.messageId ?? ''));
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (isRecipientRefused(error)) {
        await markRefused(db, mail.mailId, attempts, new Date().toISOString(), reason);
        this.#log.warn({ mailId: mail.mailId, reason }, 'mail refused by the mail server; not trying again');
        return true;
      }
      const waitMs = Math.min(this.#timings.firstRetryMs * 2 ** (attempts - 1), this.#timings.maxRetryMs);
      await markFailed(db, mail.mailId, attempts, new Date(now.getTime() + waitMs).toISOString(), reason);
      // One warning per mail; the tries that follow would repeat it every minute.
      this.#log[attempts === 1 ? 'warn' : 'debug'](
        { mailId: mail.mailId, attempts, waitMs, reason },
        'mail not sent; trying again',
      );
    }
    return true;
  }

  /** How long until the earliest unsent mail is due, at most the poll interval. */
  async #untilNextTry(): Promise<number> {
    const next = await nextAttemptAt(this.#db);
    const due = next === null ? this.#timings.pollMs : new Date(next).getTime() - Date.now();
    return Math.max(0, Math.min(due, this.#timings.pollMs));
  }
}
