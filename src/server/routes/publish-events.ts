import { z } from 'zod';
import { PublishStatusSchema } from '#shared/payloads/publish.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import type { App, AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { publishStatusesOf } from '../outbox/publish-status.ts';
import { findEvent, listRecentEvents } from '../repositories/outbox.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const DEFAULT_EVENTS_LISTED = 20;
const MAX_EVENTS_LISTED = 100;

const RecentEventsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_EVENTS_LISTED).default(DEFAULT_EVENTS_LISTED),
});

/** Where the admin follows its writes until they are live on the public site. */
export function publishEventRoutes(app: App, context: AppContext) {
  app.get('/publish/events', {
    config: { access: 'editor' },
    schema: {
      tags: ['Publishing'],
      summary: 'The latest change events and their publishing state, newest first, each naming its item as it is now',
      querystring: RecentEventsQuerySchema,
      response: { 200: z.array(PublishStatusSchema), ...ADMIN_ERRORS },
    },
    handler: async (request) => publishStatusesOf(context.db, await listRecentEvents(context.db, request.query.limit)),
  });

  app.get('/publish/events/:id', {
    config: { access: 'editor' },
    schema: {
      tags: ['Publishing'],
      summary: "The publishing state of one change event (named by a write's X-Publish-Event header)",
      params: IdParamsSchema,
      response: { 200: PublishStatusSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const event = await findEvent(context.db, request.params.id);
      if (!event) throw notFound('Change event');
      const [status] = await publishStatusesOf(context.db, [event]);
      return status;
    },
  });
}
