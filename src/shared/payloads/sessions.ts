import { z } from 'zod';
import { SESSION_BEGINNINGS } from './auth.ts';

/**
 * One open session of the signed-in account (`GET /user/sessions`). `id` is a hash of the session,
 * not what its token names: it can end the session through `DELETE /user/sessions/:id`, by its
 * owner only, and opens nothing.
 */
export const OpenSessionSchema = z.object({
  id: z.string(),
  began: z.enum(SESSION_BEGINNINGS),
  /** The browser's User-Agent at the login, as it sent it; null from a client that sent none. */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The password was given there, the account's second factor not yet. */
  secondFactorDue: z.boolean(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof OpenSessionSchema>;

export const OpenSessionsSchema = z.array(OpenSessionSchema);

export const SessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The answer to ending every other session (`DELETE /user/sessions`): how many were ended. */
export const OtherSessionsEndedSchema = z.object({ ended: z.number().int() });
