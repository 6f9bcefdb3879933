import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HealthSchema, healthLogLevel, runHealthChecks } from '#shared/health.ts';
import type { App, AppContext } from '../context.ts';
import { expectMigrated, pingDatabase } from '../db/readiness.ts';

/** Writes and deletes a file where uploads stream to: a full disk or a read-only volume fails it. */
async function probeStorage(tmpDir: string) {
  const probe = path.join(tmpDir, `health-probe-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, 'ok');
  } finally {
    await rm(probe, { force: true });
  }
}

/**
 * For load balancers and orchestrators: live while the process answers; ready while the database
 * answers, is migrated, and uploads can be written. Never cached, and logged only when they fail,
 * since they are called every few seconds.
 */
export function healthRoutes(app: App, context: AppContext) {
  const config = { access: 'public', cache: false } as const;
  const logLevel = healthLogLevel(app.log.level);

  app.get('/health/live', {
    config,
    logLevel,
    schema: { tags: ['Health'], summary: 'Whether the process is up', response: { 200: HealthSchema } },
    handler: async () => ({ status: 'live' as const }),
  });

  app.get('/health/ready', {
    config,
    logLevel,
    schema: {
      tags: ['Health'],
      summary: 'Whether the API can serve: database reachable and migrated, storage writable',
      response: { 200: HealthSchema, 503: HealthSchema },
    },
    handler: async (request, reply) => {
      const { ready, health } = await runHealthChecks(
        {
          database: () => pingDatabase(context.db),
          migrations: () => expectMigrated(context.db),
          storage: () => probeStorage(context.storage.tmpDir),
          // Not Redis (REDIS_URL) nor a bucket (S3_BUCKET): the instances share them, so while one is
          // away a balancer would take them all out and refuse every request, where only logins and
          // forms need Redis, and only uploads and CVs the bucket (they answer 503 meanwhile).
        },
        (check, reason) => request.log.error({ err: reason, check }, 'readiness check failed'),
      );
      return reply.code(ready ? 200 : 503).send(health);
    },
  });
}
