import { z } from 'zod';
import { BuildingListItemSchema, BuildingSchema } from '#shared/schemas/building.ts';
import { SalesCatalogSchema } from '#shared/schemas/sales-catalog.ts';
import { SalesCategorySchema } from '#shared/schemas/sales-category.ts';
import { readApi, readApiList } from './api.ts';

export const loadBuildings = () => readApiList('/building/get/mini', z.array(BuildingListItemSchema));

export const loadBuilding = (buildingId: number) => readApi(`/building/get/single/building/${buildingId}`, BuildingSchema);

export const loadCategories = () => readApiList('/salescategory/get/mini', z.array(SalesCategorySchema));

export const loadCatalogs = () => readApiList('/catalog/get/mini', z.array(SalesCatalogSchema));

export const loadCatalogsOf = (buildingId: number, categoryId: number) =>
  readApiList(`/catalog/get/catalog/${buildingId}/${categoryId}`, z.array(SalesCatalogSchema));
