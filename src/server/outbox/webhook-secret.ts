import type { Env } from '../env.ts';
import { loadSecret } from '../secrets.ts';

/**
 * The key that signs the publish webhooks: PUBLISH_WEBHOOK_SECRET, or the one generated once into
 * DATA_DIR/secrets. The publisher's process (scripts/start.ts) calls it with the same settings to
 * get the same key.
 */
export const publishWebhookSecret = (settings: Pick<Env, 'DATA_DIR' | 'PUBLISH_WEBHOOK_SECRET'>) =>
  loadSecret(settings.DATA_DIR, 'publish-webhook-secret', settings.PUBLISH_WEBHOOK_SECRET);
