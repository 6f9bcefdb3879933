import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, versionedRequest } from '#admin/lib/api-client.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { UNIT, UnitSchema, type UnitStatusInput, UnitTallySchema } from '#shared/entities/unit.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type UnitBulkInput, UnitBulkPreviewSchema, UnitBulkResultSchema } from '#shared/payloads/unit-bulk.ts';
import type { UnitExportFormat } from '#shared/payloads/unit-import.ts';
import { EndingReservationSchema, UnitPriceSchema } from '#shared/payloads/unit-sales.ts';

/** How often the dashboard reads the reservations again: one may end, or be set, while it is open. */
const RESERVATIONS_REFRESH_MS = 10_000;

/**
 * Sets a unit's status alone, with a reservation's end and note when it is reserved, from the
 * version the admin saw (`PUT /unit/status/:id`, If-Match).
 */
export const setUnitStatus = (id: number, status: UnitStatusInput, version: string | null) =>
  versionedRequest('PUT', fillPath(UNIT.api.more.status, id), UnitSchema, { body: status, ifMatch: version });

/** What changing the units together would do to each of them, writing nothing (`POST /unit/bulk/preview`). */
export const previewBulkChange = (input: UnitBulkInput) =>
  apiRequest('POST', UNIT.api.more.bulkPreview, UnitBulkPreviewSchema, { body: input });

/**
 * Changes the units as the preview whose `token` is given showed it, in one write (`POST
 * /unit/bulk/apply`); refused (409 `BULK_OUTDATED`) when a unit changed since. Its publish is
 * followed in the publish tray, as every write's is.
 */
export const applyBulkChange = (input: UnitBulkInput, token: string) =>
  apiRequest('POST', UNIT.api.more.bulkApply, UnitBulkResultSchema, { body: { ...input, token } });

/** The query key of the counts by status of a building's units (of all, without one). */
export const tallyKey = (buildingId: number | undefined) => [UNIT.kind, 'tally', buildingId ?? 'all'];

/** How many units of a building (of every building, without one) are in each status, not on sale included. */
export function useUnitTally(buildingId: number | undefined) {
  return useQuery({
    queryKey: tallyKey(buildingId),
    queryFn: ({ signal }) =>
      apiRequest(
        'GET',
        buildingId === undefined ? UNIT.api.more.tally : `${UNIT.api.more.tally}?buildingId=${buildingId}`,
        UnitTallySchema,
        { signal },
      ),
    // Read again each time the screen shows: a status changed elsewhere changes it.
    staleTime: 0,
  });
}

/** The reservations that end in the week ahead, soonest first, for the dashboard. */
export function useEndingReservations() {
  return useQuery({
    queryKey: [UNIT.kind, 'reservations'],
    queryFn: ({ signal }) =>
      apiRequest('GET', UNIT.api.more.reservations, z.array(EndingReservationSchema), { signal }),
    refetchInterval: RESERVATIONS_REFRESH_MS,
  });
}

/** The prices a unit had and since when, newest first. */
export function useUnitPrices(id: number) {
  return useQuery({
    queryKey: [UNIT.kind, 'item', id, 'prices'],
    queryFn: ({ signal }) =>
      apiRequest('GET', fillPath(UNIT.api.more.prices, id), z.array(UnitPriceSchema), { signal }),
    staleTime: 0,
  });
}

/** Where the building's units are exported from, in `format`, headed and worded in `language`. */
export const exportUrl = (buildingId: number, format: UnitExportFormat, language: Language) =>
  `${fillPath(UNIT.api.more.export, { buildingId })}?format=${format}&language=${language}`;
