import type { UnitStatus } from '#shared/domain-values.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import type { UnitInput } from '#shared/entities/unit.ts';

/** A synthetic unit as the seed writes it, with its floor plan left to the caller. */
export type ScaleUnit = Omit<
  UnitInput,
  'buildingId' | 'focalPoints' | 'reservedUntil' | 'reservationNote' | 'priceDisplay'
>;

const APARTMENTS_PER_FLOOR = 4;
// Of a building's units: about 70 % apartments, 8 % service units on the ground floor, the rest car posts.
const APARTMENT_SHARE = 0.7;
const SERVICE_SHARE = 0.08;
const LAYOUTS = [
  { rooms: '1+0', unitType: 'studio', netArea: 38.5, bathrooms: 1 },
  { rooms: '1+1', unitType: 'apartment', netArea: 62.4, bathrooms: 1 },
  { rooms: '2+1', unitType: 'apartment', netArea: 94.7, bathrooms: 2 },
  { rooms: '3+1', unitType: 'apartment', netArea: 128.3, bathrooms: 2 },
] as const;
const ORIENTATIONS = ['N,NE', 'E,SE', 'S,SW', 'W,NW'];
/** Gross area: the net area with its share of walls and common parts. */
const grossOf = (netArea: number) => Math.round(netArea * 119) / 100;
/** Of every ten units in a row, which are sold (more of them) and which reserved; the others are available. */
const STATUS_BY_TENTH: UnitStatus[] = [
  'sold',
  'available',
  'available',
  'sold',
  'available',
  'reserved',
  'available',
  'available',
  'available',
  'available',
];

/** The `index`th apartment of `count` in synthetic building `n`, four to a floor of each entrance ("B-07-04"). */
function apartment(n: number, index: number, count: number, entrances: readonly string[]): ScaleUnit {
  const perEntrance = Math.ceil(count / entrances.length);
  const entrance = entrances[Math.floor(index / perEntrance)] as string;
  const floor = 1 + Math.floor((index % perEntrance) / APARTMENTS_PER_FLOOR);
  const position = index % APARTMENTS_PER_FLOOR;
  const layout = LAYOUTS[position] as (typeof LAYOUTS)[number];
  return {
    salesCategoryId: CATEGORY_APARTMENT_ID,
    reference: `${entrance}-${String(floor).padStart(2, '0')}-${String(position + 1).padStart(2, '0')}`,
    entrance,
    floor,
    unitType: layout.unitType,
    rooms: layout.rooms,
    bathrooms: layout.bathrooms,
    netArea: layout.netArea,
    grossArea: grossOf(layout.netArea),
    outdoorArea: 8.5,
    orientation: ORIENTATIONS[position] as string,
    unitNote: '',
    shenimiNjesise: '',
    price: Math.round((layout.netArea * (1500 + 20 * floor + 10 * (n % 20))) / 500) * 500,
    status: statusOf(n, index),
  };
}

const statusOf = (n: number, index: number) => STATUS_BY_TENTH[(index + n) % STATUS_BY_TENTH.length] as UnitStatus;

/** `count` apartments of synthetic building `n`, over `entrances` (each with its own floors). */
export function scaleApartmentsOf(n: number, count: number, entrances: readonly string[] = ['A']): ScaleUnit[] {
  return Array.from({ length: count }, (_, index) => apartment(n, index, count, entrances));
}

/**
 * The `count` units of synthetic building `n`: apartments four to a floor from the first floor
 * ("A-07-04"), shops on the ground floor ("S-00-02"), parking places on levels -1 and -2
 * ("P-1-012"); a tenth reserved, a fifth sold, none off sale, so that each has its pages.
 */
export function scaleUnitsOf(n: number, count: number): ScaleUnit[] {
  const apartments = Math.round(count * APARTMENT_SHARE);
  const services = Math.round(count * SERVICE_SHARE);
  const others = Array.from({ length: count - apartments }, (_, offset): ScaleUnit => {
    const index = apartments + offset;
    const common = { unitNote: '', shenimiNjesise: '', status: statusOf(n, index), entrance: '', rooms: '' };
    if (offset < services) {
      const number = offset + 1;
      const netArea = 60 + 15 * number;
      return {
        ...common,
        salesCategoryId: CATEGORY_SERVICE_UNIT_ID,
        reference: `S-00-${String(number).padStart(2, '0')}`,
        floor: 0,
        unitType: number % 3 === 0 ? 'office' : 'shop',
        bathrooms: 1,
        netArea,
        grossArea: grossOf(netArea),
        outdoorArea: null,
        orientation: ORIENTATIONS[number % ORIENTATIONS.length] as string,
        price: netArea * 2500,
      };
    }
    const number = offset - services;
    const level = number % 2 === 0 ? -1 : -2;
    return {
      ...common,
      salesCategoryId: CATEGORY_CAR_POST_ID,
      reference: `P-${-level}-${String(Math.floor(number / 2) + 1).padStart(3, '0')}`,
      floor: level,
      unitType: 'parking',
      bathrooms: null,
      netArea: 12.5,
      grossArea: null,
      outdoorArea: null,
      orientation: '',
      price: level === -1 ? 18_000 : 15_000,
    };
  });
  return [...scaleApartmentsOf(n, apartments), ...others];
}
