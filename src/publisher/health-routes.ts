import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Health, healthLogLevel, runHealthChecks } from '#shared/health.ts';

export interface Readiness {
  siteDir: string;
  /** Whether the first full publish (or the check that the site is current) is done and the renderer warm. */
  published: () => boolean;
}

/**
 * Writes and deletes a file in the site folder. Named like a temporary file of the writer
 * (site-writer.ts), so that one left by a crash is removed at the next start.
 */
async function probeSiteFolder(siteDir: string) {
  const probe = path.join(siteDir, `.health-probe.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(probe, 'ok');
  } finally {
    await rm(probe, { force: true });
  }
}

/** GET /health/live while the process answers; GET /health/ready once it can publish: 200, or 503 naming what fails. */
export function registerHealthRoutes(app: FastifyInstance, { siteDir, published }: Readiness) {
  const logLevel = healthLogLevel(app.log.level);
  app.get('/health/live', { logLevel }, async (): Promise<Health> => ({ status: 'live' }));

  app.get('/health/ready', { logLevel }, async (request, reply) => {
    const { ready, health } = await runHealthChecks(
      {
        site: () => probeSiteFolder(siteDir),
        published: async () => {
          if (!published()) throw new Error('the first full publish is not done');
        },
      },
      (check, reason) => request.log.warn({ err: reason, check }, 'readiness check failed'),
    );
    return reply.code(ready ? 200 : 503).send(health);
  });
}
