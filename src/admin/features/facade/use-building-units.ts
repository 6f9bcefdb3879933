import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#admin/lib/api-client.ts';
import type { Unit } from '#shared/entities/unit.ts';
import { MAX_LIST_PAGE_SIZE } from '#shared/payloads/list-page.ts';
import { unitResource } from '../units/unit-resource.ts';

/** Every unit of a building, those not on sale too, in pages of the units' list: the floors a zone may be drawn for. */
export function useBuildingUnits(buildingId: number) {
  return useQuery({
    queryKey: [unitResource.entity.kind, 'building', buildingId, 'all'],
    queryFn: async ({ signal }) => {
      const units: Unit[] = [];
      for (let page = 1; ; page++) {
        const search = new URLSearchParams({
          buildingId: String(buildingId),
          pageSize: String(MAX_LIST_PAGE_SIZE),
          page: String(page),
        });
        const answer = await apiRequest('GET', `${unitResource.api.page}?${search}`, unitResource.listing.pageSchema, {
          signal,
        });
        units.push(...(answer.items as unknown as Unit[]));
        if (units.length >= answer.total || answer.items.length === 0) return units;
      }
    },
    staleTime: 0,
  });
}
