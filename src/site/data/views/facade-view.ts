import { BUILDING, type Building } from '#shared/entities/building.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import type { Zone } from '#shared/entities/facade-zones.ts';
import type { UnitStatusOnSite } from '#shared/entities/unit.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { type CardImage, cardImage, type ShownImage, shownImage } from './card-image.ts';
import type { UnitView } from './unit-view.ts';

/** A unit as its floor's plan shows it: coloured by its status, linked to its page. */
export interface FacadeUnit {
  id: number;
  reference: string;
  href: string;
  status: UnitStatusOnSite;
  statusWord: string;
  /** Its zone on the floor plan as SVG points (pointsOf); null where none is drawn. */
  points: string | null;
}

/** A floor of the page's category, on the facade and in the list of floors. */
export interface FacadeFloor {
  floor: number;
  /** "Floor 7". */
  floorWord: string;
  available: number;
  total: number;
  /** "Floor 7: 3 of 6 available". */
  label: string;
  /** Its zone on the facade as SVG points (pointsOf); null where none is drawn. */
  points: string | null;
  units: FacadeUnit[];
}

/** The facade picker of a catalogue page: the pictures and the floors, highest first. */
export interface FacadeView {
  /** The facade, saying what its image says, else "Parisi Towers, its floors outlined". */
  facade: ShownImage;
  plan: CardImage | null;
  floors: FacadeFloor[];
  /** Whether any floor has its units drawn on the plan. */
  hasUnitZones: boolean;
}

/**
 * A zone as SVG points in its picture's pixels, which its SVG's viewBox spans: "120,260 1300,260 …".
 * Chromium draws a viewBox of the unit square wrongly (a black ellipse over the picture) once a
 * stroke keeps its width at that scale (`vector-effect: non-scaling-stroke`).
 */
const pointsOf = (zone: Zone | undefined, { set }: CardImage) =>
  zone ? zone.map(([x, y]) => `${Math.round(x * set.width)},${Math.round(y * set.height)}`).join(' ') : null;

/**
 * The picker of a catalogue page from its building and its table's rows (the units it lists);
 * null where the building has no facade image or none of the page's floors is drawn on it, and
 * the page then shows no picker.
 */
export function facadeView(building: Building, rows: readonly UnitView[], language: Language): FacadeView | null {
  const strings = stringsFor(language);
  const facade = shownImage(
    building.buildingFacadeImageUrl,
    building.imageSets.buildingFacadeImageUrl,
    language,
    fillTemplate(strings.facadeImageAlt, { building: textsOf(BUILDING, building, language).title }),
  );
  const zones = new Map(building.facadeZones.map((floor) => [floor.floor, floor]));
  const floorNumbers = [...new Set(rows.map((row) => row.floor))].toSorted((a, b) => b - a);
  if (!facade || !floorNumbers.some((floor) => zones.has(floor))) return null;
  const plan = cardImage(building.buildingFloorPlanImageUrl, building.imageSets.buildingFloorPlanImageUrl);
  const floors = floorNumbers.map((floor): FacadeFloor => {
    const onFloor = rows.filter((row) => row.floor === floor);
    const drawn = zones.get(floor);
    const unitZones = new Map((plan ? (drawn?.units ?? []) : []).map((unit) => [unit.unitId, unit.zone]));
    const floorWord = onFloor[0]?.floorWord ?? String(floor);
    const available = onFloor.filter((row) => row.status === 'available').length;
    return {
      floor,
      floorWord,
      available,
      total: onFloor.length,
      label: fillTemplate(strings.facadeFloorCount, { floor: floorWord, available, total: onFloor.length }),
      points: pointsOf(drawn?.zone, facade),
      units: onFloor.map((row) => ({
        id: row.id,
        reference: row.reference,
        href: row.href,
        status: row.status,
        statusWord: row.statusWord,
        points: plan && pointsOf(unitZones.get(row.id), plan),
      })),
    };
  });
  return { facade, plan, floors, hasUnitZones: floors.some((floor) => floor.units.some((unit) => unit.points)) };
}
