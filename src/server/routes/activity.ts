import { ACTIVITY_PAGE_SIZE, ActivityPageSchema, ActivityQuerySchema } from '#shared/payloads/activity.ts';
import type { App, AppContext } from '../context.ts';
import { searchActivity } from '../repositories/activity.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/** The activity log, for ROLE_ADMIN: every admin action, newest first, searched and paged. */
export function activityRoutes(app: App, context: AppContext) {
  app.get('/activity', {
    config: { access: 'admin' },
    schema: {
      tags: ['Activity'],
      summary: 'Admin actions, newest first: one page of those whose actor or summary contains every word of q',
      querystring: ActivityQuerySchema,
      response: { 200: ActivityPageSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { q = '', page } = request.query;
      const found = await searchActivity(context.db, { search: q, page, pageSize: ACTIVITY_PAGE_SIZE });
      return { ...found, page, pageSize: ACTIVITY_PAGE_SIZE };
    },
  });
}
