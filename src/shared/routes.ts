import { BUILDING } from './entities/building.ts';
import { NEWS } from './entities/news.ts';
import { fillPath } from './entities/paths.ts';
import { PROJECT } from './entities/project.ts';
import { UNIT } from './entities/unit.ts';
import { VACANCY } from './entities/vacancy.ts';
import { FIXED_ROUTES } from './fixed-routes.ts';

/**
 * The public routes of docs/product.md#screens-and-routes, as paths without a language prefix: the fixed ones, and each
 * entity's page from its descriptor. This module carries the descriptors' schemas, so islands,
 * which ship no zod, use FIXED_ROUTES and take entity paths as props.
 */
export const ROUTES = {
  ...FIXED_ROUTES,
  project: (projectId: number) => fillPath(PROJECT.pages.path, projectId),
  building: (buildingId: number) => fillPath(BUILDING.pages.path, buildingId),
  catalogDetails: (buildingId: number, categoryId: number) =>
    fillPath(BUILDING.pages.categoryPath, { id: buildingId, categoryId }),
  newsDetails: (newsId: number) => fillPath(NEWS.pages.path, newsId),
  vacancy: (vacancyId: number) => fillPath(VACANCY.pages.path, vacancyId),
  unit: (unitId: number) => fillPath(UNIT.pages.path, unitId),
} as const;
