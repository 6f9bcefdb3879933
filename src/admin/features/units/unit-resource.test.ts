import { describe, expect, it } from 'vitest';
import { fieldsOf } from '#admin/resources/resource.ts';
import { UNIT_STATUSES, UNIT_TYPES, UNIT_TYPES_BY_CATEGORY } from '#shared/domain-values.ts';
import { mediaReferenceOf } from '#shared/entities/focal-points.ts';
import { UNIT, UnitInputSchema } from '#shared/entities/unit.ts';
import { comparedFields } from '../history/compared-fields.ts';
import { typesOfCategory, UNIT_CATEGORIES, UNIT_STATUS_LABELS, UNIT_TYPE_LABELS } from './unit-choices.ts';
import { unitResource } from './unit-resource.ts';

describe('the unit’s form', () => {
  it('has a field for everything a unit is written with, and its files', () => {
    const fields = unitResource.rows.flatMap(fieldsOf).map((field) => field.name);
    // An image field's reference to the library is written by its file field.
    const references = Object.keys(UNIT.files).map((field) => mediaReferenceOf(field));
    const written = Object.keys(UnitInputSchema.shape).filter(
      (name) => name !== 'focalPoints' && !(name in UNIT.files) && !references.includes(name),
    );
    expect([...fields].sort()).toEqual([...written].sort());
    expect(unitResource.files.map((file) => file.name)).toEqual(['floorPlanUrl', 'planPdfUrl']);
  });

  it('names each field alone in the history, without its group’s heading', () => {
    const labels = Object.fromEntries(comparedFields(unitResource, 'sq').map((field) => [field.name, field.label]));
    expect(labels).toMatchObject({ status: 'Gjendja', netArea: 'Sipërfaqja neto', unitNote: 'Shënim (anglisht)' });
  });
});

describe('a unit’s fixed values', () => {
  it('names every status and type in both languages', () => {
    for (const status of UNIT_STATUSES) expect(UNIT_STATUS_LABELS[status].sq).not.toBe('');
    for (const type of UNIT_TYPES) expect(Object.keys(UNIT_TYPE_LABELS[type])).toEqual(['en', 'sq']);
  });

  it('offers each sales category’s own types, and none of a category units are not sold in', () => {
    expect(UNIT_CATEGORIES.map((category) => typesOfCategory(String(category.id)))).toEqual([
      UNIT_TYPES_BY_CATEGORY.apartments,
      UNIT_TYPES_BY_CATEGORY.serviceUnits,
      UNIT_TYPES_BY_CATEGORY.carPosts,
    ]);
    expect(typesOfCategory('4')).toBeUndefined();
    expect(typesOfCategory('')).toBeUndefined();
  });
});
