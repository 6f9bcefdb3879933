import { describe, expect, it } from 'vitest';
import type { Building } from '#shared/entities/building.ts';
import type { ImageSet } from '#shared/schemas/common.ts';
import { unitOf } from '#tests/fixtures/units.ts';
import { facadeView } from './facade-view.ts';
import { unitView } from './unit-view.ts';

const picture = { width: 1200, height: 1600, avif: '/f 1200w', webp: '/f 1200w', focalPoint: { x: 50, y: 50 } };
const described = (en: string, sq: string): ImageSet => ({
  ...picture,
  mediaId: 9,
  alt: { en, sq },
  decorative: false,
});

const building = (facade: ImageSet) =>
  ({
    buildingId: 2,
    buildingTitle: 'Parisi Towers',
    titulliNderteses: 'Kullat Parisi',
    unitPrices: 'shown',
    soldUnits: 'listed',
    buildingFacadeImageUrl: '/uploads/images/facade-1200.webp',
    buildingFloorPlanImageUrl: null,
    facadeZones: [
      {
        floor: 7,
        zone: [
          [0.1, 0.2],
          [0.9, 0.2],
          [0.9, 0.3],
        ],
        units: [],
      },
    ],
    imageSets: { buildingFacadeImageUrl: facade, buildingFloorPlanImageUrl: null },
  }) as unknown as Building;

const rows = (language: 'en' | 'sq') => [unitView(unitOf(), language)];

describe('the facade picker’s picture', () => {
  it('says what the facade’s image says in the page’s language, else in the other with its language', () => {
    const facade = described('The south front', '');
    expect(facadeView(building(facade), rows('en'), 'en')?.facade).toEqual({
      src: '/uploads/images/facade-1200.webp',
      set: picture,
      alt: 'The south front',
    });
    expect(facadeView(building(facade), rows('sq'), 'sq')?.facade).toMatchObject({
      alt: 'The south front',
      altLang: 'en',
    });
  });

  it('names the building with its floors outlined where the image has no text', () => {
    expect(facadeView(building(described('', '')), rows('en'), 'en')?.facade.alt).toBe(
      'Parisi Towers, its floors outlined',
    );
    expect(facadeView(building(picture), rows('sq'), 'sq')?.facade.alt).toBe('Kullat Parisi, me katet e shënuara');
  });
});
