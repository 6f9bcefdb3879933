import { z } from 'zod';
import { PRESENCE_EXPIRY_MS, PresenceParamsSchema, PresenceSchema } from '#shared/payloads/presence.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { endPresence, notePresence, othersPresent } from '../repositories/presence.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const PATH = '/presence/:kind/:id/:tab';

/**
 * Who else has an item's form open: each open form says so every few seconds and hears who else
 * does, across every API instance (the rows are in the shared database).
 */
export function presenceRoutes(app: App, context: AppContext) {
  app.put(PATH, {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary:
        "Notes that this tab has the item's form open, and answers the other accounts that have it open, each since when",
      params: PresenceParamsSchema,
      response: { 200: PresenceSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { kind, id: entityId, tab } = request.params;
      const { userId } = signedInOf(request).user;
      const now = Date.now();
      await notePresence(context.db, { kind, entityId, tab, userId }, new Date(now).toISOString());
      const seenSince = new Date(now - PRESENCE_EXPIRY_MS).toISOString();
      return { others: await othersPresent(context.db, { kind, entityId, userId }, seenSince) };
    },
  });

  app.delete(PATH, {
    config: { access: 'editor' },
    schema: {
      tags: ['Admin'],
      summary: "Notes that this tab left the item's form",
      params: PresenceParamsSchema,
      response: { 204: z.null(), ...ADMIN_ERRORS },
    },
    handler: async (request, reply) => {
      const { kind, id: entityId, tab } = request.params;
      await endPresence(context.db, { kind, entityId, tab, userId: signedInOf(request).user.userId });
      return reply.code(204).send(null);
    },
  });
}
