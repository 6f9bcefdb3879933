/** Demo buildings with units for sale, in English and Albanian, with the pictures of their image slots. */
import type { BuildingInput } from '#shared/entities/building.ts';
import type { DemoPicture } from '../motifs.ts';

export interface DemoBuilding {
  input: BuildingInput;
  images: {
    buildingImageUrl: DemoPicture;
    buildingGoogleAdressImageUrl: DemoPicture;
    buildingApartmentImageUrl: DemoPicture;
    buildingServiceImageUrl: DemoPicture;
    buildingPostImageUrl: DemoPicture;
    /** The picture its floors are drawn on (content/facade-zones.ts), and its typical floor's plan. */
    buildingFacadeImageUrl?: DemoPicture;
    buildingFloorPlanImageUrl?: DemoPicture;
  };
}

export const DEMO_BUILDINGS: DemoBuilding[] = [
  {
    input: {
      buildingTitle: 'Parisi Towers',
      buildingAdress: 'Rruga Komuna e Parisit, Tirana',
      titulliNderteses: 'Kullat Parisi',
      adresaNderteses: 'Rruga Komuna e Parisit, Tiranë',
      buildingGoogleLink: 'https://www.google.com/maps?q=41.3216,19.7989',
      unitPrices: 'shown',
      soldUnits: 'listed',
    },
    images: {
      buildingImageUrl: { motif: 'mixed-use', variant: 4 },
      buildingGoogleAdressImageUrl: { motif: 'map', variant: 0 },
      buildingApartmentImageUrl: { motif: 'apartment-plan', variant: 4 },
      buildingServiceImageUrl: { motif: 'service-unit', variant: 2 },
      buildingPostImageUrl: { motif: 'parking', variant: 4 },
      buildingFacadeImageUrl: { motif: 'facade', variant: 0 },
      buildingFloorPlanImageUrl: { motif: 'floor-plan', variant: 0 },
    },
  },
  {
    input: {
      buildingTitle: 'Yzberisht Gardens',
      buildingAdress: 'Rruga Kongresi i Manastirit, Yzberisht, Tirana',
      titulliNderteses: 'Kopshtet e Yzberishtit',
      adresaNderteses: 'Rruga Kongresi i Manastirit, Yzberisht, Tiranë',
      buildingGoogleLink: 'https://www.google.com/maps?q=41.3339,19.7763',
      unitPrices: 'shown',
      soldUnits: 'listed',
    },
    images: {
      buildingImageUrl: { motif: 'residential', variant: 1 },
      buildingGoogleAdressImageUrl: { motif: 'map', variant: 1 },
      buildingApartmentImageUrl: { motif: 'apartment-plan', variant: 5 },
      buildingServiceImageUrl: { motif: 'service-unit', variant: 3 },
      buildingPostImageUrl: { motif: 'parking', variant: 5 },
    },
  },
  {
    input: {
      buildingTitle: 'New Tirana Residence',
      buildingAdress: 'Rruga Sulejman Delvina, Tirana e Re, Tirana',
      titulliNderteses: 'Rezidenca Tirana e Re',
      adresaNderteses: 'Rruga Sulejman Delvina, Tirana e Re, Tiranë',
      buildingGoogleLink: 'https://www.google.com/maps?q=41.3162,19.8121',
      unitPrices: 'onRequest',
      soldUnits: 'listed',
    },
    images: {
      buildingImageUrl: { motif: 'residential', variant: 2 },
      buildingGoogleAdressImageUrl: { motif: 'map', variant: 2 },
      buildingApartmentImageUrl: { motif: 'apartment-plan', variant: 2 },
      buildingServiceImageUrl: { motif: 'service-unit', variant: 4 },
      buildingPostImageUrl: { motif: 'parking', variant: 0 },
    },
  },
  {
    input: {
      buildingTitle: 'Lakeside Residences',
      buildingAdress: 'Rruga Herman Gmeiner, Liqeni Artificial, Tirana',
      titulliNderteses: 'Rezidencat Buzë Liqenit',
      adresaNderteses: 'Rruga Herman Gmeiner, Liqeni Artificial, Tiranë',
      buildingGoogleLink: 'https://www.google.com/maps?q=41.3168,19.8239',
      unitPrices: 'onRequest',
      soldUnits: 'listed',
    },
    images: {
      buildingImageUrl: { motif: 'tower', variant: 3 },
      buildingGoogleAdressImageUrl: { motif: 'map', variant: 3 },
      buildingApartmentImageUrl: { motif: 'apartment-plan', variant: 0 },
      buildingServiceImageUrl: { motif: 'service-unit', variant: 5 },
      buildingPostImageUrl: { motif: 'parking', variant: 1 },
    },
  },
];
