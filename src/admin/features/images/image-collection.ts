import { z } from 'zod';
import { type Noun, nounsOf } from '#admin/i18n/nouns.ts';
import { screenPaths } from '#admin/lib/routes.ts';
import { adminListPath, listingTitleOf } from '#admin/resources/resource.ts';
import type { ImageCollection as Collection, Entity, EntityAdmin } from '#shared/entities/define-entity.ts';
import { GALLERY_IMAGE } from '#shared/entities/gallery-image.ts';
import { NEWS_IMAGE } from '#shared/entities/news-image.ts';
import { fillPath } from '#shared/entities/paths.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { FOCAL_CENTRE, type FocalPoint, type ImageSet } from '#shared/schemas/common.ts';

/** An image as the collection screens show it, whatever its collection calls its fields. */
export interface CollectionImage {
  id: number;
  parentId: number;
  url: string | null;
  srcSet: string | undefined;
}

/** An image as its focal point dialog reads it: the file to point on, and where its point is. */
export interface FocalImage {
  url: string | null;
  point: FocalPoint;
}

/** A parent as its list names it: its title in each language of the admin. */
export interface ListedParent {
  id: number;
  titles: Record<Language, string>;
}

/** A parent as a screen names it, in the admin's language. */
export interface Parent {
  id: number;
  title: string;
}

/** A collection of images that belong to a parent: a project's gallery, a news item's pictures. */
export interface ImageCollection {
  /** Its descriptor. */
  entity: Entity;
  /** Its nouns and its parent's in each language of the admin. */
  nouns: Record<Language, Noun>;
  paths: { list: string; add: string };
  /** The multipart field of the image file. */
  imageField: string;
  parent: {
    entity: Entity;
    nouns: Record<Language, Noun>;
    list: string;
    schema: z.ZodType<ListedParent[]>;
    viewPath: (id: number) => string;
  };
  api: {
    list: string;
    single: (id: number) => string;
    save: string;
    remove: (id: number) => string;
    /** Sets the order of one parent's images (the descriptor's `api.order`). */
    order?: ((parentId: number) => string) | undefined;
    /** Sets one image's focal points (the descriptor's `collection.focal`). */
    focal: (id: number) => string;
  };
  schema: z.ZodType<CollectionImage[]>;
  /** One image, read or saved, as its focal point dialog shows it. */
  focalSchema: z.ZodType<FocalImage>;
  /** The answer to a save, which names the new image. */
  savedSchema: z.ZodType<unknown>;
}

/**
 * The admin's view of an image collection, from its descriptor. A parent is named by its listing
 * title in each language (in the other one where it has none), as the site names it.
 */
function collectionOf(entity: Entity & { collection: Collection; admin: EntityAdmin }): ImageCollection {
  const { collection } = entity;
  const { parent, imageField } = collection;
  const { remove, order } = entity.api;
  if (!remove) throw new Error(`${entity.kind} has no remove call`);
  return {
    entity,
    nouns: nounsOf(entity),
    paths: screenPaths(entity),
    imageField,
    parent: {
      entity: parent,
      nouns: nounsOf(parent),
      list: adminListPath(parent),
      schema: z.array(parent.schemas.item).transform((parents) =>
        parents.map((item: Record<string, unknown>) => ({
          id: Number(item[parent.idField]),
          titles: { en: listingTitleOf(parent, item, 'en'), sq: listingTitleOf(parent, item, 'sq') },
        })),
      ),
      viewPath: screenPaths(parent as Entity & { admin: EntityAdmin }).view,
    },
    api: {
      list: adminListPath(entity),
      single: (id) => fillPath(entity.api.single, id),
      save: entity.api.save,
      remove: (id) => fillPath(remove, id),
      order: order ? (parentId) => fillPath(order, { [parent.idField]: parentId }) : undefined,
      focal: (id) => fillPath(collection.focal, id),
    },
    schema: z.array(entity.schemas.item).transform((images) =>
      images.map((image: Record<string, unknown>) => ({
        id: Number(image[entity.idField]),
        parentId: Number(image[parent.idField]),
        url: (image[imageField] as string | null) ?? null,
        srcSet: (image.imageSets as Record<string, ImageSet | null>)[imageField]?.webp,
      })),
    ),
    focalSchema: entity.schemas.item.transform((image: Record<string, unknown>) => ({
      url: (image[imageField] as string | null) ?? null,
      point: (image.focalPoints as Record<string, FocalPoint>)[imageField] ?? { ...FOCAL_CENTRE },
    })),
    savedSchema: entity.schemas.item,
  };
}

export const galleryCollection = collectionOf(GALLERY_IMAGE);

export const newsImageCollection = collectionOf(NEWS_IMAGE);
