import { buildingResource } from '../buildings/building-resource.ts';
import { newsResource } from '../news/news-resource.ts';
import { projectResource } from '../projects/project-resource.ts';
import { catalogResource } from '../catalogs/catalog-resource.ts';
import { categoryResource } from '../categories/category-resource.ts';
import { vacancyResource } from '../vacancies/vacancy-resource.ts';
import type { ResourceConfig } from './resource.ts';

/** The six kinds that admins write through forms, by kind: what names their fields, outside their own screens. */
export const RESOURCES = new Map<string, ResourceConfig<Record<string, unknown>>>(
  [projectResource, categoryResource, vacancyResource, newsResource, buildingResource, catalogResource].map(
    (config) => [config.key, config as unknown as ResourceConfig<Record<string, unknown>>],
  ),
);
