import { createHash } from 'node:crypto';
import { ACCOUNT_KIND } from '#shared/payloads/activity.ts';
import type { SessionBeginning } from '#shared/payloads/auth.ts';
import { OpenSessionsSchema, OtherSessionsEndedSchema, SessionIdParamsSchema } from '#shared/payloads/sessions.ts';
import { ApiErrorSchema, MessageSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import { endSession, liveSessionsOf } from '../auth/sessions.ts';
import type { App, AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { insertActivity } from '../repositories/activity.ts';
import { deleteOtherSessionsOf } from '../repositories/sessions.ts';
import type { User } from '../repositories/users.ts';

/**
 * How the list names a session: a hash of what its token names, so that the list and the page
 * showing it hold nothing that opens the session.
 */
const publicIdOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** The signed-in account's open sessions, each of which it may end (docs/decisions/032-second-factors.md#open-sessions). */
export function sessionRoutes(app: App, context: AppContext) {
  const { db, sessionTimes } = context;
  const liveSessions = (userId: number) => liveSessionsOf(db, userId, sessionTimes);

  /** The log's line of sessions `user` ended (`which`, in the summary's words), from the request's address. */
  const logEnded = (trx: Db, user: User, which: string, ip: string) =>
    insertActivity(trx, {
      actor: user.username,
      action: 'session-end',
      kind: ACCOUNT_KIND,
      entityId: user.userId,
      summary: `Ended ${which} of their account “${user.username}” from ${ip}`,
      details: { username: user.username, ip },
    });

  app.get('/user/sessions', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'One’s own open sessions: how and when each began, from what browser, when it was last used',
      security: [{ bearerAuth: [] }],
      response: { 200: OpenSessionsSchema, 401: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user, sessionId } = signedInOf(request);
      return (await liveSessions(user.userId)).map((session) => ({
        id: publicIdOf(session.sessionId),
        began: session.began as SessionBeginning,
        userAgent: session.userAgent,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        secondFactorDue: Number(session.secondFactorDue) === 1,
        current: session.sessionId === sessionId,
      }));
    },
  });

  app.delete('/user/sessions', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'End every session of one’s own account but the one asking: signed out everywhere else at once',
      security: [{ bearerAuth: [] }],
      response: { 200: OtherSessionsEndedSchema, 401: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user, sessionId } = signedInOf(request);
      const ended = await db.transaction().execute(async (trx) => {
        const count = await deleteOtherSessionsOf(trx, user.userId, sessionId);
        if (count > 0) await logEnded(trx, user, `every other session (${count})`, request.ip);
        return count;
      });
      return { ended };
    },
  });

  app.delete('/user/sessions/:id', {
    config: { access: 'session' },
    schema: {
      tags: ['Users'],
      summary: 'End one of one’s own sessions, by the id the list gives it; its token opens nothing afterwards',
      security: [{ bearerAuth: [] }],
      params: SessionIdParamsSchema,
      response: { 200: MessageSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
    },
    handler: async (request) => {
      const { user } = signedInOf(request);
      const session = (await liveSessions(user.userId)).find(
        ({ sessionId }) => publicIdOf(sessionId) === request.params.id,
      );
      if (!session) throw notFound('Session');
      await endSession(db, session.sessionId);
      await logEnded(db, user, 'a session', request.ip);
      return { message: 'The session is ended.' };
    },
  });
}
