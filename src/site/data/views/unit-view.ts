import { type Orientation, UNIT_TYPES_BY_CATEGORY, type UnitType } from '#shared/domain-values.ts';
import { type FallbackLanguages, fallbackLanguagesOf, textsOf } from '#shared/entities/entity-texts.ts';
import { UNIT, type Unit, type UnitNeighbour, type UnitStatusOnSite } from '#shared/entities/unit.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { formatArea, formatPrice } from '#shared/i18n/formats.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { type ShownImage, shownImage } from './card-image.ts';
import {
  floorWord,
  orientationLetters,
  orientationsOf,
  orientationWords,
  unitStatusWord,
  unitTypeWord,
} from './unit-words.ts';

/** A unit for sale as a page of one language shows it: its table row, its own page. */
export interface UnitView extends FallbackLanguages<typeof UNIT> {
  id: number;
  /** Its page, without language prefix. */
  path: string;
  /** Its page in the view's language. */
  href: string;
  buildingId: number;
  categoryId: number;
  reference: string;
  /** Its type and reference: "Apartment B2-07-04". */
  title: string;
  type: UnitType;
  typeWord: string;
  /** Whether it is a home (an apartment, duplex, penthouse or studio), which schema.org calls an Apartment. */
  isHome: boolean;
  floor: number;
  /** "Ground floor", "Floor 7", "Basement -1". */
  floorWord: string;
  entrance: string;
  /** "2+1"; empty for units other than homes. */
  rooms: string;
  /** What its rooms are: "2 bedrooms and a living room"; null without rooms. */
  roomsMeaning: string | null;
  bathrooms: number | null;
  netArea: number | null;
  /** "85,4 m²" in Albanian, "85.4 m²" in English; null without the area. */
  netAreaText: string | null;
  grossAreaText: string | null;
  outdoorArea: number | null;
  outdoorAreaText: string | null;
  orientation: Orientation[];
  /** "North-east, East". */
  orientationWords: string;
  /** "NE, E" ("VL, L"). */
  orientationLetters: string;
  note: string;
  /** In whole euros; null is "price on request" (also wherever its building keeps prices on request). */
  price: number | null;
  /** "€ 142 000", "€142,000", or "Price on request". */
  priceText: string;
  status: UnitStatusOnSite;
  statusWord: string;
  /** Its floor plan, saying what its image says, else "Floor plan of B2-07-04". */
  plan: ShownImage | null;
  /** Root-relative (/uploads/pdfs/...); null when it has none. */
  planPdfUrl: string | null;
}

const HOME_TYPES: readonly UnitType[] = UNIT_TYPES_BY_CATEGORY.apartments;

/** A public read's status: the site never gets a unit that is not on sale. */
function statusOnSite(status: Unit['status']): UnitStatusOnSite {
  if (status === 'notOnSale') throw new Error('A unit not on sale is on no public read');
  return status;
}

/** What "2+1" means in words; null for no rooms. */
function roomsMeaningOf(rooms: string, language: Language): string | null {
  const strings = stringsFor(language);
  const bedrooms = Number(rooms.split('+')[0]);
  if (rooms === '' || !Number.isInteger(bedrooms)) return null;
  if (bedrooms === 0 || rooms === '1+0') return strings.unitRoomsMeaningStudio;
  if (bedrooms === 1) return strings.unitRoomsMeaningOne;
  return fillTemplate(strings.unitRoomsMeaning, { bedrooms });
}

const areaText = (area: number | null, language: Language) => (area === null ? null : formatArea(area, language));

export function unitView(unit: Unit, language: Language): UnitView {
  const strings = stringsFor(language);
  const { reference, note } = textsOf(UNIT, unit, language);
  const path = ROUTES.unit(unit.unitId);
  const typeWord = unitTypeWord(unit.unitType, strings);
  const orientation = orientationsOf(unit.orientation);
  const status = statusOnSite(unit.status);
  return {
    id: unit.unitId,
    path,
    href: localizePath(path, language),
    buildingId: unit.buildingId,
    categoryId: unit.salesCategoryId,
    reference,
    title: fillTemplate(strings.unitTitle, { type: typeWord, reference }),
    type: unit.unitType,
    typeWord,
    isHome: HOME_TYPES.includes(unit.unitType),
    floor: unit.floor,
    floorWord: floorWord(unit.floor, strings),
    entrance: unit.entrance,
    rooms: unit.rooms,
    roomsMeaning: roomsMeaningOf(unit.rooms, language),
    bathrooms: unit.bathrooms,
    netArea: unit.netArea,
    netAreaText: areaText(unit.netArea, language),
    grossAreaText: areaText(unit.grossArea, language),
    outdoorArea: unit.outdoorArea,
    outdoorAreaText: areaText(unit.outdoorArea, language),
    orientation,
    orientationWords: orientationWords(orientation, strings),
    orientationLetters: orientationLetters(orientation, strings),
    note,
    price: unit.price,
    priceText: unit.price === null ? strings.unitPriceOnRequest : formatPrice(unit.price, language),
    status,
    statusWord: unitStatusWord(status, strings),
    plan: shownImage(
      unit.floorPlanUrl,
      unit.imageSets.floorPlanUrl,
      language,
      fillTemplate(strings.unitPlanAlt, { reference }),
    ),
    planPdfUrl: unit.planPdfUrl,
    ...fallbackLanguagesOf(UNIT, unit, language),
  };
}

/** A unit on the same floor as another, as that one's page lists it: without status or price. */
export interface UnitNeighbourView {
  id: number;
  href: string;
  reference: string;
  typeWord: string;
  rooms: string;
  netAreaText: string | null;
}

export function unitNeighbourView(unit: UnitNeighbour, language: Language): UnitNeighbourView {
  return {
    id: unit.unitId,
    href: localizePath(ROUTES.unit(unit.unitId), language),
    reference: unit.reference,
    typeWord: unitTypeWord(unit.unitType, stringsFor(language)),
    rooms: unit.rooms,
    netAreaText: areaText(unit.netArea, language),
  };
}

/**
 * What the contact drawer says of a question about a unit: the heading that names it ("About
 * B2-07-04, Parisi Towers"). Its message is the drawer's own, the same for every unit, which the
 * heading and the unit's id sent with it make plain.
 */
export interface UnitEnquiry {
  unitId: number;
  title: string;
}

export const unitEnquiry = (unit: UnitView, building: string, language: Language): UnitEnquiry => ({
  unitId: unit.id,
  title: fillTemplate(stringsFor(language).unitEnquiryTitle, { reference: unit.reference, building }),
});

/** A unit page's meta description: "Apartment B2-07-04 in Parisi Towers, Floor 7: 2+1, 85.4 m², South. €142,000." */
export function unitDescription(unit: UnitView, building: string, language: Language): string {
  const figures = [unit.rooms, unit.netAreaText, unit.orientationWords].filter(Boolean).join(', ');
  return fillTemplate(stringsFor(language).unitDescription, {
    title: unit.title,
    building,
    floor: unit.floorWord,
    figures: figures || unit.typeWord,
    price: unit.priceText,
  });
}
