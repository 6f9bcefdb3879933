import { z } from 'zod';
import { DAY_MS, RESERVATIONS_AHEAD_DAYS } from '#shared/constants.ts';
import {
  UNIT,
  UnitCountsSchema,
  UnitFloorParamsSchema,
  UnitNeighbourSchema,
  UnitSchema,
  UnitStatusInputSchema,
  UnitsOfCategoryParamsSchema,
  UnitTallyQuerySchema,
  UnitTallySchema,
} from '#shared/entities/unit.ts';
import { PUBLISH_EVENT_HEADER } from '#shared/payloads/publish.ts';
import {
  UnitBulkApplyInputSchema,
  UnitBulkInputSchema,
  UnitBulkPreviewSchema,
  UnitBulkResultSchema,
} from '#shared/payloads/unit-bulk.ts';
import { EndingReservationSchema, UnitPriceSchema } from '#shared/payloads/unit-sales.ts';
import { ApiErrorSchema, EditConflictSchema, IdParamsSchema, IfMatchHeadersSchema } from '#shared/schemas/common.ts';
import { signedInOf } from '../auth/access.ts';
import type { App, AppContext } from '../context.ts';
import { countUnitsOf, reservationsEndingBefore, tallyUnitStatuses } from '../repositories/units.ts';
import { priceHistory } from '../units/price-history.ts';
import { unitBulkService } from '../units/unit-bulk-service.ts';
import { acceptedVersions, sendUpdated } from './edit-versions.ts';
import { ADMIN_ERRORS, PUBLIC_ERRORS } from './error-responses.ts';

/** The most reservations the dashboard lists: more than a sales team ends in a week. */
const RESERVATIONS_LISTED = 100;

/** A unit's routes beyond those of every kind (content-routes.ts): its status, bulk changes and reads for the site and the sales team. */
export function unitRoutes(app: App, context: AppContext) {
  const units = context.content.of(UNIT.kind);
  const { more } = UNIT.api;

  app.put(more.status, {
    config: { access: 'editor' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'Change a unit’s status alone: available, reserved (until a moment, with a note), sold, or not on sale',
      description:
        'With If-Match, only while the unit is at that version (412 otherwise). Publishes only the unit’s pages, ' +
        'its category’s table and its building’s counts. A reservation with an end returns the unit to available ' +
        'then, unless another status is set before; its end and note are for editors only.',
      params: IdParamsSchema,
      headers: IfMatchHeadersSchema,
      body: UnitStatusInputSchema,
      response: { 200: UnitSchema, ...ADMIN_ERRORS, 412: EditConflictSchema },
    },
    handler: async (request, reply) => {
      const write = { actor: signedInOf(request).user.username, accepted: acceptedVersions(request) };
      const { entity: unit, eventId } = await units.update(request.params.id, { ...request.body }, write);
      // A status it already had is no write: nothing is published.
      return sendUpdated(reply, eventId, unit.version, unit);
    },
  });

  const bulk = unitBulkService(context);

  app.post(more.bulkPreview, {
    config: { access: 'editor' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'What changing many units at once would do (status, price, price shown); writes nothing',
      description: 'Each unit before and after, and why one cannot be changed so; the token is sent back to apply it.',
      body: UnitBulkInputSchema,
      response: { 200: UnitBulkPreviewSchema, ...ADMIN_ERRORS },
    },
    handler: (request) => bulk.preview(request.body),
  });

  app.post(more.bulkApply, {
    config: { access: 'editor' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'Change many units at once as previewed: every one or none, a history entry each, one publish',
      description:
        'Refused with 409 BULK_OUTDATED when a unit changed since the preview, with 400 BULK_REFUSED while a unit is refused.',
      body: UnitBulkApplyInputSchema,
      response: { 200: UnitBulkResultSchema, ...ADMIN_ERRORS, 409: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const { result, eventId } = await bulk.apply(request.body, signedInOf(request).user.username);
      if (eventId !== null) reply.header(PUBLISH_EVENT_HEADER, String(eventId));
      return result;
    },
  });

  app.get(more.ofBuildingInCategory, {
    config: { access: 'public' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'The units of one building in one sales category that the site shows',
      description: 'A price is given only where the building shows prices; otherwise it is null ("on request").',
      params: UnitsOfCategoryParamsSchema,
      response: { 200: z.array(UnitSchema), ...PUBLIC_ERRORS },
    },
    handler: async (request) => {
      const { buildingId, categoryId } = request.params;
      const where = { buildingId, salesCategoryId: categoryId };
      return (await units.list({ where, shown: true })) as z.infer<typeof UnitSchema>[];
    },
  });

  app.get(more.counts, {
    config: { access: 'public' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'How many units of each sales category of a building the site shows, by status',
      params: z.object({ buildingId: IdParamsSchema.shape.id }),
      response: { 200: z.array(UnitCountsSchema), ...PUBLIC_ERRORS },
    },
    handler: (request) => countUnitsOf(context.db, request.params.buildingId),
  });

  app.get(more.floor, {
    config: { access: 'public' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'The units the site shows on one floor of a building, without their status or price',
      params: UnitFloorParamsSchema,
      response: { 200: z.array(UnitNeighbourSchema), ...PUBLIC_ERRORS },
    },
    handler: async (request) => {
      const { buildingId, floor } = request.params;
      return (await units.list({ where: { buildingId, floor }, shown: true })) as z.infer<typeof UnitNeighbourSchema>[];
    },
  });

  app.get(more.tally, {
    config: { access: 'editor' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'How many units there are in each status, those not on sale included: of one building, or of all',
      querystring: UnitTallyQuerySchema,
      response: { 200: UnitTallySchema, ...ADMIN_ERRORS },
    },
    handler: (request) => tallyUnitStatuses(context.db, request.query.buildingId),
  });

  app.get(more.reservations, {
    config: { access: 'editor' },
    schema: {
      tags: [UNIT.noun.many],
      summary: `The reservations that end within ${RESERVATIONS_AHEAD_DAYS} days, soonest first`,
      description: 'Those already past their end are listed first: about to be made available, or refused (`failure`).',
      response: { 200: z.array(EndingReservationSchema), ...ADMIN_ERRORS },
    },
    handler: () => {
      const before = new Date(Date.now() + RESERVATIONS_AHEAD_DAYS * DAY_MS).toISOString();
      return reservationsEndingBefore(context.db, before, RESERVATIONS_LISTED);
    },
  });

  app.get(more.prices, {
    config: { access: 'editor' },
    schema: {
      tags: [UNIT.noun.many],
      summary: 'The prices a unit had and since when, newest first, from its history',
      params: IdParamsSchema,
      response: { 200: z.array(UnitPriceSchema), ...ADMIN_ERRORS },
    },
    handler: (request) => priceHistory(context.db, request.params.id),
  });
}
