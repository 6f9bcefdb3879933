import { z } from 'zod';
import { pagedEntityOf } from '#shared/entities/entities.ts';
import {
  PREVIEW_GRANT_MINUTES,
  PREVIEW_PREFIX,
  PreviewKindSchema,
  PreviewSchema,
  previewedPage,
  previewedPages,
} from '#shared/payloads/preview.ts';
import { IdSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { livePreviewGrant } from '../preview/preview-grants.ts';
import { renderPreview } from '../preview/render-preview.ts';
import { findRow } from '../repositories/resource-table.ts';
import { tableOf } from '../repositories/table-shape.ts';
import { ADMIN_ERRORS } from './error-responses.ts';

/**
 * Previews of an item's page, drafts included (docs/decisions/015-drafts.md): an editor's grant,
 * and the page it opens on the site's address (which forwards PREVIEW_PREFIX here), rendered by
 * the publisher, marked for no index and no cache.
 */
export function previewRoutes(app: App, context: AppContext) {
  app.post(`${PREVIEW_PREFIX}/:kind/:id`, {
    config: { access: 'editor' },
    schema: {
      tags: ['Preview'],
      summary: "A grant to preview an item's page in both languages, drafts included, while the session lasts",
      params: z.object({ kind: PreviewKindSchema, id: IdSchema }),
      response: { 200: PreviewSchema, ...ADMIN_ERRORS },
    },
    handler: async (request) => {
      const { kind, id } = request.params;
      const entity = pagedEntityOf(kind);
      if (!(await findRow(context.db, tableOf(entity), id))) throw notFound(entity.noun.one);
      const { sessionId, user } = signedInOf(request);
      const expiresAt = new Date(Date.now() + PREVIEW_GRANT_MINUTES * 60_000);
      const grant = await context.tokens.signPreview({ userId: user.userId, sessionId, kind, id }, expiresAt);
      const link = (language: 'sq' | 'en') => `${PREVIEW_PREFIX}/${grant}${previewedPage(kind, id, language)}`;
      return { links: { sq: link('sq'), en: link('en') }, expiresAt: expiresAt.toISOString() };
    },
  });

  app.get(`${PREVIEW_PREFIX}/:grant/*`, {
    config: { access: 'public', cache: false },
    schema: {
      tags: ['Preview'],
      summary: "An item's page as a grant previews it: HTML, never indexed or kept",
      params: z.object({ grant: z.string(), '*': z.string() }),
    },
    handler: async (request, reply) => {
      // Whatever the answer, no one keeps or indexes it; the page's own policy (a meta tag) applies.
      reply
        .header('cache-control', 'no-store, private')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', "base-uri 'none'; frame-ancestors 'self'; form-action 'self'");
      // An admin opens this in a tab: a refusal is a short page in words, not JSON.
      const refuse = (status: number, message: string) =>
        reply.code(status).type('text/html; charset=utf-8').send(refusalPage(message));
      const grant = await livePreviewGrant(context, request.params.grant);
      if (!grant) {
        // Gone rather than 401: the link itself has ended, and no login on this page would open it.
        return refuse(
          410,
          'This preview has ended: its link is past its time, or the session that opened it was closed. Open a new preview from the admin.',
        );
      }
      const kind = PreviewKindSchema.parse(grant.kind);
      const path = `/${request.params['*']}`.replace(/\/$/, '') || '/';
      if (!previewedPages(kind, grant.id).includes(path)) return refuse(404, 'This preview shows one page only.');
      if (!context.publisher) return refuse(503, 'No publisher is set up to render previews.');
      const rendered = await renderPreview(context.publisher, path, request.params.grant);
      if (rendered.status === 404) {
        const label = pagedEntityOf(kind).noun.one.toLowerCase();
        return refuse(404, `This ${label} has no page yet: it needs a title in English or Albanian.`);
      }
      return reply.type('text/html; charset=utf-8').send(rendered.html);
    },
  });
}

/** A preview's refusal as a page: our own sentences only, so nothing needs escaping. */
const refusalPage = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Preview</title></head><body style="font:1.1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Preview</h1><p>${message}</p></body></html>`;
