/**
 * The demo inventory: every unit for sale of two demo buildings, Parisi Towers (prices shown) and
 * New Tirana Residence (price on request), named as their sales teams name them. Statuses are
 * drawn once from each reference, so that every seed has the same: more are sold low down, as
 * happens, and the completed New Tirana Residence has sold most of its own.
 */
import { CATEGORY_APARTMENT_ID } from '#shared/entities/category.ts';
import { apartmentsOf, carPostsOf, type DemoUnit, type Market, serviceUnitsOf } from '../unit-inventory.ts';

const PARISI: Market = {
  buildingIndex: 0,
  apartmentEurPerM2: (floor) => (floor >= 12 ? 2150 : 1750 + 20 * floor),
  shopEurPerM2: 2600,
  soldShare: (categoryId, floor) =>
    categoryId === CATEGORY_APARTMENT_ID ? 0.6 - 0.04 * floor : floor === -1 ? 0.45 : 0.25,
  reservedShare: 0.12,
  statuses: {
    'A-07-02': 'available',
    'B-08-01': 'available',
    'B-09-03': 'available',
    'A-06-02': 'reserved',
    'A-03-02': 'sold',
    'A-12-02': 'available',
    'A-11-01': 'notOnSale',
    'B-11-03': 'notOnSale',
    'G-1-03': 'notOnSale',
  },
};

const NEW_TIRANA: Market = {
  buildingIndex: 2,
  apartmentEurPerM2: (floor) => (floor >= 9 ? 1800 : 1450 + 15 * floor),
  shopEurPerM2: 2300,
  soldShare: (categoryId, floor) => (categoryId === CATEGORY_APARTMENT_ID ? 0.85 - 0.04 * floor : 0.55),
  reservedShare: 0.1,
  statuses: {
    'A-06-02': 'available',
    'B-07-02': 'available',
    'A-08-02': 'reserved',
    'S-00-01': 'sold',
    'S-00-02': 'available',
    'S-00-03': 'sold',
    'S-00-04': 'available',
    'S-00-05': 'sold',
    'S-00-06': 'available',
    'P-2-011': 'notOnSale',
    'P-2-012': 'notOnSale',
  },
};

const PENTHOUSE: [string, string] = [
  'Wraparound terrace with open views; two parking places included in the price.',
  'Tarracë rrethuese me pamje të hapur; dy vende parkimi të përfshira në çmim.',
];
const DUPLEX: [string, string] = [
  'On floors 12 and 13, joined by an inner staircase, with a private roof terrace.',
  'Në katet 12 dhe 13, të lidhura me shkallë të brendshme, me tarracë private në çati.',
];
const PARISI_PLANS = 'catalogs/parisi-tower-c-family-homes.pdf';

export const DEMO_UNITS: DemoUnit[] = [
  ...apartmentsOf(PARISI, [
    ['A', 1, [2, 11], 'apartment', '1+1', 1, 58.4, 6.5, 'E,SE'],
    ['A', 2, [2, 11], 'apartment', '2+1', 2, 91.2, 11.8, 'S,SW'],
    ['A', 3, [2, 5], 'studio', '1+0', 1, 39.6, 4.2, 'W'],
    ['A', 3, [6, 11], 'apartment', '1+1', 1, 71.5, 8.2, 'W,NW'],
    ['A', 1, [12, 12], 'penthouse', '3+1', 2, 164.5, 58, 'E,SE,S', { note: PENTHOUSE, planPdf: PARISI_PLANS }],
    ['A', 2, [12, 12], 'duplex', '4+1', 3, 212.8, 86, 'S,SW,W', { note: DUPLEX, planPdf: PARISI_PLANS }],
    ['B', 1, [2, 11], 'apartment', '2+1', 1, 97.6, 9.4, 'NE,E'],
    [
      'B',
      2,
      [2, 11],
      'apartment',
      '3+1',
      2,
      126.4,
      14.6,
      'SE,S',
      { planPdf: 'catalogs/parisi-tower-b-two-bedroom.pdf' },
    ],
    ['B', 3, [2, 11], 'apartment', '2+1', 2, 104.3, 10.9, 'SW,W'],
    ['B', 1, [12, 12], 'penthouse', '4+1', 3, 196.2, 74, 'E,S,W', { note: PENTHOUSE, planPdf: PARISI_PLANS }],
  ]),
  ...serviceUnitsOf(
    PARISI,
    [
      ['S-00-01', 0, 'shop', 45.2, 'N'],
      ['S-00-02', 0, 'shop', 62.8, 'N,NE'],
      ['S-00-03', 0, 'shop', 84.5, 'E'],
      ['S-00-04', 0, 'shop', 138.6, 'SE,S'],
      ['S-00-05', 0, 'shop', 258.4, 'S,SW,W'],
      ['O-01-01', 1, 'office', 96.3, 'S'],
      ['O-01-02', 1, 'office', 120.5, 'SW,W'],
      ['O-01-03', 1, 'office', 74, 'N'],
    ],
    {
      'S-00-05': {
        note: [
          'Double-height corner unit on the piazza, with delivery access from the rear street.',
          'Njësi qoshe me lartësi të dyfishtë mbi shesh, me hyrje furnizimi nga rruga e pasme.',
        ],
        planPdf: 'catalogs/parisi-podium-service-units.pdf',
      },
    },
  ),
  ...carPostsOf(PARISI, ['P', -1, 18], 'parking', 12.5, 18_000),
  ...carPostsOf(PARISI, ['G', -1, 3], 'garage', 19.8, 27_500),
  ...carPostsOf(PARISI, ['P', -2, 14], 'parking', 12.5, 15_000),
  ...carPostsOf(PARISI, ['D', -2, 6], 'storage', 5.2, 5_500),

  ...apartmentsOf(NEW_TIRANA, [
    ['A', 1, [1, 8], 'apartment', '1+1', 1, 63.7, 7.1, 'E,SE'],
    ['A', 2, [1, 8], 'apartment', '2+1', 2, 88.9, 9.8, 'S'],
    ['A', 3, [1, 8], 'apartment', '3+1', 2, 118.2, 13.5, 'SW,W,NW'],
    [
      'A',
      1,
      [9, 9],
      'penthouse',
      '4+1',
      3,
      178.4,
      64,
      'E,SE,S,SW',
      { note: PENTHOUSE, planPdf: 'catalogs/new-tirana-last-apartments.pdf' },
    ],
    ['B', 1, [1, 4], 'studio', '1+0', 1, 36.5, 4.5, 'N'],
    ['B', 1, [5, 8], 'apartment', '1+1', 1, 66.2, 6.8, 'N,NE'],
    ['B', 2, [1, 8], 'apartment', '2+1', 2, 94.1, 10.2, 'SE,S'],
    ['B', 3, [1, 8], 'apartment', '1+1', 1, 58.9, 6, 'W'],
    ['B', 1, [9, 9], 'penthouse', '3+1', 2, 152.6, 48, 'S,SW,W', { note: PENTHOUSE }],
  ]),
  ...serviceUnitsOf(
    NEW_TIRANA,
    [
      ['S-00-01', 0, 'shop', 52.4, 'N'],
      ['S-00-02', 0, 'shop', 67.9, 'NE,E'],
      ['S-00-03', 0, 'office', 88.3, 'E'],
      ['S-00-04', 0, 'shop', 118, 'SE,S'],
      ['S-00-05', 0, 'office', 95.6, 'S'],
      ['S-00-06', 0, 'shop', 61.2, 'W'],
    ],
    {
      'S-00-04': {
        note: [
          'Corner unit with a mezzanine and shop windows on two streets.',
          'Njësi qoshe me mezanin dhe vitrina në dy rrugë.',
        ],
        planPdf: 'catalogs/new-tirana-service-units.pdf',
      },
    },
  ),
  ...carPostsOf(NEW_TIRANA, ['P', -1, 14], 'parking', 12.5, 14_000),
  ...carPostsOf(NEW_TIRANA, ['D', -1, 6], 'storage', 4.8, 5_000),
  ...carPostsOf(NEW_TIRANA, ['P', -2, 12], 'parking', 12.5, 12_000),
  ...carPostsOf(NEW_TIRANA, ['G', -2, 2], 'garage', 18.6, 22_000),
];
