import { useMutation, useQueryClient } from '@tanstack/react-query';
import { versionedRequest } from '#admin/lib/api-client.ts';
import { BUILDING, BuildingSchema } from '#shared/entities/building.ts';
import type { FacadeZones } from '#shared/entities/facade-zones.ts';
import { fillPath } from '#shared/entities/paths.ts';

/**
 * Saves a building's zones from the version its screen read (`PUT /building/facade/:id`, If-Match):
 * the answer, with its new version, becomes the building the admin's screens show.
 */
export function useFacadeSave(buildingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zones, version }: { zones: FacadeZones; version: string | null }) =>
      versionedRequest('PUT', fillPath(BUILDING.api.more.facade, buildingId), BuildingSchema, {
        body: { facadeZones: zones },
        ifMatch: version,
      }),
    onSuccess: (saved) => queryClient.setQueryData([BUILDING.kind, 'item', buildingId], saved),
  });
}
