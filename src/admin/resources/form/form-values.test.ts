import { describe, expect, it } from 'vitest';
import { unitResource } from '#admin/features/units/unit-resource.ts';
import { formBody, initialValues, libraryReferences } from './form-values.ts';

describe('the values a form starts with', () => {
  it('takes a new item’s values from its address, over the schema’s defaults', () => {
    const values = initialValues(unitResource, null, { given: { buildingId: '3', status: 'notOnSale' } });
    expect(values).toMatchObject({ buildingId: '3', status: 'notOnSale', reference: '', floor: '' });
    expect(initialValues(unitResource, null).status).toBe('available');
  });

  it('shows an item as it is, whatever the address gives', () => {
    const unit = { buildingId: 1, floor: -1, price: null, orientation: 'NE,S' } as never;
    expect(initialValues(unitResource, unit, { given: { buildingId: '3' } })).toMatchObject({
      buildingId: '1',
      floor: '-1',
      price: '',
      orientation: 'NE,S',
    });
  });

  it('writes a number with the decimal comma of Albanian, and without thousands separators in either language', () => {
    const unit = { netArea: 85.4, price: 142000, floor: 3 } as never;
    expect(initialValues(unitResource, unit, { language: 'sq' })).toMatchObject({ netArea: '85,4', price: '142000' });
    expect(initialValues(unitResource, unit, { language: 'en' })).toMatchObject({ netArea: '85.4', price: '142000' });
  });
});

describe('the body of a save', () => {
  it('sends a file chosen as the file, and a library image chosen as its field’s reference', () => {
    const photo = new File(['x'], 'plan.png', { type: 'image/png' });
    const body = formBody(
      { reference: 'A-1', focalPoints: { floorPlanUrl: { x: 10, y: 20 } } },
      { planPdfUrl: null, socialImageUrl: photo },
      { floorPlanUrl: { mediaId: 42 }, projectImageUrl: null },
    );
    expect(body.get('reference')).toBe('A-1');
    expect(body.get('focalPoints')).toBe('{"floorPlanUrl":{"x":10,"y":20}}');
    expect(body.get('socialImageUrl')).toBeInstanceOf(File);
    expect(body.get('floorPlanMediaId')).toBe('42');
    expect(body.has('floorPlanUrl')).toBe(false);
    expect(body.has('projectImageMediaId')).toBe(false);
    expect(body.has('planPdfUrl')).toBe(false);
  });
});

describe('the library’s images chosen in a form', () => {
  it('are sent by their fields’ references, and a field with none chosen is left out', () => {
    expect(libraryReferences({ projectImageUrl: { mediaId: 7 }, socialImageUrl: null })).toEqual({
      projectImageMediaId: 7,
    });
    expect(libraryReferences({})).toEqual({});
  });
});
