import { buildingResource } from '../buildings/building-resource.ts';
import { newsResource } from '../news/news-resource.ts';
import { projectResource } from '../projects/project-resource.ts';
import { salesCatalogResource } from '../sales-catalogs/sales-catalog-resource.ts';
import { salesCategoryResource } from '../sales-categories/sales-category-resource.ts';
import { staffResource } from '../staff/staff-resource.ts';
import type { ResourceConfig } from './resource.ts';

/** The six kinds that admins write through forms, by kind: what names their fields, outside their own screens. */
export const RESOURCES = new Map<string, ResourceConfig<Record<string, unknown>>>(
  [projectResource, salesCategoryResource, staffResource, newsResource, buildingResource, salesCatalogResource].map(
    (config) => [config.key, config as unknown as ResourceConfig<Record<string, unknown>>],
  ),
);
