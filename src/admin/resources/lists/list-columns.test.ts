import { describe, expect, it } from 'vitest';
import { UNIT_LISTING } from '#admin/features/units/unit-listing.ts';
import { unitResource } from '#admin/features/units/unit-resource.ts';
import { sortChoices } from './list-columns.ts';

describe('the sorts a list offers', () => {
  it('names its title by what the kind calls it, and a number’s order by its size, the default first', () => {
    const choices = sortChoices({ ...unitResource, listing: UNIT_LISTING }, 'en');
    expect(choices.slice(0, 2).map((choice) => choice.label)).toEqual(['Reference A–Z', 'Reference Z–A']);
    expect(choices.find((choice) => choice.value === 'floor:desc')?.label).toBe('Floor: highest first');
    expect(
      sortChoices({ ...unitResource, listing: UNIT_LISTING }, 'sq').find((choice) => choice.value === 'price:asc')
        ?.label,
    ).toBe('Çmimi: nga më i vogli');
  });
});
