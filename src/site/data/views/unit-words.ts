import { ORIENTATIONS, type Orientation, type UNIT_STATUSES_ON_SITE, type UnitType } from '#shared/domain-values.ts';
import type { Strings } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';

/**
 * How the site words a unit's values in a page's language: its type, status, floor and
 * orientation, alike in its views and in the availability table's filters (unit-filter-options.ts).
 */

type StatusOnSite = (typeof UNIT_STATUSES_ON_SITE)[number];

const TYPE_WORDS = {
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

const STATUS_WORDS = {
  available: 'unitStatusAvailable',
  reserved: 'unitStatusReserved',
  sold: 'unitStatusSold',
} as const satisfies Record<StatusOnSite, keyof Strings>;

export const unitTypeWord = (type: UnitType, strings: Strings) => strings[TYPE_WORDS[type]];

export const unitStatusWord = (status: StatusOnSite, strings: Strings) => strings[STATUS_WORDS[status]];

/** A floor in words: "Ground floor", "Floor 7", "Basement -1" ("Përdhese", "Kati 7", "Nëntoka -1"). */
export function floorWord(floor: number, strings: Strings): string {
  if (floor === 0) return strings.unitFloorGround;
  return fillTemplate(floor > 0 ? strings.unitFloorAbove : strings.unitFloorBelow, { floor });
}

/** The directions of a unit's stored orientation ("NE,E"), in the compass's order; none when empty. */
export const orientationsOf = (text: string): Orientation[] =>
  ORIENTATIONS.filter((direction) => text.split(',').includes(direction));

/** Directions in words: "North-east, East" ("Verilindje, Lindje"). */
export const orientationWords = (directions: readonly Orientation[], strings: Strings) =>
  directions.map((direction) => strings[`unitOrientation${direction}`]).join(', ');

/** Directions as the compass's letters of the language: "NE, E" ("VL, L"). */
export const orientationLetters = (directions: readonly Orientation[], strings: Strings) =>
  directions.map((direction) => strings[`unitOrientationShort${direction}`]).join(', ');
