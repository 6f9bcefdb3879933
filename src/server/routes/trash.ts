import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { RestoredSchema, TRASH_PATHS, TrashSchema } from '#shared/payloads/trash.ts';
import { ApiErrorSchema, IdParamsSchema, MessageSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

const TAG = 'Trash';

/**
 * Deleted content, kept to be restored (docs/decisions/014-trash.md): editors list and restore it,
 * as they delete it; only admins delete it for good, since that cannot be undone.
 */
export function trashRoutes(app: App, context: AppContext) {
  const { trash } = context;

  app.get(TRASH_PATHS.entries, {
    config: { access: 'editor' },
    schema: {
      tags: [TAG],
      summary: 'The deleted items, newest first, with who deleted them and when they are purged',
      response: { 200: TrashSchema, ...ADMIN_ERRORS },
    },
    handler: () => trash.list(),
  });

  app.post(TRASH_PATHS.restore, {
    config: { access: 'editor' },
    schema: {
      tags: [TAG],
      summary: 'Put a deleted item back, with its ids, what went with it and its files; its pages are published again',
      description:
        '409 when it names an item that no longer exists (a catalogue whose building was deleted) or its id is taken.',
      params: IdParamsSchema,
      response: { 200: RestoredSchema, ...ADMIN_ERRORS, 409: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const { result, eventId } = await trash.restore(request.params.id, signedInOf(request).user.username);
      const message = `“${result.title}” is restored.`;
      return reply
        .header(PUBLISH_EVENT_HEADER, String(eventId))
        .send({ message, kind: result.kind, entityId: result.entityId });
    },
  });

  app.delete(TRASH_PATHS.entry, {
    config: { access: 'admin' },
    schema: {
      tags: [TAG],
      summary: 'Delete a deleted item for good, with its files',
      params: IdParamsSchema,
      response: { 200: MessageSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      await trash.discard(request.params.id);
      return { message: 'Deleted for good.' };
    },
  });

  app.delete(TRASH_PATHS.entries, {
    config: { access: 'admin' },
    schema: {
      tags: [TAG],
      summary: 'Empty the trash: every deleted item, with its files, for good',
      response: { 200: MessageSchema, ...ADMIN_ERRORS },
    },
    handler: async () => {
      const count = await trash.empty();
      return { message: `The trash is empty: ${count} ${count === 1 ? 'item' : 'items'} deleted for good.` };
    },
  });
}
