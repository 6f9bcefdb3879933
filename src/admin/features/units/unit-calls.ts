import { useQuery } from '@tanstack/react-query';
import type { UnitStatus } from '#shared/domain-values.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { UNIT, UnitSchema, UnitTallySchema } from '#shared/entities/unit.ts';
import { apiRequest, versionedRequest } from '#admin/lib/api-client.ts';

/** Sets a unit's status alone, from the version the admin saw (`PUT /unit/status/:id`, If-Match). */
export const setUnitStatus = (id: number, status: UnitStatus, version: string | null) =>
  versionedRequest('PUT', fillPath(UNIT.api.more.status, id), UnitSchema, { body: { status }, ifMatch: version });

/** The query key of the counts by status of a building's units (of all, without one). */
export const tallyKey = (buildingId: number | undefined) => [UNIT.kind, 'tally', buildingId ?? 'all'];

/** How many units of a building (of every building, without one) are in each status, not on sale included. */
export function useUnitTally(buildingId: number | undefined) {
  return useQuery({
    queryKey: tallyKey(buildingId),
    queryFn: () =>
      apiRequest(
        'GET',
        buildingId === undefined ? UNIT.api.more.tally : `${UNIT.api.more.tally}?buildingId=${buildingId}`,
        UnitTallySchema,
      ),
    // Read again each time the screen shows: a status changed elsewhere changes it.
    staleTime: 0,
  });
}
