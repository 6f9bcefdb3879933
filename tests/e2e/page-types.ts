import type { BuildingListItem } from '#shared/entities/building.ts';
import type { Catalog } from '#shared/entities/catalog.ts';
import type { NewsListItem } from '#shared/entities/news.ts';
import type { ProjectListItem } from '#shared/entities/project.ts';
import type { VacancyListItem } from '#shared/entities/vacancy.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { type Language, pick } from '#shared/i18n/languages.ts';
import { ROUTES } from '#shared/routes.ts';

export interface PageType {
  name: string;
  /** The path without language prefix. */
  path: string;
  /** A text from the API that the page must show, in the page's language. */
  shows: (language: Language) => string;
}

const readApi = async <T>(apiURL: string, path: string): Promise<T> =>
  (await fetch(`${apiURL}${path}`)).json() as Promise<T>;

/** One page of every public type, with ids and texts read from the API under test. */
export async function pageTypes(apiURL: string): Promise<PageType[]> {
  const [projects, buildings, news, vacancies] = await Promise.all([
    readApi<ProjectListItem[]>(apiURL, '/projects/get/all'),
    readApi<BuildingListItem[]>(apiURL, '/building/get/mini'),
    readApi<NewsListItem[]>(apiURL, '/news/get/mini'),
    readApi<VacancyListItem[]>(apiURL, '/staff/get/mini'),
  ]);
  const [project, building, newsItem, vacancy] = [projects[0], buildings[0], news[0], vacancies[0]];
  if (!project || !building || !newsItem || !vacancy) throw new Error('The API under test has no demo content');
  const catalogs = await readApi<Catalog[]>(apiURL, `/catalog/get/catalog/${building.buildingId}/1`);
  const catalog = catalogs[0];
  if (!catalog) throw new Error(`Building ${building.buildingId} has no apartment catalogue`);

  const projectTitle = (language: Language) => pick(language, project.projectTitle, project.titulliProjekti);
  return [
    { name: 'home', path: ROUTES.home(), shows: projectTitle },
    { name: 'company', path: ROUTES.company(), shows: projectTitle },
    { name: 'project', path: ROUTES.project(project.projectId), shows: projectTitle },
    {
      name: 'sales catalog',
      path: ROUTES.catalogs(),
      shows: (language) => pick(language, building.buildingTitle, building.titulliNderteses),
    },
    {
      name: 'building',
      path: ROUTES.building(building.buildingId),
      shows: (language) => pick(language, building.buildingTitle, building.titulliNderteses),
    },
    {
      name: 'catalog details',
      path: ROUTES.catalogDetails(building.buildingId, 1),
      shows: (language) => pick(language, catalog.catalogTitle, catalog.titulliKatalog),
    },
    {
      name: 'news',
      path: ROUTES.news(),
      shows: (language) => pick(language, newsItem.newsTitle, newsItem.titullLajmesh),
    },
    {
      name: 'news details',
      path: ROUTES.newsDetails(newsItem.newsId),
      shows: (language) => pick(language, newsItem.newsTitle, newsItem.titullLajmesh),
    },
    { name: 'staff', path: ROUTES.career(), shows: (language) => stringsFor(language).careerHeading },
    {
      name: 'jobs',
      path: ROUTES.vacancies(),
      shows: (language) => pick(language, vacancy.staffTittle, vacancy.titulliStaf),
    },
    {
      name: 'job details',
      path: ROUTES.vacancy(vacancy.staffId),
      shows: (language) => pick(language, vacancy.staffTittle, vacancy.titulliStaf),
    },
    { name: 'terms', path: ROUTES.terms(), shows: (language) => stringsFor(language).termsTitle },
  ];
}
