import type { EntityListing } from '#shared/entities/define-entity.ts';
import type { AnyEntity } from '#shared/entities/entities.ts';
import { buildingResource } from '../features/buildings/building-resource.ts';
import { catalogResource } from '../features/catalogs/catalog-resource.ts';
import { categoryResource } from '../features/categories/category-resource.ts';
import { newsResource } from '../features/news/news-resource.ts';
import { projectResource } from '../features/projects/project-resource.ts';
import { unitResource } from '../features/units/unit-resource.ts';
import { vacancyResource } from '../features/vacancies/vacancy-resource.ts';
import type { ResourceConfig } from '../resources/resource.ts';

/** The kinds admins write through a form: those whose descriptor gives them a paged admin list. */
export type FormKind = Extract<AnyEntity, { listing: EntityListing }>['kind'];

type AnyResource = ResourceConfig<Record<string, unknown>>;

/**
 * Every form of the admin, by its kind, in the dashboard's order: TypeScript refuses a kind with a
 * paged list and no form, or a form of another kind. Its routes (resource-routes.tsx) and the
 * labels of its fields elsewhere (the activity log, history) are read from here.
 */
const FORMS = {
  project: projectResource,
  catalog: catalogResource,
  news: newsResource,
  vacancy: vacancyResource,
  category: categoryResource,
  building: buildingResource,
  unit: unitResource,
} satisfies Record<FormKind, unknown>;

export const RESOURCES = new Map<string, AnyResource>(
  Object.values(FORMS).map((config) => [config.entity.kind, config as unknown as AnyResource]),
);
