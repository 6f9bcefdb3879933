import type { Bilingual } from '#admin/i18n/bilingual.ts';
import { type NumberFieldSpec, resourceOf, type SingleRow } from '#admin/resources/resource.ts';
import {
  MAX_UNIT_AREA_M2,
  MAX_UNIT_BATHROOMS,
  MAX_UNIT_FLOOR,
  MAX_UNIT_PRICE_EUR,
  MIN_UNIT_FLOOR,
} from '#shared/constants.ts';
import type { UnitStatus } from '#shared/domain-values.ts';
import { UNIT } from '#shared/entities/unit.ts';
import { ROUTES } from '#shared/routes.ts';
import {
  CATEGORY_OPTIONS,
  ORIENTATION_OPTIONS,
  ROOM_OPTIONS,
  roomsOfCategory,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  typesOfCategory,
  UNIT_TYPE_LABELS,
} from './unit-choices.ts';
import { floorText } from './unit-text.ts';

/** An area in m², to a hundredth. */
const area = (name: string, label: Bilingual): SingleRow => ({
  label,
  field: { name, kind: 'number', min: 0.01, max: MAX_UNIT_AREA_M2, step: 0.01, unit: { symbol: 'm²', place: 'after' } },
});

/** A unit's price in whole euros; none is "on request". Its price history writes prices as it does. */
export const unitPriceField: NumberFieldSpec = {
  name: 'price',
  kind: 'number',
  min: 0,
  max: MAX_UNIT_PRICE_EUR,
  step: 1,
  unit: { symbol: '€', place: 'before' },
  blank: { en: 'On request', sq: 'Sipas kërkesës' },
};

/** A reservation's end and note are a reserved unit's only. */
const RESERVED = { field: 'status', value: 'reserved' } satisfies { field: string; value: UnitStatus };

/**
 * A unit's form as the sales team reads a unit: what and where it is, its layout and areas, then
 * its sale (status and price, and a reservation's end and note), its note in both languages, and its plans.
 */
export const unitResource = resourceOf(UNIT, {
  rows: [
    {
      label: { en: 'The unit', sq: 'Njësia' },
      alone: true,
      group: [
        {
          label: { en: 'Building', sq: 'Ndërtesa' },
          field: { name: 'buildingId', kind: 'select', options: 'buildings' },
        },
        {
          label: { en: 'Category', sq: 'Kategoria' },
          field: { name: 'salesCategoryId', kind: 'select', options: CATEGORY_OPTIONS },
        },
        {
          label: { en: 'Type', sq: 'Lloji' },
          field: {
            name: 'unitType',
            kind: 'select',
            options: TYPE_OPTIONS,
            within: { field: 'salesCategoryId', values: typesOfCategory },
          },
        },
        {
          label: { en: 'Reference', sq: 'Referenca' },
          field: { name: 'reference', kind: 'text' },
          hint: {
            en: 'The sales team’s name for it, unique in its building, such as B2-07-04.',
            sq: 'Emri që i vë ekipi i shitjeve, i vetëm në ndërtesë, si B2-07-04.',
          },
        },
      ],
    },
    {
      label: { en: 'Where in the building', sq: 'Vendi në ndërtesë' },
      alone: true,
      group: [
        {
          label: { en: 'Entrance or staircase', sq: 'Hyrja ose shkallët' },
          field: { name: 'entrance', kind: 'text' },
          hint: { en: 'Where the building has several, such as A.', sq: 'Kur ndërtesa ka disa, si A.' },
        },
        {
          label: { en: 'Floor', sq: 'Kati' },
          field: { name: 'floor', kind: 'number', min: MIN_UNIT_FLOOR, max: MAX_UNIT_FLOOR, step: 1 },
          hint: {
            en: '0 is the ground floor; floors underground are negative, such as -1.',
            sq: '0 është përdhesa; katet nën tokë janë negative, si -1.',
          },
        },
      ],
    },
    {
      label: { en: 'Layout', sq: 'Ndarja' },
      alone: true,
      group: [
        {
          label: { en: 'Rooms', sq: 'Dhomat' },
          field: {
            name: 'rooms',
            kind: 'select',
            options: ROOM_OPTIONS,
            within: { field: 'salesCategoryId', values: roomsOfCategory },
            blank: { en: '—', sq: '—' },
          },
          hint: {
            en: 'Bedrooms plus the living room, for apartments.',
            sq: 'Dhomat e gjumit plus ndenja, për apartamentet.',
          },
        },
        {
          label: { en: 'Bathrooms', sq: 'Banjat' },
          field: { name: 'bathrooms', kind: 'number', min: 0, max: MAX_UNIT_BATHROOMS, step: 1 },
        },
        {
          label: { en: 'Orientation', sq: 'Orientimi' },
          field: { name: 'orientation', kind: 'choices', options: ORIENTATION_OPTIONS },
        },
      ],
    },
    {
      label: { en: 'Areas', sq: 'Sipërfaqet' },
      alone: true,
      group: [
        area('netArea', { en: 'Net area', sq: 'Sipërfaqja neto' }),
        area('grossArea', { en: 'Gross area', sq: 'Sipërfaqja bruto' }),
        area('outdoorArea', { en: 'Balcony or terrace', sq: 'Ballkoni ose tarraca' }),
      ],
    },
    {
      label: { en: 'Sale', sq: 'Shitja' },
      alone: true,
      group: [
        {
          label: { en: 'Status', sq: 'Gjendja' },
          field: { name: 'status', kind: 'select', options: STATUS_OPTIONS },
          hint: {
            en: 'A unit not on sale is on no page of the site.',
            sq: 'Një njësi jo në shitje nuk shfaqet në asnjë faqe.',
          },
        },
        {
          label: { en: 'Price', sq: 'Çmimi' },
          field: unitPriceField,
          hint: {
            en: 'Empty: “price on request”. The site shows it where the building shows prices.',
            sq: 'Bosh: “çmimi sipas kërkesës”. Faqja e shfaq kur ndërtesa shfaq çmimet.',
          },
        },
        {
          label: { en: 'Price on the site', sq: 'Çmimi në faqe' },
          field: {
            name: 'priceDisplay',
            kind: 'select',
            options: [
              {
                value: 'shown',
                label: { en: 'Shown (where the building shows prices)', sq: 'I shfaqur (kur ndërtesa shfaq çmimet)' },
              },
              {
                value: 'onRequest',
                label: { en: 'On request: kept in the admin', sq: 'Sipas kërkesës: mbahet në administrim' },
              },
            ],
          },
        },
        {
          label: { en: 'Reserved until', sq: 'E rezervuar deri më' },
          field: { name: 'reservedUntil', kind: 'moment' },
          onlyWhile: RESERVED,
          hint: {
            en: 'In Tirana’s time. It is available again then, unless sold before. Empty: until changed by hand.',
            sq: 'Sipas orës së Tiranës. Atëherë kthehet në dispozicion, po të mos shitet më parë. Bosh: derisa ta ndryshojë dikush.',
          },
        },
        {
          label: { en: 'Reservation note', sq: 'Shënim për rezervimin' },
          field: { name: 'reservationNote', kind: 'text' },
          onlyWhile: RESERVED,
          hint: {
            en: 'The buyer, the deposit: for the sales team only, never on the site.',
            sq: 'Blerësi, kapari: vetëm për ekipin e shitjeve, kurrë në faqe.',
          },
        },
      ],
    },
    { label: { en: 'Note', sq: 'Shënim' }, text: 'note', kind: 'textarea' },
  ],
  titleLabel: { en: 'Reference', sq: 'Referenca' },
  card: (unit, language) => ({
    subtitle: `${UNIT_TYPE_LABELS[unit.unitType][language]} · ${floorText(unit.floor, language)}`,
    image: unit.floorPlanUrl,
    imageSet: unit.imageSets.floorPlanUrl,
  }),
  publicPath: (unit) => ROUTES.unit(unit.unitId),
});
