import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { PUBLISH_SIGNATURE_HEADER, PublishBatchSchema } from '#shared/payloads/publish.ts';
import { verifyWebhook } from '#shared/webhook-signature.ts';
import type { PublisherEnv } from './env.ts';
import { registerHealthRoutes } from './health-routes.ts';
import type { createPublisher } from './publisher.ts';
import type { RenderedPage } from './renderer.ts';

const RepublishSchema = z.object({ mode: z.enum(['render', 'build']).default('render') });
const PreviewRequestSchema = z.object({
  path: z.string().startsWith('/'),
  grant: z.string().min(1),
  /** A live preview's unsaved answers by API path (docs/decisions/028-live-preview.md). */
  answers: z.record(z.string(), z.unknown()).optional(),
});

/** What publishes, once the first full publish is done and the renderer is warm. */
export interface Publishing {
  publisher: ReturnType<typeof createPublisher>;
  /** Renders every page again with the loaded build, or rebuilds everything first (a code change). */
  republish: (mode: 'render' | 'build') => Promise<{ rendered: number; written: number }>;
  /**
   * Renders one page as a preview grant shows it (drafts included), writing nothing; its reads of
   * the API paths in `answers` take those instead.
   */
  preview: (path: string, grant: string, answers?: Record<string, unknown>) => Promise<RenderedPage>;
}

export interface WebhookServerOptions {
  env: PublisherEnv;
  /** Null until the publisher can publish: webhooks and republish requests are answered 503 meanwhile. */
  publishing: () => Publishing | null;
  status: () => Record<string, unknown>;
  metrics: Registry;
}

/**
 * The publisher's door: signed webhooks from the API's outbox (answered once their pages are
 * live), signed republish requests, a status page, health (health-routes.ts) and Prometheus
 * metrics. It opens before the first full publish, so that health answers throughout. An
 * unsigned or wrongly signed call is refused with 401 before anything else happens.
 */
export async function startWebhookServer({ env, publishing, status, metrics }: WebhookServerOptions) {
  const app = Fastify({ logger: { level: env.logLevel }, bodyLimit: 16 * 1024 * 1024 });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** The request's JSON body once its signature holds, or null after answering the refusal. */
  async function signedBody(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[PUBLISH_SIGNATURE_HEADER.toLowerCase()];
    if (!(await verifyWebhook(env.secret, raw, typeof signature === 'string' ? signature : undefined))) {
      await reply
        .code(401)
        .send({ message: 'The call is not signed with the publishing secret.', code: 'BAD_SIGNATURE' });
      return null;
    }
    try {
      return JSON.parse(raw);
    } catch {
      await reply.code(400).send({ message: 'The body is not JSON.', code: 'INVALID_INPUT' });
      return null;
    }
  }

  /**
   * A signed call's body, read by `schema`, and what publishes; or null after answering the
   * refusal: unsigned, not what `schema` takes (`invalid` says what is), or the publisher still
   * starting.
   */
  async function accepted<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    invalid: string,
  ): Promise<{ body: z.infer<S>; current: Publishing } | null> {
    const raw = await signedBody(request, reply);
    if (raw === null) return null;
    const body = schema.safeParse(raw);
    if (!body.success) {
      await reply.code(400).send({ message: invalid, code: 'INVALID_INPUT' });
      return null;
    }
    const current = publishing();
    if (!current) {
      await reply.code(503).send({
        message: 'The publisher is starting: its first full publish or its warm-up is under way.',
        code: 'STARTING',
      });
      return null;
    }
    return { body: body.data, current };
  }

  app.post('/webhook', async (request, reply) => {
    const call = await accepted(request, reply, PublishBatchSchema, 'The body is not a batch of change events.');
    if (!call) return reply;
    try {
      return { outcomes: await call.current.publisher.publish(call.body.events) };
    } catch (error) {
      return reply
        .code(503)
        .send({ message: error instanceof Error ? error.message : String(error), code: 'PUBLISH_FAILED' });
    }
  });

  app.post('/republish', async (request, reply) => {
    const call = await accepted(request, reply, RepublishSchema, 'mode is render or build.');
    if (!call) return reply;
    const { current, body } = call;
    const started = performance.now();
    const result = await current.publisher.exclusive(() => current.republish(body.mode));
    return { ...result, durationMs: Math.round(performance.now() - started) };
  });

  // The API's preview of an item's page (its routes/preview.ts): rendered, never written.
  app.post('/preview', async (request, reply) => {
    const call = await accepted(request, reply, PreviewRequestSchema, 'path and grant are needed.');
    if (!call) return reply;
    const page = await call.current.preview(call.body.path, call.body.grant, call.body.answers);
    return reply
      .code(page.status === 200 ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(Buffer.from(page.body ?? []));
  });

  app.get('/status', async () => ({ ...status(), recent: publishing()?.publisher.recent() ?? [] }));
  registerHealthRoutes(app, { siteDir: env.siteDir, published: () => publishing() !== null });
  app.get('/metrics', async (_request, reply) => reply.type(metrics.contentType).send(await metrics.metrics()));

  await app.listen({ port: env.port, host: env.host });
  return app;
}
