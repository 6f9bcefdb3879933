import { FIXED_ROUTES } from '#shared/fixed-routes.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';

/** Which list of the published menu feed a section shows (data/menu-feed.ts). */
export type NavFeed = 'projects' | 'buildings' | 'news';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavSection extends NavLink {
  id: 'company' | 'projects' | 'catalog' | 'news' | 'career';
  intro: string;
  links: NavLink[];
  feed?: NavFeed;
}

/**
 * The expandable sections of the navigation, shared by the bar's mega-menus and the full and mobile
 * menus. Only plain links live here; the latest entities come from the menu feed when a menu opens.
 */
export function navSections(language: Language): NavSection[] {
  const strings = stringsFor(language);
  const to = (path: string) => localizePath(path, language);
  const home = (targetId: string) => `${to(FIXED_ROUTES.home())}?targetId=${targetId}`;
  const projects = `${to(FIXED_ROUTES.company())}?targetId=projects`;
  return [
    {
      id: 'company',
      label: strings.navOurCompany,
      href: to(FIXED_ROUTES.company()),
      intro: strings.shellCompanyIntro,
      links: [
        { label: strings.shellAboutUs, href: home('aboutUs') },
        { label: strings.shellCulture, href: home('ourCulture') },
        { label: strings.shellHistory, href: home('ourHistory') },
        { label: strings.shellTeam, href: home('ourTeam') },
      ],
    },
    {
      id: 'projects',
      label: strings.navOurProjects,
      href: projects,
      intro: strings.shellProjectsIntro,
      links: [{ label: strings.shellAllProjects, href: projects }],
      feed: 'projects',
    },
    {
      id: 'catalog',
      label: strings.navCatalogs,
      href: to(FIXED_ROUTES.catalogs()),
      intro: strings.shellCatalogIntro,
      links: [{ label: strings.shellAllCatalogs, href: to(FIXED_ROUTES.catalogs()) }],
      feed: 'buildings',
    },
    {
      id: 'news',
      label: strings.navNews,
      href: to(FIXED_ROUTES.news()),
      intro: strings.shellNewsIntro,
      links: [{ label: strings.shellAllNews, href: to(FIXED_ROUTES.news()) }],
      feed: 'news',
    },
    {
      id: 'career',
      label: strings.navCareer,
      href: to(FIXED_ROUTES.career()),
      intro: strings.shellCareerIntro,
      links: [
        { label: strings.navMeetUs, href: to(FIXED_ROUTES.career()) },
        { label: strings.navVacancies, href: to(FIXED_ROUTES.vacancies()) },
      ],
    },
  ];
}
