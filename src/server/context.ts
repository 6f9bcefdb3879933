import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { RelyingParty } from './auth/passkeys.ts';
import type { ResetLimit } from './auth/reset-limits.ts';
import type { SessionTimes } from './auth/sessions.ts';
import type { TokenIssuer } from './auth/tokens.ts';
import type { ContentRegistry } from './content/content-registry.ts';
import type { Db } from './db/database.ts';
import type { MailSender } from './mail/mail-sender.ts';
import type { MailSettings } from './mail/mail-settings.ts';
import type { Dispatcher } from './outbox/dispatcher.ts';
import type { Webhook } from './outbox/post-batch.ts';
import type { TrashService } from './resources/trash-service.ts';
import type { Scheduler } from './schedules/scheduler.ts';
import type { Storage } from './uploads/storage.ts';

/** What route modules need besides the app: the database, the file storage, the auth services, the dispatcher. */
export interface AppContext {
  db: Db;
  storage: Storage;
  tokens: TokenIssuer;
  sessionTimes: SessionTimes;
  loginThrottle: LoginThrottle;
  /** Whom passkeys are made for: the origin the admin runs on, and its host name (auth/passkeys.ts). */
  relyingParty: RelyingParty;
  /** Requests for a forgotten password's email, per email and per address, shared by the instances. */
  resetLimit: ResetLimit;
  /** Woken after every committed write (see outbox/commit-with-event.ts). */
  dispatcher: Dispatcher;
  /** What the server can do to each kind of content, for every caller (docs/decisions/033-content-core.md). */
  content: ContentRegistry;
  /** Where deleted content waits to be restored or purged (docs/decisions/014-trash.md). */
  trash: TrashService;
  /** Does scheduled publications when due, through the content core (docs/decisions/026-scheduled-publication.md). */
  scheduler: Scheduler;
  /** The publisher, where one is set up (PUBLISH_WEBHOOK_URL): it also renders previews. */
  publisher: Webhook | undefined;
  /** Email: how it is sent, and the sender to wake once mails are committed (docs/decisions/018-mail.md). */
  mail: { settings: MailSettings; sender: MailSender };
  /** Every route the app declared, with who may call it. */
  routes: { method: string; url: string; access: Access }[];
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Who may call a route: anyone; any account with a live session (its own logout and password);
 * an editor of content (ROLE_USER or ROLE_ADMIN); or an admin (ROLE_ADMIN: accounts, contacts).
 * Every route declares one; enforceAccess (auth/access.ts) stops the app at start otherwise
 * (docs/decisions/010-editors-and-admins.md).
 */
export type Access = 'public' | 'session' | 'editor' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
