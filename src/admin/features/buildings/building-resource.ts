import { BUILDING } from '#shared/entities/building.ts';
import { ROUTES } from '#shared/routes.ts';
import { resourceOf } from '../resources/resource.ts';

export const buildingResource = resourceOf(BUILDING, {
  rows: [
    { label: 'Name', en: { name: 'buildingTitle', kind: 'text' }, sq: { name: 'titulliNderteses', kind: 'text' } },
    { label: 'Address', en: { name: 'buildingAdress', kind: 'text' }, sq: { name: 'adresaNderteses', kind: 'text' } },
    {
      label: 'Map link',
      field: { name: 'buildingGoogleLink', kind: 'url' },
      hint: 'The Google Maps address of the building; View Location needs it and the location image.',
    },
  ],
  describe: (building) => ({
    title: building.buildingTitle || building.titulliNderteses || `Building ${building.buildingId}`,
    subtitle: building.buildingAdress,
    image: building.buildingImageUrl,
    imageSet: building.imageSets.buildingImageUrl,
  }),
  publicPath: (building) => ROUTES.building(building.buildingId),
});
