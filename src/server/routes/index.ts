import type { App, AppContext } from '../context.ts';
import { accountRoutes } from './accounts.ts';
import { activityRoutes } from './activity.ts';
import { attentionRoutes } from './attention.ts';
import { buildingRoutes } from './buildings.ts';
import { catalogRoutes } from './catalogs.ts';
import { contactErasureRoutes } from './contact-erasure.ts';
import { type ContactRateLimit, contactRoutes } from './contacts.ts';
import { contentRoutes } from './content-routes.ts';
import { factorRuleRoutes } from './factor-rule.ts';
import { healthRoutes } from './health.ts';
import { inboxRoutes } from './inbox.ts';
import { livePreviewRoutes } from './live-preview.ts';
import { mediaRoutes } from './media.ts';
import { passkeySignInRoutes } from './passkey-sign-in.ts';
import { passkeyRoutes } from './passkeys.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { presenceRoutes } from './presence.ts';
import { previewRoutes } from './preview.ts';
import { publishEventRoutes } from './publish-events.ts';
import { scheduleRoutes } from './schedules.ts';
import { secondFactorRoutes } from './second-factors.ts';
import { sessionRoutes } from './sessions.ts';
import { trashRoutes } from './trash.ts';
import { unitImportRoutes } from './unit-import.ts';
import { unitRoutes } from './units.ts';
import { userRoutes } from './user.ts';

const DEFAULT_CONTACT_RATE_LIMIT: ContactRateLimit = { max: 10, timeWindowMs: 10 * 60 * 1000 };

/** Registers every route of the API, in this order: that of context.routes and of the OpenAPI description. */
export async function registerRoutes(app: App, context: AppContext, contactRateLimit: ContactRateLimit | undefined) {
  await app.register(async (api: App) => {
    userRoutes(api, context);
    passwordResetRoutes(api, context);
    sessionRoutes(api, context);
    secondFactorRoutes(api, context);
    passkeyRoutes(api, context);
    passkeySignInRoutes(api, context);
    accountRoutes(api, context);
    factorRuleRoutes(api, context);
    activityRoutes(api, context);
    contentRoutes(api, context);
    buildingRoutes(api, context);
    catalogRoutes(api, context);
    unitRoutes(api, context);
    unitImportRoutes(api, context);
    mediaRoutes(api, context);
    contactRoutes(api, context, contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT);
    inboxRoutes(api, context);
    contactErasureRoutes(api, context);
    publishEventRoutes(api, context);
    attentionRoutes(api, context);
    trashRoutes(api, context);
    previewRoutes(api, context);
    livePreviewRoutes(api, context);
    presenceRoutes(api, context);
    scheduleRoutes(api, context);
    healthRoutes(api, context);
  });
}
