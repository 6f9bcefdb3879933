import { MessageSchema } from '#shared/schemas/common.ts';
import { apiRequest, logFailure } from './api-client.ts';
import { endSession } from './session.ts';

/** Ends the session on the API, so that its token opens nothing any more, then forgets it here. */
export async function logOut() {
  try {
    await apiRequest('POST', '/user/logout', MessageSchema, { renewable: false });
  } catch (error) {
    // A session the API has ended already (401) is as good as ended; anything else is worth a look.
    logFailure(error);
  } finally {
    endSession('logout');
  }
}
