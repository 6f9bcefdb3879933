import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UNIT_TYPES_BY_CATEGORY } from '#shared/domain-values.ts';
import { BuildingInputSchema } from '#shared/entities/building.ts';
import { CatalogInputSchema } from '#shared/entities/catalog.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import { NewsInputSchema } from '#shared/entities/news.ts';
import { ProjectInputSchema } from '#shared/entities/project.ts';
import { UnitInputSchema } from '#shared/entities/unit.ts';
import { VacancyInputSchema } from '#shared/entities/vacancy.ts';
import { assetFile } from './assets.ts';
import { DEMO_BUILDINGS } from './content/buildings.ts';
import { DEMO_CATALOGS } from './content/catalogs.ts';
import { DEMO_NEWS } from './content/news.ts';
import { DEMO_PROJECTS } from './content/projects.ts';
import { DEMO_UNITS } from './content/units.ts';
import { DEMO_VACANCIES } from './content/vacancies.ts';

describe('the demo content', () => {
  it('has every entity valid against the shared schemas', () => {
    for (const project of DEMO_PROJECTS) ProjectInputSchema.parse(project.input);
    for (const building of DEMO_BUILDINGS) BuildingInputSchema.parse(building.input);
    for (const catalog of DEMO_CATALOGS) CatalogInputSchema.parse({ ...catalog.input, buildingId: 1 });
    for (const news of DEMO_NEWS) NewsInputSchema.parse(news.input);
    for (const vacancy of DEMO_VACANCIES) VacancyInputSchema.parse(vacancy);
    // As the API would keep them: orientations in the compass's order, areas to a hundredth.
    for (const unit of DEMO_UNITS) {
      // The schema adds its defaults (no reservation, the price shown); it changes nothing the demo gives.
      expect(UnitInputSchema.parse({ ...unit.input, buildingId: 1 })).toMatchObject({ ...unit.input, buildingId: 1 });
    }
  });

  it('has at least 8 projects, one a Hotel, each with 4 or more gallery pictures', () => {
    expect(DEMO_PROJECTS.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_PROJECTS.filter((project) => project.input.projectType === 'Hotel')).toHaveLength(1);
    for (const project of DEMO_PROJECTS) expect(project.gallery.length).toBeGreaterThanOrEqual(4);
  });

  it('has 4 buildings in Tirana with every card’s picture and a map link, one with a facade and a floor plan', () => {
    expect(DEMO_BUILDINGS).toHaveLength(4);
    expect(
      DEMO_BUILDINGS.filter(
        (building) => building.images.buildingFacadeImageUrl && building.images.buildingFloorPlanImageUrl,
      ),
    ).toHaveLength(1);
    for (const building of DEMO_BUILDINGS) {
      expect(Object.keys(building.images).length).toBeGreaterThanOrEqual(5);
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

  describe('its inventory of units for sale', () => {
    const buildingsWithUnits = [...new Set(DEMO_UNITS.map((unit) => unit.buildingIndex))];
    const unitsOf = (buildingIndex: number) => DEMO_UNITS.filter((unit) => unit.buildingIndex === buildingIndex);
    const typesOf = new Map<number, readonly string[]>([
      [CATEGORY_APARTMENT_ID, UNIT_TYPES_BY_CATEGORY.apartments],
      [CATEGORY_SERVICE_UNIT_ID, UNIT_TYPES_BY_CATEGORY.serviceUnits],
      [CATEGORY_CAR_POST_ID, UNIT_TYPES_BY_CATEGORY.carPosts],
    ]);

    it('is of two buildings, one showing its prices and one giving them on request', () => {
      expect(buildingsWithUnits).toHaveLength(2);
      const displays = buildingsWithUnits.map((index) => DEMO_BUILDINGS[index]?.input.unitPrices);
      expect(new Set(displays)).toEqual(new Set(['shown', 'onRequest']));
    });

    it.each([0, 1])('has 60 to 120 units in building %i, each of a type of its category and its own reference', (n) => {
      const units = unitsOf(buildingsWithUnits[n] as number);
      expect(units.length).toBeGreaterThanOrEqual(60);
      expect(units.length).toBeLessThanOrEqual(120);
      expect(new Set(units.map((unit) => unit.input.reference)).size).toBe(units.length);
      for (const { input } of units) expect(typesOf.get(input.salesCategoryId)).toContain(input.unitType);
    });

    it.each([0, 1])('has, in building %i, apartments up high, shops on the ground floor and car posts below', (n) => {
      const units = unitsOf(buildingsWithUnits[n] as number).map((unit) => unit.input);
      const apartments = units.filter((unit) => unit.salesCategoryId === CATEGORY_APARTMENT_ID);
      expect(new Set(apartments.map((unit) => unit.floor)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(apartments.map((unit) => unit.entrance))).toEqual(new Set(['A', 'B']));
      expect(new Set(apartments.map((unit) => unit.unitType))).toEqual(
        new Set(['apartment', 'studio', 'penthouse', ...(n === 0 ? ['duplex'] : [])]),
      );
      const top = Math.max(...apartments.map((unit) => unit.floor));
      for (const unit of apartments.filter((apartment) => apartment.unitType === 'penthouse'))
        expect(unit.floor).toBe(top);
      const shops = units.filter((unit) => unit.salesCategoryId === CATEGORY_SERVICE_UNIT_ID);
      expect(shops.some((unit) => unit.floor === 0 && unit.unitType === 'shop')).toBe(true);
      const carPosts = units.filter((unit) => unit.salesCategoryId === CATEGORY_CAR_POST_ID);
      expect(new Set(carPosts.map((unit) => unit.floor))).toEqual(new Set([-1, -2]));
      expect(new Set(carPosts.map((unit) => unit.unitType))).toEqual(new Set(UNIT_TYPES_BY_CATEGORY.carPosts));
    });

    it.each([0, 1])(
      'has, in building %i, units of every status, more sold low down, and a 2+1 free above the fifth floor',
      (n) => {
        const apartments = unitsOf(buildingsWithUnits[n] as number)
          .map((unit) => unit.input)
          .filter((unit) => unit.salesCategoryId === CATEGORY_APARTMENT_ID);
        const statuses = unitsOf(buildingsWithUnits[n] as number).map((unit) => unit.input.status);
        for (const status of ['available', 'reserved', 'sold', 'notOnSale']) expect(statuses).toContain(status);
        expect(statuses.filter((status) => status === 'notOnSale').length).toBeLessThanOrEqual(4);
        const soldShare = (low: boolean) => {
          const half = apartments.filter((unit) => unit.floor <= 5 === low);
          return half.filter((unit) => unit.status === 'sold').length / half.length;
        };
        expect(soldShare(true)).toBeGreaterThan(soldShare(false));
        expect(apartments.some((unit) => unit.rooms === '2+1' && unit.floor > 5 && unit.status === 'available')).toBe(
          true,
        );
      },
    );

    it('prices apartments at 1,300 to 2,200 € a net m², gross above net, in whole euros', () => {
      for (const { input } of DEMO_UNITS.filter((unit) => unit.input.salesCategoryId === CATEGORY_APARTMENT_ID)) {
        const perM2 = (input.price ?? 0) / (input.netArea ?? 1);
        expect(perM2).toBeGreaterThanOrEqual(1300);
        expect(perM2).toBeLessThanOrEqual(2200);
        expect(input.grossArea).toBeGreaterThan(input.netArea ?? 0);
        expect(Number.isInteger(input.price)).toBe(true);
      }
    });

    it('gives every apartment a floor plan picture and a few units a plan PDF that exists', () => {
      for (const unit of DEMO_UNITS.filter((each) => each.input.salesCategoryId === CATEGORY_APARTMENT_ID)) {
        expect(unit.plan?.motif).toBe('apartment-plan');
      }
      const pdfs = DEMO_UNITS.flatMap((unit) => (unit.planPdf ? [unit.planPdf] : []));
      expect(pdfs.length).toBeGreaterThanOrEqual(4);
      for (const pdf of pdfs) expect(existsSync(assetFile(pdf))).toBe(true);
    });
  });
});
