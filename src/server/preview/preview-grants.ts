import type { FastifyRequest } from 'fastify';
import { PREVIEW_GRANT_HEADER } from '#shared/payloads/preview.ts';
import { allows } from '../auth/access.ts';
import { resumeSession } from '../auth/sessions.ts';
import type { PreviewGrant } from '../auth/tokens.ts';
import type { AppContext } from '../context.ts';

/**
 * The grant of a preview token while it holds: well signed, unexpired, and its session alive with
 * an account that edits content, so that logging out or losing the role ends its previews too.
 */
export async function livePreviewGrant(context: AppContext, token: string): Promise<PreviewGrant | null> {
  const grant = await context.tokens.verifyPreview(token);
  if (!grant) return null;
  const signedIn = await resumeSession(context.db, grant, context.sessionTimes);
  return signedIn && allows('editor', signedIn.user.roles) ? grant : null;
}

/**
 * Whether a read is the site rendering a preview of this item (its PREVIEW_GRANT_HEADER): it then
 * reads the item as if published.
 */
export async function previewsItem(request: FastifyRequest, context: AppContext, kind: string, id: number) {
  const token = request.headers[PREVIEW_GRANT_HEADER];
  const grant = typeof token === 'string' ? await livePreviewGrant(context, token) : null;
  return grant !== null && grant.kind === kind && grant.id === id;
}
