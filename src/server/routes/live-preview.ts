import { z } from 'zod';
import { pagedEntityOf } from '#shared/entities/entities.ts';
import { LIVE_PREVIEW_PREFIX, LivePreviewRequestSchema, LivePreviewSchema } from '#shared/payloads/live-preview.ts';
import { PreviewKindSchema } from '#shared/payloads/preview.ts';
import { ApiErrorSchema, IdSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { renderLivePreview } from '../preview/live-preview-page.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/**
 * The live preview beside an item's form (docs/decisions/028-live-preview.md): the page as the
 * publisher renders it from the unsaved form, for an editor's session only, kept by no one.
 */
export function livePreviewRoutes(app: App, context: AppContext) {
  app.post(`${LIVE_PREVIEW_PREFIX}/:kind/:id`, {
    config: { access: 'editor' },
    schema: {
      tags: ['Preview'],
      summary: "An item's page rendered from its form's unsaved values, in one language; nothing is saved",
      params: z.object({ kind: PreviewKindSchema, id: IdSchema }),
      body: LivePreviewRequestSchema,
      response: { 200: LivePreviewSchema, ...ADMIN_ERRORS, 503: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      // The page holds what the editor has not saved: no cache, proxy or search engine keeps it.
      reply.header('cache-control', 'no-store, private').header('x-robots-tag', 'noindex, nofollow');
      const { kind, id } = request.params;
      const { sessionId, user } = signedInOf(request);
      const session = { userId: user.userId, sessionId };
      return { html: await renderLivePreview(context, pagedEntityOf(kind), id, request.body, session) };
    },
  });
}
