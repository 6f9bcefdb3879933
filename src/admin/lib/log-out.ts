import { MessageSchema } from '#shared/schemas/common.ts';
import { apiRequest, logFailure } from './api-client.ts';
import { $session, endSession, tokenExpired } from './session.ts';

/** Forgets the session here, then ends it on the API, so that its token opens nothing any more. */
export async function logOut() {
  const token = $session.get()?.token;
  // Ended here first: the cache goes with it (App.tsx), which cancels the queries in flight and
  // aborts their calls, and the screens that would start new ones close. Any call still running
  // as the API ends the session would be refused, and Chromium logs a refusal (401) as an error.
  endSession('logout');
  // An expired token opens nothing already.
  if (!token || tokenExpired(token)) return;
  try {
    await apiRequest('POST', '/user/logout', MessageSchema, { token });
  } catch (error) {
    // A session the API has ended already (401) is as good as ended; anything else is worth a look.
    logFailure(error);
  }
}
