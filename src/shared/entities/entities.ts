import { BUILDING } from './building.ts';
import { CATALOG } from './catalog.ts';
import { CATEGORY } from './category.ts';
import { CONTACT } from './contact.ts';
import { GALLERY_IMAGE } from './gallery-image.ts';
import { MEDIA } from './media.ts';
import { NEWS } from './news.ts';
import { NEWS_IMAGE } from './news-image.ts';
import { PROJECT } from './project.ts';
import { UNIT } from './unit.ts';
import { VACANCY } from './vacancy.ts';

/** Every entity, in the order of the admin's dashboard (docs/product.md#screens-and-routes). */
export const ENTITIES = [
  PROJECT,
  GALLERY_IMAGE,
  CATALOG,
  NEWS,
  VACANCY,
  CATEGORY,
  BUILDING,
  UNIT,
  CONTACT,
  NEWS_IMAGE,
  MEDIA,
] as const;

export type AnyEntity = (typeof ENTITIES)[number];
export type EntityKind = AnyEntity['kind'];
export const ENTITY_KINDS = ENTITIES.map((entity) => entity.kind);

/** The entities with public pages of their own, which come and go with them (sitemap; feeds of the long lists). */
export const PAGED_ENTITIES = [PROJECT, BUILDING, NEWS, VACANCY, UNIT] as const;
export type PagedEntity = (typeof PAGED_ENTITIES)[number];
export type PagedKind = PagedEntity['kind'];

/** The entities with pages that can be kept as drafts: previewed, with unpublished changes, scheduled. */
export const DRAFTED_ENTITIES = [PROJECT, BUILDING, NEWS, VACANCY] as const satisfies readonly (PagedEntity & {
  drafts: true;
})[];
export type DraftedEntity = (typeof DRAFTED_ENTITIES)[number];
export type DraftedKind = DraftedEntity['kind'];

/** The entity of a kind with pages. */
export const pagedEntityOf = (kind: PagedKind): PagedEntity =>
  PAGED_ENTITIES.find((entity) => entity.kind === kind) as PagedEntity;

/** The entity of a kind. */
export function entityOf(kind: EntityKind): AnyEntity {
  const entity = ENTITIES.find((candidate) => candidate.kind === kind);
  if (!entity) throw new Error(`No entity of kind ${kind}`);
  return entity;
}
