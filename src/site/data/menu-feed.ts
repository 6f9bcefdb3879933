import { MENU_ITEMS, MENU_NEWS_ITEMS } from '#shared/constants.ts';
import { objectPositionOf } from '#shared/domain-values.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { loadBuildings } from './buildings.ts';
import { loadNewsList } from './news.ts';
import { loadProjects } from './projects.ts';
import { buildingView } from './views/building-view.ts';
import type { CardImage } from './views/card-image.ts';
import { newsView } from './views/news-view.ts';
import { projectView } from './views/project-view.ts';

/** An uploaded image as a menu card draws it: the fallback `src` and the `srcset` of each format. */
export interface MenuImage {
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
  /** Its focal point as CSS's `object-position`, when it is not the centre. */
  objectPosition?: string | undefined;
}

export interface MenuItem {
  id: number;
  title: string;
  /** Set when the title is in the other language (FallbackLanguages). */
  titleLang?: Language | undefined;
  /** A short line above the title: an address, or whether a news item is news or an event. */
  meta: string;
  metaLang?: Language | undefined;
  href: string;
  image: MenuImage | null;
}

/** What the mega-menus need of the latest entities, published once per language as menu.json. */
export interface MenuFeed {
  projects: MenuItem[];
  buildings: MenuItem[];
  news: MenuItem[];
}

const menuImage = (image: CardImage | null): MenuImage | null =>
  image
    ? {
        src: image.src,
        avif: image.set.avif,
        webp: image.set.webp,
        width: image.set.width,
        height: image.set.height,
        objectPosition: objectPositionOf(image.set.focalPoint),
      }
    : null;

const menuItem = (
  view: { id: number; title: string; titleLang?: Language | undefined; href: string; image: CardImage | null },
  meta: string,
  metaLang?: Language,
): MenuItem => ({
  id: view.id,
  title: view.title,
  titleLang: view.titleLang,
  meta,
  metaLang,
  href: view.href,
  image: menuImage(view.image),
});

/**
 * The menu feed of `language`: the first MENU_ITEMS projects and buildings in the order admins
 * set and the newest MENU_NEWS_ITEMS news items.
 */
export async function loadMenuFeed(language: Language): Promise<MenuFeed> {
  const [projects, buildings, news] = await Promise.all([
    loadProjects(MENU_ITEMS),
    loadBuildings(MENU_ITEMS),
    loadNewsList(MENU_NEWS_ITEMS),
  ]);
  return {
    projects: projects.map((project) => {
      const view = projectView(project, language);
      return menuItem(view, view.address, view.addressLang);
    }),
    buildings: buildings.map((building) => {
      const view = buildingView(building, language);
      return menuItem(view, view.address, view.addressLang);
    }),
    news: news.map((item) => {
      const view = newsView(item, language);
      return menuItem(view, view.typeLabel);
    }),
  };
}
