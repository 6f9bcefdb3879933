import { DAY_MS } from '#shared/constants.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import { NEWS } from '#shared/entities/news.ts';
import { PROJECT } from '#shared/entities/project.ts';
import { VACANCY } from '#shared/entities/vacancy.ts';
import { AttentionSchema, FAILED_PUBLISH_DAYS } from '#shared/payloads/attention.ts';
import { REFUSED_MAIL_DAYS } from '#shared/payloads/mail.ts';
import { allows, signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { countAttention } from '../repositories/attention.ts';
import { countNewContacts } from '../repositories/inbox.ts';
import { mailCounts } from '../repositories/mails.ts';
import { countShownWithoutAlt } from '../repositories/media-library.ts';
import { publishingProblems } from '../repositories/outbox-backlog.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/**
 * The kinds whose texts admins type in both languages, each into a column of its own (a sales
 * catalogue's title and description are its category's), in the dashboard's order.
 */
const WITH_TEXTS = [PROJECT, NEWS, VACANCY, CATEGORY, BUILDING];

/** The moment `days` days before now, as the database stores times. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** What the admin's dashboard says needs attention. */
export function attentionRoutes(app: App, context: AppContext) {
  app.get('/attention', {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary:
        'Per kind of content with texts: items in all, not on the site, lacking English or Albanian, lacking an image; the images shown without an alternative text; for an admin, the new messages and applications; the publishes that failed; and whether email is on, with the mails that wait',
      response: { 200: AttentionSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const readsInbox = allows('admin', signedInOf(request).user.roles);
      const [kinds, inbox, publishing, mails, shownWithoutAlt] = await Promise.all([
        Promise.all(WITH_TEXTS.map((entity) => countAttention(context.db, entity))),
        readsInbox ? countNewContacts(context.db) : null,
        publishingProblems(context.db, daysAgo(FAILED_PUBLISH_DAYS)),
        mailCounts(context.db, daysAgo(REFUSED_MAIL_DAYS)),
        countShownWithoutAlt(context.db),
      ]);
      const { settings } = context.mail;
      const enabled = settings.transportUrl !== undefined;
      const mail = { enabled, teamNotified: enabled && settings.teamEmails.length > 0, ...mails };
      return { kinds, inbox, publishing, mail, images: { shownWithoutAlt } };
    },
  });
}
