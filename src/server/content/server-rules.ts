import type { EntityKind } from '#shared/entities/entities.ts';
import type { ServerRules } from '../resources/resource-service.ts';
import { BUILDING_RULES } from './rules/buildings.ts';
import { CATALOG_RULES } from './rules/catalogs.ts';
import { CATEGORY_RULES } from './rules/categories.ts';
import { GALLERY_IMAGE_RULES, NEWS_IMAGE_RULES } from './rules/image-collections.ts';
import { MEDIA_RULES } from './rules/media.ts';
import { NEWS_RULES } from './rules/news.ts';
import { PROJECT_RULES } from './rules/projects.ts';
import { unitRules } from './rules/units.ts';
import { VACANCY_RULES } from './rules/vacancies.ts';

/** The kinds of content the core writes: every entity but contact messages, which visitors send (routes/contacts.ts). */
export type ContentKindName = Exclude<EntityKind, 'contact'>;

/**
 * What the server alone knows of each kind's reads and writes, beside its descriptor. A kind
 * added to ENTITIES does not compile until it has its rules here.
 */
export function serverRules(scheduler: { wake(at: string): void }): Record<ContentKindName, ServerRules> {
  return {
    project: PROJECT_RULES,
    gallery: GALLERY_IMAGE_RULES,
    catalog: CATALOG_RULES,
    news: NEWS_RULES,
    vacancy: VACANCY_RULES,
    category: CATEGORY_RULES,
    building: BUILDING_RULES,
    unit: unitRules(scheduler),
    newsimage: NEWS_IMAGE_RULES,
    media: MEDIA_RULES,
  };
}
