import { describe, expect, it } from 'vitest';
import type { ImageSet } from '#shared/schemas/common.ts';
import { unitOf } from '#tests/fixtures/units.ts';
import { unitDescription, unitEnquiry, unitNeighbourView, unitView } from './unit-view.ts';

describe('a unit as each language’s page shows it', () => {
  it('words its figures in Albanian', () => {
    const view = unitView(unitOf(), 'sq');
    expect(view).toMatchObject({
      title: 'Apartament B2-07-04',
      floorWord: 'Kati 7',
      netAreaText: '85,4\u00a0m²',
      grossAreaText: '101,25\u00a0m²',
      outdoorAreaText: '12\u00a0m²',
      orientationWords: 'Verilindje, Lindje',
      orientationLetters: 'VL, L',
      priceText: '€\u00a0142\u00a0000',
      statusWord: 'Në dispozicion',
      roomsMeaning: '2 dhoma gjumi dhe një sallon',
      note: 'Njësi në kënd',
      path: '/unitdetails/12',
      href: '/unitdetails/12',
      isHome: true,
    });
  });

  it('words its figures in English', () => {
    const view = unitView(unitOf(), 'en');
    expect(view).toMatchObject({
      title: 'Apartment B2-07-04',
      floorWord: 'Floor 7',
      netAreaText: '85.4\u00a0m²',
      orientationWords: 'North-east, East',
      orientationLetters: 'NE, E',
      priceText: '€142,000',
      statusWord: 'Available',
      roomsMeaning: '2 bedrooms and a living room',
      note: 'Corner unit',
      href: '/en/unitdetails/12',
    });
  });

  it.each([
    [0, 'Përdhese', 'Ground floor'],
    [-1, 'Nëntoka -1', 'Basement -1'],
    [-2, 'Nëntoka -2', 'Basement -2'],
    [12, 'Kati 12', 'Floor 12'],
  ])('names floor %d “%s” and “%s”', (floor, albanian, english) => {
    expect(unitView(unitOf({ floor }), 'sq').floorWord).toBe(albanian);
    expect(unitView(unitOf({ floor }), 'en').floorWord).toBe(english);
  });

  it('says “price on request” for a unit without a price, as for a building that keeps prices on request', () => {
    expect(unitView(unitOf({ price: null }), 'sq').priceText).toBe('Çmimi sipas kërkesës');
    expect(unitView(unitOf({ price: null }), 'en').priceText).toBe('Price on request');
  });

  it('leaves out what a unit lacks, and calls a shop an accommodation rather than a home', () => {
    const shop = unitView(
      unitOf({
        unitType: 'shop',
        salesCategoryId: 2,
        floor: 0,
        rooms: '',
        netArea: null,
        grossArea: null,
        outdoorArea: null,
        orientation: '',
        floorPlanUrl: null,
        planPdfUrl: null,
        imageSets: { floorPlanUrl: null },
      }),
      'sq',
    );
    expect(shop).toMatchObject({
      title: 'Dyqan B2-07-04',
      isHome: false,
      roomsMeaning: null,
      netAreaText: null,
      outdoorAreaText: null,
      orientation: [],
      orientationWords: '',
      plan: null,
      planPdfUrl: null,
    });
  });

  it('says what its floor plan’s image says, else which unit’s plan it is', () => {
    const plan = unitOf().imageSets.floorPlanUrl as ImageSet;
    const described = (en: string, sq: string): ImageSet => ({
      ...plan,
      mediaId: 31,
      alt: { en, sq },
      decorative: false,
    });
    const withTexts = unitOf({ imageSets: { floorPlanUrl: described('A corner 2+1 plan', 'Planimetri 2+1 në kënd') } });
    expect(unitView(withTexts, 'sq').plan).toMatchObject({ alt: 'Planimetri 2+1 në kënd' });
    expect(unitView(withTexts, 'en').plan).toMatchObject({ alt: 'A corner 2+1 plan' });
    const englishOnly = unitOf({ imageSets: { floorPlanUrl: described('A corner 2+1 plan', '') } });
    expect(unitView(englishOnly, 'sq').plan).toMatchObject({ alt: 'A corner 2+1 plan', altLang: 'en' });
    const untold = unitOf({ imageSets: { floorPlanUrl: described('', '') } });
    expect(unitView(untold, 'sq').plan).toEqual({
      src: '/uploads/images/plan-2400.webp',
      set: plan,
      alt: 'Planimetria e njësisë B2-07-04',
    });
    expect(unitView(unitOf(), 'en').plan?.alt).toBe('Floor plan of B2-07-04');
  });

  it('explains a studio’s and a one-bedroom’s rooms', () => {
    expect(unitView(unitOf({ rooms: '1+0', unitType: 'studio' }), 'en').roomsMeaning).toBe('One open room');
    expect(unitView(unitOf({ rooms: '1+1' }), 'sq').roomsMeaning).toBe('Një dhomë gjumi dhe një sallon');
  });

  it('shows the other language’s note, marked, when its own is empty', () => {
    const view = unitView(unitOf({ shenimiNjesise: '' }), 'sq');
    expect(view.note).toBe('Corner unit');
    expect(view.noteLang).toBe('en');
  });

  it('refuses a unit not on sale, which no public read gives', () => {
    expect(() => unitView(unitOf({ status: 'notOnSale' }), 'sq')).toThrow();
  });

  it('names the unit and its building in a question about it', () => {
    expect(unitEnquiry(unitView(unitOf(), 'sq'), 'Kullat Parisi', 'sq')).toEqual({
      unitId: 12,
      title: 'Për B2-07-04, Kullat Parisi',
    });
    expect(unitEnquiry(unitView(unitOf(), 'en'), 'Parisi Towers', 'en').title).toBe('About B2-07-04, Parisi Towers');
  });

  it('describes the unit for search engines', () => {
    expect(unitDescription(unitView(unitOf(), 'en'), 'Parisi Towers', 'en')).toBe(
      'Apartment B2-07-04 in Parisi Towers, Floor 7: 2+1, 85.4\u00a0m², North-east, East. €142,000.',
    );
    expect(unitDescription(unitView(unitOf({ price: null }), 'sq'), 'Kullat Parisi', 'sq')).toBe(
      'Apartament B2-07-04 në Kullat Parisi, Kati 7: 2+1, 85,4\u00a0m², Verilindje, Lindje. Çmimi sipas kërkesës.',
    );
  });

  it('lists a neighbour without its status or price', () => {
    const neighbour = unitNeighbourView(
      {
        unitId: 13,
        salesCategoryId: 1,
        reference: 'B2-07-05',
        entrance: '',
        floor: 7,
        unitType: 'duplex',
        rooms: '3+1',
        netArea: 120,
      },
      'en',
    );
    expect(neighbour).toEqual({
      id: 13,
      href: '/en/unitdetails/13',
      reference: 'B2-07-05',
      typeWord: 'Duplex',
      rooms: '3+1',
      netAreaText: '120\u00a0m²',
    });
  });
});
