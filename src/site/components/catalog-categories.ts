import type { Building } from '#shared/entities/building.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import type { Strings } from '#shared/i18n/dictionary.ts';

type StringKey = keyof Strings;

/**
 * The categories a building page offers, in order, with the building image each needs (docs/product.md#screens-and-routes):
 * a card shows only when the building has that image. Units for sale are sold in these alone.
 */
export const BUILDING_CATEGORIES = [
  {
    categoryId: CATEGORY_APARTMENT_ID,
    imageField: 'buildingApartmentImageUrl',
    name: 'categoryApartment',
    listTitle: 'catalogsApartments',
    availableOne: 'unitsAvailableApartmentsOne',
    availableOther: 'unitsAvailableApartmentsOther',
    unitBack: 'unitBackApartments',
  },
  {
    categoryId: CATEGORY_SERVICE_UNIT_ID,
    imageField: 'buildingServiceImageUrl',
    name: 'categoryServiceUnit',
    listTitle: 'catalogsServiceUnits',
    availableOne: 'unitsAvailableServiceUnitsOne',
    availableOther: 'unitsAvailableServiceUnitsOther',
    unitBack: 'unitBackServiceUnits',
  },
  {
    categoryId: CATEGORY_CAR_POST_ID,
    imageField: 'buildingPostImageUrl',
    name: 'categoryCarPost',
    listTitle: 'catalogsCarPosts',
    availableOne: 'unitsAvailableCarPostsOne',
    availableOther: 'unitsAvailableCarPostsOther',
    unitBack: 'unitBackCarPosts',
  },
] as const satisfies readonly {
  categoryId: number;
  imageField: keyof Building['imageSets'];
  name: StringKey;
  listTitle: StringKey;
  /** "14 of 48 apartments available", by the plural of the total. */
  availableOne: StringKey;
  availableOther: StringKey;
  /** The unit page's link back to its category's catalogue page. */
  unitBack: StringKey;
}[];

/** The title of a catalogue list page: Apartments, Service Unit or Car Post; Our Catalogs for any other category. */
export function catalogListTitle(categoryId: number, strings: Strings) {
  const fixed = BUILDING_CATEGORIES.find((candidate) => candidate.categoryId === categoryId);
  return fixed ? strings[fixed.listTitle] : strings.salesTitle;
}
