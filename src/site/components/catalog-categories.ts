import type { Strings } from '#shared/i18n/dictionary.ts';
import type { Building } from '#shared/entities/building.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';

type StringKey = keyof Strings;

/**
 * The categories a building page offers, in order, with the building image each needs (docs/product.md#screens-and-routes):
 * a card shows only when the building has that image.
 */
export const BUILDING_CATEGORIES = [
  {
    categoryId: CATEGORY_APARTMENT_ID,
    imageField: 'buildingApartmentImageUrl',
    name: 'categoryApartment',
    listTitle: 'catalogsApartments',
  },
  {
    categoryId: CATEGORY_SERVICE_UNIT_ID,
    imageField: 'buildingServiceImageUrl',
    name: 'categoryServiceUnit',
    listTitle: 'catalogsServiceUnits',
  },
  {
    categoryId: CATEGORY_CAR_POST_ID,
    imageField: 'buildingPostImageUrl',
    name: 'categoryCarPost',
    listTitle: 'catalogsCarPosts',
  },
] as const satisfies readonly {
  categoryId: number;
  imageField: keyof Building['imageSets'];
  name: StringKey;
  listTitle: StringKey;
}[];

/** The title of a catalogue list page: Apartments, Service Unit or Car Post; Our Catalogs for any other category. */
export function catalogListTitle(categoryId: number, strings: Strings) {
  const fixed = BUILDING_CATEGORIES.find((candidate) => candidate.categoryId === categoryId);
  return fixed ? strings[fixed.listTitle] : strings.salesTitle;
}
