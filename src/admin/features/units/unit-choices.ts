import type { Bilingual } from '#admin/i18n/bilingual.ts';
import type { FieldOption } from '#admin/resources/resource.ts';
import {
  ORIENTATIONS,
  type Orientation,
  ROOM_LAYOUTS,
  UNIT_STATUSES,
  UNIT_TYPES,
  UNIT_TYPES_BY_CATEGORY,
  type UnitStatus,
  type UnitType,
} from '#shared/domain-values.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import { UNIT_STATUS_LABELS as STATUS_WORDS } from '#shared/i18n/contact-labels.ts';
import { type Strings, stringsFor } from '#shared/i18n/dictionary.ts';

/**
 * The fixed values of a unit as the admin names them in each language: its statuses, its sales
 * categories (the fixed three, whose catalogue pages list units), its types by category, its rooms
 * and the directions it faces.
 */

/** The inbox's words for a status (an inquiry's unit), so that both screens and the inbox's CSV say the same. */
export const UNIT_STATUS_LABELS = Object.fromEntries(
  UNIT_STATUSES.map((status) => [status, { en: STATUS_WORDS.en[status], sq: STATUS_WORDS.sq[status] }]),
) as Record<UnitStatus, Bilingual>;

/** The sales categories units are sold in, each with the key of its types in UNIT_TYPES_BY_CATEGORY. */
export const UNIT_CATEGORIES = [
  { id: CATEGORY_APARTMENT_ID, types: 'apartments', label: { en: 'Apartments', sq: 'Apartamente' } },
  { id: CATEGORY_SERVICE_UNIT_ID, types: 'serviceUnits', label: { en: 'Service units', sq: 'Njësi shërbimi' } },
  { id: CATEGORY_CAR_POST_ID, types: 'carPosts', label: { en: 'Car posts', sq: 'Vende parkimi' } },
] as const satisfies readonly { id: number; types: keyof typeof UNIT_TYPES_BY_CATEGORY; label: Bilingual }[];

/** The site's words for each type (its availability tables and unit pages), so that both say the same. */
const TYPE_KEYS = {
  apartment: 'unitTypeApartment',
  duplex: 'unitTypeDuplex',
  penthouse: 'unitTypePenthouse',
  studio: 'unitTypeStudio',
  shop: 'unitTypeShop',
  office: 'unitTypeOffice',
  parking: 'unitTypeParking',
  garage: 'unitTypeGarage',
  storage: 'unitTypeStorage',
} as const satisfies Record<UnitType, keyof Strings>;

export const UNIT_TYPE_LABELS = Object.fromEntries(
  UNIT_TYPES.map((type) => [type, { en: stringsFor('en')[TYPE_KEYS[type]], sq: stringsFor('sq')[TYPE_KEYS[type]] }]),
) as Record<UnitType, Bilingual>;

/** Each direction by its letters (Albanian's: V for veri, north) and its name. */
export const ORIENTATION_LABELS: Record<Orientation, { short: Bilingual; label: Bilingual }> = {
  N: { short: { en: 'N', sq: 'V' }, label: { en: 'North', sq: 'Veri' } },
  NE: { short: { en: 'NE', sq: 'VL' }, label: { en: 'North-east', sq: 'Verilindje' } },
  E: { short: { en: 'E', sq: 'L' }, label: { en: 'East', sq: 'Lindje' } },
  SE: { short: { en: 'SE', sq: 'JL' }, label: { en: 'South-east', sq: 'Juglindje' } },
  S: { short: { en: 'S', sq: 'J' }, label: { en: 'South', sq: 'Jug' } },
  SW: { short: { en: 'SW', sq: 'JP' }, label: { en: 'South-west', sq: 'Jugperëndim' } },
  W: { short: { en: 'W', sq: 'P' }, label: { en: 'West', sq: 'Perëndim' } },
  NW: { short: { en: 'NW', sq: 'VP' }, label: { en: 'North-west', sq: 'Veriperëndim' } },
};

/** The types a unit of a sales category may be of; undefined for no category, or one units are not sold in. */
export function typesOfCategory(categoryId: string): readonly UnitType[] | undefined {
  const category = UNIT_CATEGORIES.find((candidate) => String(candidate.id) === categoryId);
  return category && UNIT_TYPES_BY_CATEGORY[category.types];
}

/** Rooms are counted for apartments only: the others have none. */
export const roomsOfCategory = (categoryId: string): readonly string[] | undefined =>
  categoryId === '' ? undefined : categoryId === String(CATEGORY_APARTMENT_ID) ? ROOM_LAYOUTS : [];

export const STATUS_OPTIONS: FieldOption[] = UNIT_STATUSES.map((status) => ({
  value: status,
  label: UNIT_STATUS_LABELS[status],
}));
export const CATEGORY_OPTIONS: FieldOption[] = UNIT_CATEGORIES.map(({ id, label }) => ({ value: String(id), label }));
export const TYPE_OPTIONS: FieldOption[] = UNIT_TYPES.map((type) => ({ value: type, label: UNIT_TYPE_LABELS[type] }));
export const ROOM_OPTIONS: FieldOption[] = [
  { value: '', label: { en: 'None', sq: 'Asnjë' } },
  ...ROOM_LAYOUTS.map((rooms) => ({ value: rooms, label: { en: rooms, sq: rooms } })),
];
export const ORIENTATION_OPTIONS = ORIENTATIONS.map((direction) => ({
  value: direction,
  ...ORIENTATION_LABELS[direction],
}));
