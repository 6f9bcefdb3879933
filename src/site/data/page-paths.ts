import { z } from 'zod';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { FEED_LISTS, type FeedList, feedChunkPath } from '#shared/list-feeds.ts';
import { buildingsInTags, type IdList, type PublishKind, TAGS } from '#shared/publish-tags.ts';
import { localizePath, ROUTES } from '#shared/routes.ts';
import { BuildingSchema } from '#shared/entities/building.ts';
import type { ChangeEvent } from '#shared/schemas/publish.ts';
import { type CatalogGroup, CatalogGroupSchema } from '#shared/entities/catalog.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import {
  type EntitySection,
  SITEMAP_SECTIONS,
  type SitemapSection,
  sitemapChunkCount,
  sitemapChunkIds,
  sitemapChunkPath,
} from '#shared/sitemap.ts';
import { readApi, readApiIds, readApiList } from './api.ts';
import { loadFeedIndex } from './list-feeds.ts';

/**
 * Which pages exist, from the API's ids: the one source of the pages' getStaticPaths, the sitemap
 * and the publisher, so that a full build and an incremental publish agree on the set.
 */

const ENTITY_SECTIONS = SITEMAP_SECTIONS.filter((section): section is EntitySection => section !== 'pages');

interface Section {
  ids: IdList;
  feed: FeedList;
  /** The pages one entity has (a building's: given the categories it has catalogue pages for). */
  pages: (id: number, categoryIds: number[]) => string[];
  /** The folders that hold those pages. */
  folders: string[];
}

/** Where each kind of entity with pages lists its ids, its long list (feed), and its pages. */
const SECTIONS: Record<EntitySection, Section> = {
  projects: { ids: 'projects', feed: 'projects', pages: (id) => [ROUTES.project(id)], folders: ['/vilalproject/'] },
  buildings: {
    ids: 'buildings',
    feed: 'buildings',
    pages: (id, categoryIds) => [ROUTES.building(id), ...categoryIds.map((categoryId) => ROUTES.catalogDetails(id, categoryId))],
    folders: ['/secondstep/', '/salescatalogdetails/'],
  },
  news: { ids: 'news', feed: 'news', pages: (id) => [ROUTES.newsDetails(id)], folders: ['/newsdetails/'] },
  jobs: { ids: 'vacancies', feed: 'vacancies', pages: (id) => [ROUTES.jobDetails(id)], folders: ['/jobdetails/'] },
};

/** What a create or delete of a kind of entity changes: the section whose pages it adds or removes and the id list it changes. */
const PAGE_SET_OF_KIND: Partial<Record<PublishKind, { section: EntitySection; ids: IdList }>> = {
  project: { section: 'projects', ids: 'projects' },
  building: { section: 'buildings', ids: 'buildings' },
  news: { section: 'news', ids: 'news' },
  staff: { section: 'jobs', ids: 'vacancies' },
};

const FIXED_PAGES = [
  ROUTES.home(),
  ROUTES.company(),
  ROUTES.salesCatalog(),
  ROUTES.news(),
  ROUTES.staff(),
  ROUTES.jobs(),
  ROUTES.terms(),
];

const FIXED_CATEGORY_IDS = [CATEGORY_APARTMENT_ID, CATEGORY_SERVICE_UNIT_ID, CATEGORY_CAR_POST_ID];

/** A section's ids, in its list's order; `tags` name what the caller's page depends on. */
const sectionIds = (section: EntitySection, tags?: string[]) => readApiIds(SECTIONS[section].ids, tags);

const CatalogGroupsSchema = z.array(CatalogGroupSchema);

/** The categories a building has a catalogue page for, from the groups (of catalogues) it is in. */
const categoriesFrom = (groups: readonly CatalogGroup[]) => [
  ...FIXED_CATEGORY_IDS,
  ...groups.map((group) => group.salesCategoryId).filter((categoryId) => !FIXED_CATEGORY_IDS.includes(categoryId)),
];

/**
 * The categories each building has a catalogue page for: the fixed three, whose cards its page
 * offers, and any other it has catalogues in. An empty category of another kind has no page, so a
 * new category adds none and publishes nothing.
 */
async function catalogCategoriesOf(tags: string[] = []): Promise<(buildingId: number) => number[]> {
  const groups = Map.groupBy(await readApiList('/catalog/get/groups', CatalogGroupsSchema, tags), (group) => group.buildingId);
  return (buildingId) => categoriesFrom(groups.get(buildingId) ?? []);
}

/** Whether a building has a catalogue page for a category (catalogCategoriesOf). */
export const hasCatalogPage = (categoryId: number, catalogCount: number) =>
  FIXED_CATEGORY_IDS.includes(categoryId) || catalogCount > 0;

export const projectPageParams = async () => (await sectionIds('projects')).map((id) => ({ projectId: String(id) }));
export const buildingPageParams = async () => (await sectionIds('buildings')).map((id) => ({ buildingId: String(id) }));
export const newsPageParams = async () => (await sectionIds('news')).map((id) => ({ newsId: String(id) }));
export const jobPageParams = async () => (await sectionIds('jobs')).map((id) => ({ jobId: String(id) }));

export async function catalogPageParams() {
  const [buildingIds, categoriesOf] = await Promise.all([sectionIds('buildings'), catalogCategoriesOf()]);
  return buildingIds.flatMap((buildingId) =>
    categoriesOf(buildingId).map((categoryId) => ({ buildingId: String(buildingId), categoryId: String(categoryId) })),
  );
}

/**
 * The catalogue pages `buildingIds` have now, in both languages: what a catalogue's create, move
 * or delete may add to or remove from its buildings. Reads only those buildings, so that the
 * time it takes does not grow with the site.
 */
export async function catalogPagesOf(buildingIds: readonly number[]): Promise<string[]> {
  const pages = await Promise.all(
    buildingIds.map(async (buildingId) => {
      const [building, groups] = await Promise.all([
        readApi(`/building/get/single/building/${buildingId}`, BuildingSchema, []),
        readApiList(`/catalog/get/groups?buildingId=${buildingId}`, CatalogGroupsSchema, []),
      ]);
      return building ? categoriesFrom(groups).map((categoryId) => ROUTES.catalogDetails(buildingId, categoryId)) : [];
    }),
  );
  return LANGUAGES.flatMap((language) => pages.flat().map((page) => localizePath(page, language)));
}

/** The folders, in both languages, that hold a building's catalogue pages (ROUTES.catalogDetails). */
export const catalogPageFolders = (buildingId: number) =>
  LANGUAGES.map((language) => localizePath(`/salescatalogdetails/${buildingId}/`, language));

/** Every chunk of every long list's feed (#shared/list-feeds.ts), or of `lists`. */
export async function feedChunkParams(lists: readonly FeedList[] = FEED_LISTS) {
  const counts = await Promise.all(lists.map(async (list) => [list, (await loadFeedIndex(list)).chunks] as const));
  return counts.flatMap(([list, count]) => Array.from({ length: count }, (_, chunk) => ({ list, chunk: String(chunk) })));
}

/** Every file of the sitemap but its index, in the index's order, or those of `sections`. */
export async function sitemapChunkParams(sections: readonly SitemapSection[] = SITEMAP_SECTIONS) {
  const counts = await Promise.all(
    sections.map(async (section) => {
      const ids = section === 'pages' ? [] : await sectionIds(section);
      return [section, sitemapChunkCount(section, ids)] as const;
    }),
  );
  return counts.flatMap(([section, count]) => Array.from({ length: count }, (_, chunk) => ({ section, chunk: String(chunk) })));
}

/**
 * The pages one sitemap file lists, as paths without language prefix: the fixed pages, or those of
 * the section's entities whose ids fall in the file's range.
 */
export async function sitemapChunkPages(section: SitemapSection, chunk: number): Promise<string[]> {
  if (section === 'pages') return FIXED_PAGES;
  const tags = [TAGS.sitemapFile(section, chunk)];
  const { idFrom, idTo } = sitemapChunkIds(section, chunk);
  const [ids, categoriesOf] = await Promise.all([
    sectionIds(section, tags),
    section === 'buildings' ? catalogCategoriesOf(tags) : () => [],
  ]);
  return ids.filter((id) => id >= idFrom && id <= idTo).flatMap((id) => SECTIONS[section].pages(id, categoriesOf(id)));
}

/** The pages of the entities of `sections`, as paths without language prefix. */
async function sectionPaths(sections: readonly EntitySection[]): Promise<string[]> {
  const [categoriesOf, ...ids] = await Promise.all([
    sections.includes('buildings') ? catalogCategoriesOf() : () => [],
    ...sections.map((section) => sectionIds(section)),
  ]);
  return sections.flatMap((section, index) => (ids[index] ?? []).flatMap((id) => SECTIONS[section].pages(id, categoriesOf(id))));
}

/** Feeds published once per language, fetched by the islands that need them. */
const FEED_PATHS = ['/menu.json', '/news-slides.json'];

const sitemapFilePaths = async (sections: readonly SitemapSection[]) =>
  (await sitemapChunkParams(sections)).map(({ section, chunk }) => sitemapChunkPath(section, Number(chunk)));

/**
 * The paths that come and go with the entities of `sections`: their pages and their feed's chunks
 * in both languages, and their sitemap files.
 */
export async function entityPaths(sections: readonly EntitySection[]): Promise<string[]> {
  const [content, feedChunks, sitemapFiles] = await Promise.all([
    sectionPaths(sections),
    feedChunkParams(sections.map((section) => SECTIONS[section].feed)),
    sitemapFilePaths(sections),
  ]);
  const paths = [...content, ...feedChunks.map(({ list, chunk }) => feedChunkPath(list, Number(chunk)))];
  return [...LANGUAGES.flatMap((language) => paths.map((path) => localizePath(path, language))), ...sitemapFiles];
}

/**
 * The site's paths whose files depend on the API: every content page and feed in both languages,
 * the long lists' chunk counts, and the sitemap's files.
 */
export async function publishedPaths(): Promise<string[]> {
  const fixed = [...FIXED_PAGES, ...FEED_PATHS];
  const [entities, fixedSitemapFiles] = await Promise.all([entityPaths(ENTITY_SECTIONS), sitemapFilePaths(['pages'])]);
  return [
    ...LANGUAGES.flatMap((language) => fixed.map((path) => localizePath(path, language))),
    ...FEED_LISTS.map((list) => `/feeds/${list}.json`),
    '/sitemap.xml',
    ...fixedSitemapFiles,
    ...entities,
  ];
}

/**
 * The folders that hold the paths of entityPaths(section): its pages and its feed's chunks in both
 * languages, and its sitemap files.
 */
export function sectionFolders(section: EntitySection): string[] {
  const { folders, feed } = SECTIONS[section];
  const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
  const localized = [...folders, folderOf(feedChunkPath(feed, 0))];
  return [
    ...LANGUAGES.flatMap((language) => localized.map((folder) => localizePath(folder, language))),
    folderOf(sitemapChunkPath(section, 0)),
  ];
}

/**
 * A part of the site whose pages a change may add or remove: the folders that hold them, the pages
 * it has now (from the API), and the id list whose readers (TAGS.pageSet) the change concerns.
 */
export interface PageScope {
  /** The same for the same part, so that a batch compares each part once. */
  key: string;
  folders: string[];
  pages: () => Promise<string[]>;
  ids?: IdList;
}

/**
 * Which pages a change may add or remove. Only creates and deletes change which pages exist, and
 * only those of their own section; but a catalogue's create, move or delete may give or take its
 * buildings' page for a category of their own (catalogCategoriesOf).
 */
export function pageScopeOf(event: Pick<ChangeEvent, 'kind' | 'operation' | 'tags'>): PageScope | undefined {
  if (event.kind === 'catalog') {
    const buildingIds = buildingsInTags(event.tags);
    return {
      key: `catalogs of ${buildingIds.join(' ')}`,
      folders: buildingIds.flatMap(catalogPageFolders),
      pages: () => catalogPagesOf(buildingIds),
    };
  }
  const pageSet = event.operation === 'update' ? undefined : PAGE_SET_OF_KIND[event.kind];
  if (!pageSet) return undefined;
  const { section, ids } = pageSet;
  return { key: section, folders: sectionFolders(section), pages: () => entityPaths([section]), ids };
}
