import { z } from 'zod';
import { TAGS } from '#shared/publish-tags.ts';
import { BuildingListItemSchema, BuildingSchema } from '#shared/entities/building.ts';
import { SalesCatalogSchema } from '#shared/entities/catalog.ts';
import { firstOf, readApi, readApiItems, readApiList } from './api.ts';

const BuildingListSchema = z.array(BuildingListItemSchema);

/** Buildings in catalogue order; only the first `limit` when given. */
export const loadBuildings = (limit?: number) =>
  readApiItems(firstOf('/building/get/mini', limit), BuildingListSchema, TAGS.buildingList, (building) =>
    TAGS.building(building.buildingId),
  );


export const loadBuilding = (buildingId: number) =>
  readApi(`/building/get/single/building/${buildingId}`, BuildingSchema, [TAGS.building(buildingId)]);

export const loadCatalogsOf = (buildingId: number, categoryId: number) =>
  readApiList(`/catalog/get/catalog/${buildingId}/${categoryId}`, z.array(SalesCatalogSchema), [TAGS.catalogsOfBuilding(buildingId)]);
