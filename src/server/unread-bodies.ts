import type { App } from './context.ts';

/**
 * Closes the connection after any answer sent before its request's body was read in full: a
 * refusal by size, type, token or rate limit. Kept open, the connection would take the unread
 * rest of the body for the next request, or wait for it forever.
 */
export function closeAfterUnreadBodies(app: App) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('Connection', 'close');
    return payload;
  });
}
