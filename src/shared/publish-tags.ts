import { ENTITY_KINDS, type EntityKind, type PagedKind } from './entities/entities.ts';
import { type FeedKind, feedChunkOf } from './list-feeds.ts';
import type { SitemapSection } from './sitemap.ts';

/**
 * Tags name the API answers a page reads. The site's data module records the tags of every read
 * while a page renders; the API's change events name the tags whose answers a write changes; the
 * publisher re-renders the pages that read a changed tag. A list read records `…:list`, which
 * creates and deletes name, and the tag of each item it holds, which its updates name.
 */
export const PUBLISH_KINDS = ENTITY_KINDS;
export type PublishKind = EntityKind;

/**
 * What a change did; `reorder` set the order of a list (a parent's images: its id is the event's
 * entity id, else 0); `restore` put an item back from the trash, which the publisher takes as a
 * create (only an update leaves the pages that exist as they are: page-sets.ts); `import` created
 * and changed a building's units from a spreadsheet at once (its id is the building's).
 */
export const PUBLISH_OPERATIONS = ['create', 'update', 'delete', 'reorder', 'restore', 'import'] as const;
export type PublishOperation = (typeof PUBLISH_OPERATIONS)[number];

/** The tag of one entity's single read, neighbours included: `project:7`. */
export const entityTag = (kind: EntityKind, id: number) => `${kind}:${id}`;
/** The tag of which entities a kind's lists hold: `project:list`. */
export const listTag = <K extends EntityKind>(kind: K) => `${kind}:list` as const;

export const TAGS = {
  /** One project's single read, neighbours included. */
  project: (projectId: number) => entityTag('project', projectId),
  projectList: listTag('project'),
  /** The images of one project's gallery. */
  gallery: (projectId: number) => `gallery:${projectId}`,
  news: (newsId: number) => entityTag('news', newsId),
  newsList: listTag('news'),
  /** The images of one news item. */
  newsImages: (newsId: number) => `newsimage:${newsId}`,
  vacancy: (staffId: number) => entityTag('vacancy', staffId),
  vacancyList: listTag('vacancy'),
  building: (buildingId: number) => entityTag('building', buildingId),
  /** Which buildings the lists hold; each item also names the building (with its first catalogue's title). */
  buildingList: listTag('building'),
  category: (categoryId: number) => entityTag('category', categoryId),
  categoryList: listTag('category'),
  /** The catalogues of one building, in every category. */
  catalogsOfBuilding: (buildingId: number) => `catalog:building:${buildingId}`,
  catalogList: listTag('catalog'),
  unit: (unitId: number) => entityTag('unit', unitId),
  /**
   * The units of one building in one sales category: its catalogue page's availability table, and
   * the counts its building page shows. A unit's every write names it.
   */
  unitsOf: (buildingId: number, categoryId: number) => `unit:building:${buildingId}:${categoryId}`,
  /** The units of one floor of a building, without status or price: their neighbours' pages list them. */
  unitFloor: (buildingId: number, floor: number) => `unit:floor:${buildingId}:${floor}`,
  /** One feed chunk of a long list (list-feeds.ts): written whenever an item of its range is. */
  feedChunk: (kind: FeedKind, chunk: number) => `feed:${kind}:${chunk}`,
  /**
   * Which entities of one kind exist (its id list): read by the sitemap's index and the feeds'
   * counts; the publisher touches it when an entity of the kind comes or goes.
   */
  pageSet: (kind: PagedKind) => `pageset:${kind}`,
  /**
   * One image of the media library: every page that shows it, whichever item's field or collection
   * names it, as the site's data records it for each image an answer carries (its texts, its point).
   */
  media: (mediaId: number) => entityTag('media', mediaId),
  /** Which pages of one range of ids exist (sitemap.ts): touched by the publisher when one of them comes or goes. */
  sitemapFile: (section: SitemapSection, chunk: number) => `sitemap:${section}:${chunk}`,
} as const;

/** The feed chunk tag of an item of a long list. */
export const feedChunkTag = (kind: FeedKind, id: number) => TAGS.feedChunk(kind, feedChunkOf(id));

const CATALOGS_OF_BUILDING = /^catalog:building:(\d+)$/;

/** The buildings a catalogue's change event names (TAGS.catalogsOfBuilding): where it was and where it is. */
export const buildingsInTags = (tags: readonly string[]) =>
  tags.flatMap((tag) => {
    const match = CATALOGS_OF_BUILDING.exec(tag);
    return match ? [Number(match[1])] : [];
  });

/**
 * Headers between the publisher and the site's server build: the publish a render belongs to,
 * whether that publish reads the API in bulk (#shared/bulk-reads.ts: `1`), and what it read.
 */
export const RENDER_BATCH_HEADER = 'x-publish-batch';
export const RENDER_BULK_HEADER = 'x-publish-bulk';
export const RENDER_TAGS_HEADER = 'x-publish-tags';
