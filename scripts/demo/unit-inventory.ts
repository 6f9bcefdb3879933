import type { UnitStatus, UnitType } from '#shared/domain-values.ts';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import type { UnitInput } from '#shared/entities/unit.ts';
import type { DemoPicture } from './motifs.ts';

/** A demo unit for sale, as scripts/demo/content/units.ts lists them. */
export interface DemoUnit {
  /** Its building, as an index into DEMO_BUILDINGS. */
  buildingIndex: number;
  // Demo units carry no reservation: one with an end would need its lapse scheduled too.
  input: Omit<UnitInput, 'buildingId' | 'focalPoints' | 'reservedUntil' | 'reservationNote' | 'priceDisplay'>;
  /** Its floor plan: the apartment-plan picture of its layout, which units of one layout share. */
  plan: DemoPicture | null;
  /** Its plan PDF, a file in scripts/demo/assets. */
  planPdf: string | null;
}

/** What sets a building's prices (whole EUR) and how much of it is sold or reserved, by floor. */
export interface Market {
  buildingIndex: number;
  apartmentEurPerM2: (floor: number) => number;
  shopEurPerM2: number;
  soldShare: (categoryId: number, floor: number) => number;
  reservedShare: number;
  /** Statuses the demo's journeys count on, whatever the draw gives. */
  statuses: Record<string, UnitStatus>;
}

/** A note in English and Albanian, and a plan PDF (a file in scripts/demo/assets). */
export interface Extras {
  note?: [en: string, sq: string];
  planPdf?: string;
}

/** Apartments one above the other on `floors` of an entrance, numbered `position` on each floor. */
export type Stack = [
  entrance: string,
  position: number,
  floors: [number, number],
  unitType: UnitType,
  rooms: string,
  bathrooms: number,
  netArea: number,
  outdoorArea: number,
  orientation: string,
  extras?: Extras,
];

/** A service unit of its own: reference, floor, type, net area and the directions it faces. */
export type Shop = [reference: string, floor: number, unitType: UnitType, netArea: number, orientation: string];

// Gross area: the net area with its walls and its share of the stairs and lifts.
const GROSS_PER_NET = 1.19;
const PRICE_STEP_EUR = 500;
const PLAN_BY_ROOMS: Record<string, number> = { '1+0': 0, '1+1': 1, '2+1': 2, '3+1': 3, '4+1': 4 };

const two = (n: number) => String(n).padStart(2, '0');
const roundPrice = (eur: number) => Math.round(eur / PRICE_STEP_EUR) * PRICE_STEP_EUR;
const roundArea = (m2: number) => Math.round(m2 * 100) / 100;

/** A number in [0, 1) fixed by `key` (FNV-1a, finalised): the same draw on every seed. */
function draw(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  // MurmurHash3's finaliser: references that differ in their last digit draw far apart.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

function statusOf(market: Market, reference: string, categoryId: number, floor: number): UnitStatus {
  const fixed = market.statuses[reference];
  if (fixed) return fixed;
  const chance = draw(`${market.buildingIndex}:${reference}`);
  const sold = market.soldShare(categoryId, floor);
  if (chance < sold) return 'sold';
  return chance < sold + market.reservedShare ? 'reserved' : 'available';
}

/** The apartments of `stacks`, referenced "A-07-02" (entrance A, floor 7, unit 2). */
export function apartmentsOf(market: Market, stacks: Stack[]): DemoUnit[] {
  return stacks.flatMap(
    ([entrance, position, [lowest, highest], unitType, rooms, bathrooms, netArea, outdoorArea, orientation, extras]) =>
      Array.from({ length: highest - lowest + 1 }, (_, n): DemoUnit => {
        const floor = lowest + n;
        const reference = `${entrance}-${two(floor)}-${two(position)}`;
        return {
          buildingIndex: market.buildingIndex,
          input: {
            salesCategoryId: CATEGORY_APARTMENT_ID,
            reference,
            entrance,
            floor,
            unitType,
            rooms,
            bathrooms,
            netArea,
            grossArea: roundArea(netArea * GROSS_PER_NET),
            outdoorArea,
            orientation,
            unitNote: extras?.note?.[0] ?? '',
            shenimiNjesise: extras?.note?.[1] ?? '',
            price: roundPrice(netArea * market.apartmentEurPerM2(floor)),
            status: statusOf(market, reference, CATEGORY_APARTMENT_ID, floor),
          },
          plan: { motif: 'apartment-plan', variant: PLAN_BY_ROOMS[rooms] ?? 5 },
          planPdf: extras?.planPdf ?? null,
        };
      }),
  );
}

interface Other extends Extras {
  categoryId: number;
  reference: string;
  floor: number;
  unitType: UnitType;
  netArea: number;
  price: number;
  orientation: string;
}

function otherUnit(market: Market, other: Other): DemoUnit {
  const service = other.categoryId === CATEGORY_SERVICE_UNIT_ID;
  return {
    buildingIndex: market.buildingIndex,
    input: {
      salesCategoryId: other.categoryId,
      reference: other.reference,
      entrance: '',
      floor: other.floor,
      unitType: other.unitType,
      rooms: '',
      bathrooms: service ? 1 : null,
      netArea: other.netArea,
      grossArea: service ? roundArea(other.netArea * GROSS_PER_NET) : null,
      outdoorArea: null,
      orientation: other.orientation,
      unitNote: other.note?.[0] ?? '',
      shenimiNjesise: other.note?.[1] ?? '',
      price: other.price,
      status: statusOf(market, other.reference, other.categoryId, other.floor),
    },
    plan: null,
    planPdf: other.planPdf ?? null,
  };
}

/** Service units ("S-00-01" shops, "O-01-01" offices) priced by their net area, one with `extras`. */
export function serviceUnitsOf(market: Market, shops: Shop[], extras: Record<string, Extras> = {}): DemoUnit[] {
  return shops.map(([reference, floor, unitType, netArea, orientation]) =>
    otherUnit(market, {
      categoryId: CATEGORY_SERVICE_UNIT_ID,
      reference,
      floor,
      unitType,
      netArea,
      orientation,
      price: roundPrice(netArea * market.shopEurPerM2),
      ...extras[reference],
    }),
  );
}

/**
 * `count` car posts of one type on one underground level, referenced by `prefix` and the level:
 * "P-1-001" onwards for parking places, "G-1-01" for garages, "D-2-01" for storage rooms (depo),
 * which differ a little in size and price.
 */
export function carPostsOf(
  market: Market,
  [prefix, level, count]: [string, number, number],
  unitType: UnitType,
  netArea: number,
  price: number,
): DemoUnit[] {
  const storage = unitType === 'storage';
  return Array.from({ length: count }, (_, n) =>
    otherUnit(market, {
      categoryId: CATEGORY_CAR_POST_ID,
      reference: `${prefix}-${-level}-${String(n + 1).padStart(unitType === 'parking' ? 3 : 2, '0')}`,
      floor: level,
      unitType,
      netArea: storage ? roundArea(netArea + (n % 3) * 1.3) : netArea,
      price: storage ? roundPrice(price + (n % 3) * 1300) : price,
      orientation: '',
    }),
  );
}
