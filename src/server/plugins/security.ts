import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import { TRASH_ENTRY_HEADER } from '#shared/payloads/trash.ts';
import type { App } from '../context.ts';

/** Sets helmet's security headers on every answer, with a policy that lets nothing load, frame or post. */
export function sendSecurityHeaders(app: App) {
  // Built once: @fastify/helmet builds helmet's middleware again for every request, a twentieth
  // of the API's time while the site's build reads it.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"], formAction: ["'none'"] },
    },
    // Images and PDFs are embedded by the site, which lives on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}

/** Lets the site's origins, and no other, call the API from a browser. */
export async function allowSiteOrigins(app: App, siteOrigins: string[]) {
  await app.register(fastifyCors, {
    origin: siteOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'If-Match'],
    // The admin names a downloaded CV after the first, follows a write until it is live with the
    // second, sends the version it edits back with If-Match, and undoes a delete by its trash entry.
    exposedHeaders: ['Content-Disposition', PUBLISH_EVENT_HEADER, 'ETag', TRASH_ENTRY_HEADER],
    maxAge: 600,
  });
}
