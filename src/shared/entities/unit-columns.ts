import type { Language } from '../i18n/languages.ts';
import { type UnitInput, UnitInputSchema } from './unit.ts';

/**
 * The columns of a building's units in a spreadsheet (docs/decisions/030-spreadsheet-import.md):
 * every field an admin writes of a unit, in the schema's order, but its building (the screen's),
 * its sales category (its type's, UNIT_TYPES_BY_CATEGORY), its images' focal points and its
 * reservation's end and note.
 */
export type UnitColumnField = Exclude<
  keyof UnitInput,
  | 'buildingId'
  | 'salesCategoryId'
  | 'focalPoints'
  | 'floorPlanMediaId'
  | 'reservedUntil'
  | 'reservationNote'
  | 'priceDisplay'
>;

// A reservation's end and note are set where it is made (its lapse is scheduled with it), and its
// note may name the buyer: neither travels in a spreadsheet.
const NOT_IN_A_SPREADSHEET = new Set<string>([
  'buildingId',
  'salesCategoryId',
  'focalPoints',
  // A plan is an image of the library, chosen or uploaded on the unit's form.
  'floorPlanMediaId',
  'reservedUntil',
  'reservationNote',
  // Whether the price shows is set on the unit's form or by a bulk change, not kept in a sheet.
  'priceDisplay',
]);

export const UNIT_COLUMN_FIELDS = Object.keys(UnitInputSchema.shape).filter(
  (field) => !NOT_IN_A_SPREADSHEET.has(field),
) as [UnitColumnField, ...UnitColumnField[]];

/** The one column an import cannot do without: units are matched by their reference. */
export const UNIT_KEY_COLUMN = 'reference' satisfies UnitColumnField;

/**
 * Each column's heading in each language, as an export writes it and an import recognises it, and
 * other headings a sales team's own sheet may give it (`also`).
 */
export const UNIT_COLUMN_HEADINGS: Record<UnitColumnField, Record<Language, string> & { also?: string[] }> = {
  reference: { en: 'Reference', sq: 'Referenca', also: ['ref', 'unit', 'njesia', 'kodi', 'code'] },
  entrance: { en: 'Entrance', sq: 'Hyrja', also: ['staircase', 'shkallet', 'shkalla'] },
  floor: { en: 'Floor', sq: 'Kati', also: ['level', 'niveli'] },
  unitType: { en: 'Type', sq: 'Lloji', also: ['unit type', 'lloji i njesise'] },
  rooms: { en: 'Rooms', sq: 'Dhomat', also: ['layout', 'tipologjia', 'ndarja'] },
  bathrooms: { en: 'Bathrooms', sq: 'Banjat', also: ['baths', 'wc', 'tualete'] },
  netArea: { en: 'Net area (m²)', sq: 'Sipërfaqja neto (m²)', also: ['net', 'neto', 'siperfaqe neto'] },
  grossArea: { en: 'Gross area (m²)', sq: 'Sipërfaqja bruto (m²)', also: ['gross', 'bruto', 'siperfaqe bruto'] },
  outdoorArea: {
    en: 'Balcony or terrace (m²)',
    sq: 'Ballkoni ose tarraca (m²)',
    also: ['balcony', 'terrace', 'ballkoni', 'tarraca', 'veranda'],
  },
  orientation: { en: 'Orientation', sq: 'Orientimi' },
  unitNote: { en: 'Note in English', sq: 'Shënimi në anglisht', also: ['note'] },
  shenimiNjesise: { en: 'Note in Albanian', sq: 'Shënimi në shqip', also: ['shenim', 'shenimi'] },
  price: { en: 'Price (€)', sq: 'Çmimi (€)', also: ['cmim', 'price eur', 'cmimi eur'] },
  status: { en: 'Status', sq: 'Gjendja', also: ['statusi'] },
};

/**
 * A heading or a word as a sales team may type it, reduced to what tells it apart: without
 * accents (ë, ç), case, a unit in brackets ("(m²)") or punctuation: "Sipërfaqja neto (m²)" and
 * "siperfaqja  NETO" are the same.
 */
export const wordKey = (text: string) =>
  text
    .replace(/\(.*?\)/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim();

const FIELD_OF_HEADING = new Map(
  UNIT_COLUMN_FIELDS.flatMap((field) => {
    const { en, sq, also = [] } = UNIT_COLUMN_HEADINGS[field];
    return [field, en, sq, ...also].map((heading) => [wordKey(heading), field] as const);
  }),
);

/** Which column of a file holds each field, by the column's heading. */
export type UnitColumnMapping = Partial<Record<UnitColumnField, string>>;

/**
 * The columns of a file matched to the unit's fields by their headings, in either language: each
 * field to the first column that names it, a column to one field at most.
 */
export function matchColumns(headings: readonly string[]): UnitColumnMapping {
  const mapping: UnitColumnMapping = {};
  for (const heading of headings) {
    const field = FIELD_OF_HEADING.get(wordKey(heading));
    if (field && mapping[field] === undefined) mapping[field] = heading;
  }
  return mapping;
}
