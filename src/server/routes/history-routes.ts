import {
  historyPaths,
  ItemHistorySchema,
  RestoreRequestSchema,
  RestoreResultSchema,
} from '#shared/payloads/history.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { ApiErrorSchema, EditConflictSchema, IdParamsSchema, IfMatchHeadersSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { ContentKind } from '../content/content-kind.ts';
import type { App, AppContext } from '../context.ts';
import { itemHistory } from '../history/item-history.ts';
import { etagOf } from '../resources/versions.ts';
import { acceptedVersions } from './edit-versions.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/**
 * Registers an entity's history (its versions, newest first) and the restore of a version, for
 * editors, at `/history/{kind}/…` (historyPaths).
 */
export function registerHistoryRoutes(app: App, context: AppContext, { entity, restoreVersion }: ContentKind) {
  const paths = historyPaths(entity.kind);
  const what = entity.noun.one.toLowerCase();

  app.get(paths.versions, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `The saved versions of a ${what}, newest first: who saved each, when, and what it changed`,
      params: IdParamsSchema,
      response: { 200: ItemHistorySchema, ...ADMIN_ERRORS },
    },
    handler: (request) => itemHistory(context.db, context.storage, entity, request.params.id),
  });

  app.post(paths.restore, {
    config: { access: 'editor' },
    schema: {
      tags: [entity.noun.many],
      summary: `Put back the fields of an earlier version of a ${what}, as a new version`,
      description:
        'With If-Match, only while the item is at that version (412 otherwise). A file no longer stored is not put back: the answer names the fields whose current file stays.',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body: RestoreRequestSchema,
      response: { 200: RestoreResultSchema, ...ADMIN_ERRORS, 409: ApiErrorSchema, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const asked = { id: request.params.id, version: request.body.version };
      const { result, eventId } = await restoreVersion(asked, write);
      return reply.header(PUBLISH_EVENT_HEADER, String(eventId)).header('ETag', etagOf(result.version)).send(result);
    },
  });
}
