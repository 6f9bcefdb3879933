import { BUILDING, BuildingSchema } from '#shared/entities/building.ts';
import { PAGED_ENTITIES, type PagedEntity } from '#shared/entities/entities.ts';
import { fillPath, folderOf } from '#shared/entities/paths.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { feedChunkPath, feedIndexPath } from '#shared/list-feeds.ts';
import type { ChangeEvent } from '#shared/payloads/publish.ts';
import { buildingsInTags, TAGS } from '#shared/publish-tags.ts';
import { type SitemapSection, sitemapChunkOf, sitemapChunkPath } from '#shared/sitemap.ts';
import { readApi, readApiIds } from './api.ts';
import { categoriesFor, categoriesFrom, FIXED_PAGES, pagesOf, readCatalogGroups } from './entity-pages.ts';
import { FEED_KINDS } from './list-feeds.ts';
import { feedChunkParams, sitemapChunkParams } from './page-params.ts';

/**
 * Which pages the publisher compares with the API when a change may add or remove some: the paths
 * of a kind of entity, or of a building's catalogue pages, and the folders that hold them.
 */

/**
 * The catalogue pages `buildingIds` have now, in both languages: what a catalogue's create, move
 * or delete may add to or remove from its buildings. Reads only those buildings, so that the
 * time it takes does not grow with the site.
 */
export async function catalogPagesOf(buildingIds: readonly number[]): Promise<string[]> {
  const { categoryPath } = BUILDING.pages;
  const pages = await Promise.all(
    buildingIds.map(async (buildingId) => {
      const [building, groups] = await Promise.all([
        readApi(fillPath(BUILDING.api.single, buildingId), BuildingSchema, []),
        readCatalogGroups([], buildingId),
      ]);
      return building
        ? categoriesFrom(groups).map((categoryId) => fillPath(categoryPath, { id: buildingId, categoryId }))
        : [];
    }),
  );
  return LANGUAGES.flatMap((language) => pages.flat().map((page) => localizePath(page, language)));
}

/** The folders, in both languages, that hold a building's catalogue pages: its category path up to the category. */
export function catalogPageFolders(buildingId: number): string[] {
  const { categoryPath } = BUILDING.pages;
  const folder = fillPath(categoryPath.slice(0, categoryPath.lastIndexOf(':')), buildingId);
  return LANGUAGES.map((language) => localizePath(folder, language));
}

/** The pages of `entities`, as paths without language prefix. */
async function pagesOfAll(entities: readonly PagedEntity[]): Promise<string[]> {
  const [categoriesOf, ...ids] = await Promise.all([
    categoriesFor(entities),
    ...entities.map((entity) => readApiIds(entity)),
  ]);
  return entities.flatMap((entity, index) => (ids[index] ?? []).flatMap((id) => pagesOf(entity, id, categoriesOf(id))));
}

/** Feeds published once per language, fetched by the islands that need them. */
const FEED_PATHS = ['/menu.json', '/news-slides.json'];

const sitemapFilePaths = async (sections: readonly SitemapSection[]) =>
  (await sitemapChunkParams(sections)).map(({ section, chunk }) => sitemapChunkPath(section, Number(chunk)));

/**
 * The paths that come and go with `entities`: their pages and their feed's chunks in both
 * languages, and their sitemap files.
 */
export async function entityPaths(entities: readonly PagedEntity[]): Promise<string[]> {
  const kinds = entities.map((entity) => entity.kind);
  const [content, feedChunks, sitemapFiles] = await Promise.all([
    pagesOfAll(entities),
    feedChunkParams(kinds),
    sitemapFilePaths(kinds),
  ]);
  const paths = [...content, ...feedChunks.map(({ list, chunk }) => feedChunkPath(list, Number(chunk)))];
  return [...LANGUAGES.flatMap((language) => paths.map((path) => localizePath(path, language))), ...sitemapFiles];
}

/**
 * The site's paths whose files depend on the API: every content page and feed in both languages,
 * the long lists' indexes, and the sitemap's files.
 */
export async function publishedPaths(): Promise<string[]> {
  const fixed = [...FIXED_PAGES, ...FEED_PATHS];
  const [entities, fixedSitemapFiles] = await Promise.all([entityPaths(PAGED_ENTITIES), sitemapFilePaths(['pages'])]);
  return [
    ...LANGUAGES.flatMap((language) => fixed.map((path) => localizePath(path, language))),
    ...FEED_KINDS.map(feedIndexPath),
    '/sitemap.xml',
    ...fixedSitemapFiles,
    ...entities,
  ];
}

const folderOfPath = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * The folders that hold the paths of entityPaths([entity]): its pages and its feed's chunks in both
 * languages, and its sitemap files.
 */
export function sectionFolders(entity: PagedEntity): string[] {
  const { pages, kind } = entity;
  const pageFolders = [pages.path, ...('categoryPath' in pages ? [pages.categoryPath] : [])].map(folderOf);
  const feedFolders = FEED_KINDS.flatMap((feed) => (feed === kind ? [folderOfPath(feedChunkPath(feed, 0))] : []));
  const localized = [...pageFolders, ...feedFolders];
  return [
    ...LANGUAGES.flatMap((language) => localized.map((folder) => localizePath(folder, language))),
    folderOfPath(sitemapChunkPath(kind, 0)),
  ];
}

/**
 * A part of the site whose pages a change may add or remove: the folders that hold them, the pages
 * it has now (from the API), and the kind whose id list's readers (TAGS.pageSet) the change concerns.
 */
export interface PageScope {
  /** The same for the same part, so that a batch compares each part once. */
  key: string;
  folders: string[];
  pages: () => Promise<string[]>;
  ids?: PagedEntity['kind'];
}

/** The pages of every entity of a kind. */
const sectionScope = (entity: PagedEntity): PageScope => ({
  key: entity.kind,
  folders: sectionFolders(entity),
  pages: () => entityPaths([entity]),
  ids: entity.kind,
});

/**
 * Which pages a change may add or remove. Only creates, deletes and the updates that bring an item
 * onto the site or take it off (they name their kind's page set) change which pages exist: those of
 * their own kind, and of the kinds whose items are part of theirs (a building's units come and go
 * with it). A catalogue's change may give or take its buildings' page for a category of their own
 * (catalogCategoriesOf).
 */
export function pageScopesOf(event: Pick<ChangeEvent, 'kind' | 'operation' | 'tags'>): PageScope[] {
  if (event.kind === 'catalog') {
    const buildingIds = buildingsInTags(event.tags);
    return [
      {
        key: `catalogs of ${buildingIds.join(' ')}`,
        folders: buildingIds.flatMap(catalogPageFolders),
        pages: () => catalogPagesOf(buildingIds),
      },
    ];
  }
  const entity = PAGED_ENTITIES.find((candidate) => candidate.kind === event.kind);
  if (!entity) return [];
  if (event.operation === 'update' && !event.tags.includes(TAGS.pageSet(entity.kind))) return [];
  const parts = PAGED_ENTITIES.filter((part) => 'partOf' in part && part.partOf.entity === entity);
  return [entity, ...parts].map(sectionScope);
}

/**
 * The sitemap files that list the pages a change may add or remove, as tags. A sitemap file reads
 * no tag of its items, and a page that came and went between two publishes is in neither's
 * comparison (an item created and deleted while an earlier publish rendered its file): the change
 * names its files itself.
 */
export function sitemapTagsOf(event: Pick<ChangeEvent, 'kind' | 'operation' | 'tags' | 'entityId'>): string[] {
  if (pageScopesOf(event).length === 0) return [];
  const entity = PAGED_ENTITIES.find((candidate) => candidate.kind === event.kind);
  if (entity) return [TAGS.sitemapFile(entity.kind, sitemapChunkOf(entity.kind, event.entityId))];
  return buildingsInTags(event.tags).map((id) => TAGS.sitemapFile(BUILDING.kind, sitemapChunkOf(BUILDING.kind, id)));
}
