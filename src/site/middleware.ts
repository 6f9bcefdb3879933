import { defineMiddleware } from 'astro:middleware';
import { RENDER_BATCH_HEADER, RENDER_TAGS_HEADER } from '#shared/publish-tags.ts';
import { withCspMeta } from './csp-meta.ts';
import { answersOf, recordPageTags, runInRenderScope } from './data/render-scope.ts';

/** A page's path as the publisher names it: no trailing slash but the root's. */
const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * Renders each page in a render scope and reports what it read: in the answer's RENDER_TAGS_HEADER
 * for the publisher's server build, and to the page-tag collection of a static build. The body is
 * read to the end first, so that every component has done its reads. A page rendered on demand
 * takes its policy as the static build has it (csp-meta.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const batch = context.isPrerendered ? null : context.request.headers.get(RENDER_BATCH_HEADER);
  // The dev server shows live data: nothing is kept between its renders.
  const scope = { tags: new Set<string>(), answers: import.meta.env.DEV ? new Map() : answersOf(batch) };
  return runInRenderScope(scope, async () => {
    const response = await next();
    const headers = new Headers(response.headers);
    const policy = headers.get('content-security-policy');
    let body: ArrayBuffer | string = await response.arrayBuffer();
    if (policy && headers.get('content-type')?.startsWith('text/html')) {
      body = withCspMeta(new TextDecoder().decode(body), policy);
      headers.delete('content-security-policy');
      headers.delete('content-length');
    }
    const tags = [...scope.tags].sort();
    recordPageTags(pagePath(context.url.pathname), tags);
    headers.set(RENDER_TAGS_HEADER, tags.join(' '));
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  });
});
