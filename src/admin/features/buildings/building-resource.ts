import { z } from 'zod';
import { ROUTES } from '#shared/routes.ts';
import {
  type Building,
  BuildingInputSchema,
  BuildingListItemSchema,
  BuildingSchema,
} from '#shared/entities/building.ts';
import { ADMIN_PATHS } from '../../routes.ts';
import type { ResourceConfig } from '../resources/resource.ts';

/** What the list and the single read of a building share. */
type BuildingFields = Omit<Building, 'prev' | 'next'>;

export const buildingResource: ResourceConfig<BuildingFields> = {
  key: 'building',
  one: 'Building',
  many: 'Buildings',
  lower: 'building',
  idField: 'buildingId',
  paths: ADMIN_PATHS.buildings,
  api: {
    list: '/building/get/mini',
    single: (id) => `/building/get/single/building/${id}`,
    save: '/building/save',
    update: (id) => `/building/update/${id}`,
    remove: (id) => `/building/delete/${id}`,
  },
  listSchema: z.array(BuildingListItemSchema),
  singleSchema: BuildingSchema,
  inputSchema: BuildingInputSchema,
  rows: [
    { label: 'Name', en: { name: 'buildingTitle', kind: 'text' }, sq: { name: 'titulliNderteses', kind: 'text' } },
    { label: 'Address', en: { name: 'buildingAdress', kind: 'text' }, sq: { name: 'adresaNderteses', kind: 'text' } },
    {
      label: 'Map link',
      field: { name: 'buildingGoogleLink', kind: 'url' },
      hint: 'The Google Maps address of the building; View Location needs it and the location image.',
    },
  ],
  files: [
    { name: 'buildingImageUrl', label: 'Building image', type: 'image' },
    { name: 'buildingGoogleAdressImageUrl', label: 'Location image', type: 'image' },
    { name: 'buildingApartmentImageUrl', label: 'Apartments card image', type: 'image' },
    { name: 'buildingServiceImageUrl', label: 'Service units card image', type: 'image' },
    { name: 'buildingPostImageUrl', label: 'Car posts card image', type: 'image' },
  ],
  describe: (building) => ({
    title: building.buildingTitle || building.titulliNderteses || `Building ${building.buildingId}`,
    subtitle: building.buildingAdress,
    image: building.buildingImageUrl,
    imageSet: building.imageSets.buildingImageUrl,
  }),
  publicPath: (building) => ROUTES.building(building.buildingId),
};
