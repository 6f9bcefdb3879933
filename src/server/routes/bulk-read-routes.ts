import type { FastifyTypeProviderDefault } from 'fastify';
import type { z } from 'zod';
import { type BulkQuery, BulkQuerySchema, type BulkRead, bulkAnswerSchema, bulkReadPath } from '#shared/bulk-reads.ts';
import type { Entity } from '#shared/entities/define-entity.ts';
import type { App } from '../context.ts';
import type { Row } from '../repositories/table-shape.ts';
import { PUBLIC_ERRORS } from './error-responses.ts';

/**
 * The bulk reads of #shared/bulk-reads.ts: what the site's per-item reads answer, for a range of
 * ids at once, so that a publish of many pages reads each entity once. Public, as the reads they
 * stand for; the answers are kept as any public read's (read-cache.ts).
 */

/** Registers `GET /bulk/{read}`, answering `answers(range)`: each read's answer by its key. */
export function registerBulkRead(
  app: App,
  read: BulkRead,
  answer: z.ZodType,
  summary: string,
  answers: (range: BulkQuery) => Promise<Record<string, unknown>>,
) {
  // A schema chosen at run time defeats the type provider's inference; validation and serialisation still run through it.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(bulkReadPath(read), {
    config: { access: 'public' },
    schema: {
      tags: ['Bulk reads'],
      summary,
      querystring: BulkQuerySchema,
      response: { 200: bulkAnswerSchema(answer), ...PUBLIC_ERRORS },
    },
    handler: (request) => answers(request.query as BulkQuery),
  });
}

/** The single reads of the items of `entity` the site shows, by id. */
export function registerBulkSingles(
  app: App,
  entity: Entity,
  shownSingles: (idFrom: number, idTo: number) => Promise<Row[]>,
) {
  registerBulkRead(
    app,
    entity.kind as BulkRead,
    entity.schemas.single,
    `What ${entity.api.single} answers for each ${entity.noun.one.toLowerCase()} of a range the site shows, by id`,
    async ({ idFrom, idTo }) => {
      const items = await shownSingles(idFrom, idTo);
      return Object.fromEntries(items.map((item) => [String(item[entity.idField]), item]));
    },
  );
}
