import { describe, expect, it } from 'vitest';
import { BuildingInputSchema } from '#shared/entities/building.ts';
import { NewsInputSchema } from '#shared/entities/news.ts';
import { ProjectInputSchema } from '#shared/entities/project.ts';
import { CatalogInputSchema } from '#shared/entities/catalog.ts';
import { VacancyInputSchema } from '#shared/entities/vacancy.ts';
import { DEMO_BUILDINGS } from './content/buildings.ts';
import { DEMO_CATALOGS } from './content/catalogs.ts';
import { DEMO_NEWS } from './content/news.ts';
import { DEMO_PROJECTS } from './content/projects.ts';
import { DEMO_VACANCIES } from './content/vacancies.ts';

describe('the demo content', () => {
  it('has every entity valid against the shared schemas', () => {
    for (const project of DEMO_PROJECTS) ProjectInputSchema.parse(project.input);
    for (const building of DEMO_BUILDINGS) BuildingInputSchema.parse(building.input);
    for (const catalog of DEMO_CATALOGS) CatalogInputSchema.parse({ ...catalog.input, buildingId: 1 });
    for (const news of DEMO_NEWS) NewsInputSchema.parse(news.input);
    for (const vacancy of DEMO_VACANCIES) VacancyInputSchema.parse(vacancy);
  });

  it('has at least 8 projects, one a Hotel, each with 4 or more gallery pictures', () => {
    expect(DEMO_PROJECTS.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_PROJECTS.filter((project) => project.input.projectType === 'Hotel')).toHaveLength(1);
    for (const project of DEMO_PROJECTS) expect(project.gallery.length).toBeGreaterThanOrEqual(4);
  });

  it('has 4 buildings in Tirana with every picture and a map link', () => {
    expect(DEMO_BUILDINGS).toHaveLength(4);
    for (const building of DEMO_BUILDINGS) {
      expect(Object.keys(building.images)).toHaveLength(5);
      expect(building.input.buildingGoogleLink).toMatch(/^https:\/\//);
      expect(building.input.adresaNderteses).toMatch(/Tiran/);
    }
  });

  it('has at least 12 catalogues over all three categories, some landscape', () => {
    expect(DEMO_CATALOGS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_CATALOGS.map((catalog) => catalog.input.salesCategoryId))).toEqual(new Set([1, 2, 3]));
    expect(DEMO_CATALOGS.some((catalog) => catalog.input.pdfLayout === 'L')).toBe(true);
    for (const catalog of DEMO_CATALOGS) expect(DEMO_BUILDINGS[catalog.buildingIndex]).toBeDefined();
  });

  it('has at least 12 news items and events, and 5 vacancies with several paragraphs in both languages', () => {
    expect(DEMO_NEWS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_NEWS.map((news) => news.input.newsType))).toEqual(new Set(['news', 'event']));
    expect(DEMO_VACANCIES.length).toBeGreaterThanOrEqual(5);
    for (const vacancy of DEMO_VACANCIES) {
      expect(vacancy.staffDescriptionTwo.split('\n').length).toBeGreaterThan(2);
      expect(vacancy.pershkrimiStafDy.split('\n').length).toBeGreaterThan(2);
    }
  });
});
