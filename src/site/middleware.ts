import { defineMiddleware } from 'astro:middleware';
import { PREVIEW_GRANT_HEADER } from '#shared/payloads/preview.ts';
import { RENDER_BATCH_HEADER, RENDER_BULK_HEADER, RENDER_TAGS_HEADER } from '#shared/publish-tags.ts';
import { ApiUnavailableError } from './data/api.ts';
import { newSharedRenders, runInRenderScope, sharedRendersOf } from './data/render-scope.ts';
import { languageOf } from './locale.ts';

/**
 * Renders each page in a render scope, which names its language for its islands, and reports what
 * it read in the answer's RENDER_TAGS_HEADER for the publisher's server build. Pages render whole,
 * not streamed (astro.config.mjs), so every read is done when the page's answer comes. A page
 * whose reads found the API unavailable answers 503, which the publisher tries again later rather
 * than count against the page.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const batch = context.isPrerendered ? null : context.request.headers.get(RENDER_BATCH_HEADER);
  const preview = (!context.isPrerendered && context.request.headers.get(PREVIEW_GRANT_HEADER)) || undefined;
  // The dev server shows live data and code: nothing is kept between its renders. A preview's
  // reads, which may hold a draft, are its own.
  const { answers } = import.meta.env.DEV || preview ? newSharedRenders() : sharedRendersOf(batch);
  const scope = {
    language: languageOf(context.currentLocale),
    tags: new Set<string>(),
    answers,
    preview,
    given: preview ? await livePreviewAnswers(context.request) : undefined,
    bulk: batch !== null && !preview && context.request.headers.get(RENDER_BULK_HEADER) === '1',
  };
  return runInRenderScope(scope, async () => {
    const response = await next().catch((error: unknown) => {
      if (causedByUnavailableApi(error)) return new Response(null, { status: 503 });
      throw error;
    });
    // The answer goes on as it is: copying its body would cost a third of a static build.
    if (!context.isPrerendered) response.headers.set(RENDER_TAGS_HEADER, [...scope.tags].sort().join(' '));
    return response;
  });
});

/**
 * The answers a live preview's render brings in its body (the publisher's render-worker.ts posts
 * them): the unsaved item, read instead of the API's (docs/decisions/028-live-preview.md).
 */
async function livePreviewAnswers(request: Request): Promise<Record<string, unknown> | undefined> {
  if (request.method !== 'POST') return undefined;
  const answers: unknown = await request.json();
  return answers !== null && typeof answers === 'object' ? (answers as Record<string, unknown>) : undefined;
}

function causedByUnavailableApi(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof ApiUnavailableError) return true;
  return false;
}
