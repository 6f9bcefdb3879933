import { MENU_ITEMS, MENU_NEWS_ITEMS } from '#shared/constants.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { ROUTES } from '#shared/routes.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import { loadBuildings } from './buildings.ts';
import { loadNewsList } from './news.ts';
import { loadNewestProjects } from './projects.ts';

/** An uploaded image as a menu card draws it: the fallback `src` and the `srcset` of each format. */
export interface MenuImage {
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
}

export interface MenuItem {
  id: number;
  title: string;
  /** A short line above the title: an address, or whether a news item is news or an event. */
  meta: string;
  href: string;
  image: MenuImage | null;
}

/** What the mega-menus need of the latest entities, published once per language as menu.json. */
export interface MenuFeed {
  projects: MenuItem[];
  buildings: MenuItem[];
  news: MenuItem[];
}

const image = (src: string | null, set: ImageSet | null): MenuImage | null =>
  src && set ? { src, avif: set.avif, webp: set.webp, width: set.width, height: set.height } : null;

/**
 * The menu feed of `language`: the newest MENU_ITEMS projects, the first MENU_ITEMS buildings in
 * catalogue order and the newest MENU_NEWS_ITEMS news items.
 */
export async function loadMenuFeed(language: Language): Promise<MenuFeed> {
  const to = (path: string) => localizePath(path, language);
  const [projects, buildings, news] = await Promise.all([
    loadNewestProjects(MENU_ITEMS),
    loadBuildings(MENU_ITEMS),
    loadNewsList(MENU_NEWS_ITEMS),
  ]);
  return {
    projects: projects.map((project) => ({
      id: project.projectId,
      title: pick(language, project.projectTitle, project.titulliProjekti),
      meta: pick(language, project.projectAddress, project.adresaProjekti),
      href: to(ROUTES.project(project.projectId)),
      image: image(project.projectImageUrl, project.imageSets.projectImageUrl),
    })),
    buildings: buildings.map((building) => ({
      id: building.buildingId,
      title: pick(language, building.buildingTitle, building.titulliNderteses),
      meta: pick(language, building.buildingAdress, building.adresaNderteses),
      href: to(ROUTES.building(building.buildingId)),
      image: image(building.buildingImageUrl, building.imageSets.buildingImageUrl),
    })),
    news: news.map((item) => ({
      id: item.newsId,
      title: pick(language, item.newsTitle, item.titullLajmesh),
      meta: newsTypeLabel(item.newsType, language),
      href: to(ROUTES.newsDetails(item.newsId)),
      image: image(item.newsImageUrl, item.imageSets.newsImageUrl),
    })),
  };
}
