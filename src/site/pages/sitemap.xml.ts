import type { APIRoute } from 'astro';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { localizePath, ROUTES } from '#shared/routes.ts';
import { loadBuildings, loadCategories } from '../data/buildings.ts';
import { loadNewsList } from '../data/news.ts';
import { loadProjects } from '../data/projects.ts';
import { loadVacancies } from '../data/staff.ts';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** Every public page in both languages, each with its alternates (hreflang) and x-default. */
export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost:4321');
  const [projects, buildings, categories, news, vacancies] = await Promise.all([
    loadProjects(),
    loadBuildings(),
    loadCategories(),
    loadNewsList(),
    loadVacancies(),
  ]);
  const paths = [
    ROUTES.home(),
    ROUTES.company(),
    ROUTES.salesCatalog(),
    ROUTES.news(),
    ROUTES.staff(),
    ROUTES.jobs(),
    ROUTES.terms(),
    ...projects.map((project) => ROUTES.project(project.projectId)),
    ...buildings.flatMap((building) => [
      ROUTES.building(building.buildingId),
      ...categories.map((category) => ROUTES.catalogDetails(building.buildingId, category.categoryId)),
    ]),
    ...news.map((item) => ROUTES.newsDetails(item.newsId)),
    ...vacancies.map((vacancy) => ROUTES.jobDetails(vacancy.staffId)),
  ];
  const url = (path: string, language: (typeof LANGUAGES)[number]) => escapeXml(new URL(localizePath(path, language), origin).href);
  const entries = paths.flatMap((path) =>
    LANGUAGES.map(
      (language) =>
        `<url><loc>${url(path, language)}</loc>${LANGUAGES.map(
          (alternate) => `<xhtml:link rel="alternate" hreflang="${alternate}" href="${url(path, alternate)}"/>`,
        ).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, 'sq')}"/></url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
