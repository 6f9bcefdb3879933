import { type FeedList, feedChunkOf } from './list-feeds.ts';
import type { SitemapSection } from './sitemap.ts';

/**
 * Tags name the API answers a page reads. The site's data module records the tags of every read
 * while a page renders; the API's change events name the tags whose answers a write changes; the
 * publisher re-renders the pages that read a changed tag. A list read records `…:list`, which
 * creates and deletes name, and the tag of each item it holds, which its updates name.
 */
export const PUBLISH_KINDS = [
  'project',
  'gallery',
  'news',
  'newsimage',
  'staff',
  'building',
  'salescategory',
  'catalog',
  'contact',
] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

export const PUBLISH_OPERATIONS = ['create', 'update', 'delete'] as const;
export type PublishOperation = (typeof PUBLISH_OPERATIONS)[number];

export const TAGS = {
  /** One project's single read, neighbours included. */
  project: (projectId: number) => `project:${projectId}`,
  projectList: 'project:list',
  /** The images of one project's gallery. */
  gallery: (projectId: number) => `gallery:${projectId}`,
  news: (newsId: number) => `news:${newsId}`,
  newsList: 'news:list',
  /** The images of one news item. */
  newsImages: (newsId: number) => `newsimage:${newsId}`,
  staff: (staffId: number) => `staff:${staffId}`,
  staffList: 'staff:list',
  building: (buildingId: number) => `building:${buildingId}`,
  /** Which buildings the lists hold; each item also names the building (with its first catalogue's title). */
  buildingList: 'building:list',
  salesCategory: (categoryId: number) => `salescategory:${categoryId}`,
  salesCategoryList: 'salescategory:list',
  /** The catalogues of one building, in every category. */
  catalogsOfBuilding: (buildingId: number) => `catalog:building:${buildingId}`,
  catalogList: 'catalog:list',
  /** One feed chunk of a long list (list-feeds.ts): written whenever an item of its range is. */
  feedChunk: (list: FeedList, chunk: number) => `feed:${list}:${chunk}`,
  /**
   * Which entities of one kind exist (its id list): read by the sitemap's index and the feeds'
   * counts; the publisher touches it when an entity of the kind comes or goes.
   */
  pageSet: (ids: IdList) => `pageset:${ids}`,
  /** Which pages of one range of ids exist (sitemap.ts): touched by the publisher when one of them comes or goes. */
  sitemapFile: (section: SitemapSection, chunk: number) => `sitemap:${section}:${chunk}`,
} as const;

/** The feed chunk tag of an item of a long list. */
export const feedChunkTag = (list: FeedList, id: number) => TAGS.feedChunk(list, feedChunkOf(id));

/** The API's lists of every id of a kind of entity with pages (data/api.ts IDS_PATHS). */
export type IdList = 'projects' | 'buildings' | 'news' | 'vacancies';

const CATALOGS_OF_BUILDING = /^catalog:building:(\d+)$/;

/** The buildings a catalogue's change event names (TAGS.catalogsOfBuilding): where it was and where it is. */
export const buildingsInTags = (tags: readonly string[]) =>
  tags.flatMap((tag) => {
    const match = CATALOGS_OF_BUILDING.exec(tag);
    return match ? [Number(match[1])] : [];
  });

/** Headers between the publisher and the site's server build: the publish a render belongs to, and what it read. */
export const RENDER_BATCH_HEADER = 'x-publish-batch';
export const RENDER_TAGS_HEADER = 'x-publish-tags';
