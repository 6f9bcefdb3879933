import { describe, expect, it } from 'vitest';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import { UnitInputSchema } from '#shared/entities/unit.ts';
import { scaleApartmentsOf, scaleUnitsOf } from './scale-units.ts';
import { pagesPerLanguageOf, scalePlan } from './seed-scale.ts';

describe('the synthetic units', () => {
  it('are valid units, each with its own reference in its building', () => {
    for (const n of [1, 2, 37]) {
      const units = scaleUnitsOf(n, 100);
      // The schema adds its defaults (no reservation, the price shown); it changes nothing the demo gives.
      for (const unit of units)
        expect(UnitInputSchema.parse({ ...unit, buildingId: 1 })).toMatchObject({ ...unit, buildingId: 1 });
      expect(new Set(units.map((unit) => unit.reference)).size).toBe(100);
    }
  });

  it('are mostly apartments above the ground floor, with shops on it and parking below, all on the site', () => {
    const units = scaleUnitsOf(5, 100);
    const of = (category: number) => units.filter((unit) => unit.salesCategoryId === category);
    expect(of(CATEGORY_APARTMENT_ID)).toHaveLength(70);
    expect(of(CATEGORY_APARTMENT_ID).every((unit) => unit.floor > 0)).toBe(true);
    expect(of(CATEGORY_SERVICE_UNIT_ID).every((unit) => unit.floor === 0)).toBe(true);
    expect(new Set(of(CATEGORY_CAR_POST_ID).map((unit) => unit.floor))).toEqual(new Set([-1, -2]));
    const statuses = units.map((unit) => unit.status);
    expect(statuses.filter((status) => status === 'sold')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'reserved')).toHaveLength(10);
    expect(statuses).not.toContain('notOnSale');
  });

  it('spread a large building’s apartments over its entrances, each from the first floor up', () => {
    const units = scaleApartmentsOf(2, 500, ['A', 'B', 'C', 'D', 'E']);
    expect(new Set(units.map((unit) => unit.reference)).size).toBe(500);
    expect(units.filter((unit) => unit.entrance === 'C')).toHaveLength(100);
    expect(Math.max(...units.map((unit) => unit.floor))).toBe(25);
  });

  it('take about half the pages of a scale, 5,000 in 50 of its buildings at 20,000 pages', () => {
    expect(scalePlan(20_000)).toMatchObject({ unitBuildings: 50, unitsPerBuilding: 100 });
    for (const pages of [120, 2_000, 20_000]) {
      const plan = scalePlan(pages);
      const unitPages = (plan.unitBuildings ?? 0) * (plan.unitsPerBuilding ?? 0);
      expect(unitPages / pagesPerLanguageOf(plan)).toBeGreaterThan(0.4);
      expect(Math.abs((pagesPerLanguageOf(plan) + 12) * 2 - pages) / pages).toBeLessThan(0.05);
    }
  });
});
