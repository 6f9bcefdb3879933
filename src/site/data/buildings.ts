import { z } from 'zod';
import { catalogKey } from '#shared/bulk-reads.ts';
import { BUILDING, BuildingListItemSchema, BuildingSchema } from '#shared/entities/building.ts';
import { CATALOG, CatalogSchema } from '#shared/entities/catalog.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { firstOf, publicListPath, readApiItems, readApiList, readShownItem, withQuery } from './api.ts';

const BuildingListSchema = z.array(BuildingListItemSchema);

/** Buildings in catalogue order; only the first `limit` when given. */
export const loadBuildings = (limit?: number) =>
  readApiItems(firstOf(publicListPath(BUILDING), limit), BuildingListSchema, TAGS.buildingList, (building) =>
    TAGS.building(building.buildingId),
  );

export const loadBuilding = (buildingId: number) =>
  readShownItem(BUILDING, buildingId, BuildingSchema, [TAGS.building(buildingId)]);

export const loadCatalogsOf = (buildingId: number, categoryId: number) =>
  readApiList(
    withQuery(fillPath(CATALOG.api.more.ofBuildingInCategory, { buildingId, categoryId }), { shown: 'true' }),
    z.array(CatalogSchema),
    [TAGS.catalogsOfBuilding(buildingId)],
    { read: CATALOG.kind, id: buildingId, key: catalogKey(buildingId, categoryId), absent: [] },
  );
