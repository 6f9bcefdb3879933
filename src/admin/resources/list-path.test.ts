import { describe, expect, it } from 'vitest';
import { buildingResource } from '../features/buildings/building-resource.ts';
import { unitResource } from '../features/units/unit-resource.ts';
import { listPathOf } from './list-path.ts';

describe('the list an item goes back to', () => {
  it('is narrowed to the item’s parent where its kind is part of another', () => {
    expect(listPathOf(unitResource, { buildingId: 3 })).toBe('/adminpage/listunit?buildingId=3');
    expect(listPathOf(unitResource, { buildingId: '' })).toBe('/adminpage/listunit');
    expect(listPathOf(unitResource, null)).toBe('/adminpage/listunit');
    expect(listPathOf(buildingResource, { buildingId: 3 })).toBe('/adminpage/listbuilding');
  });
});
