import { z } from 'zod';
import { MAX_ADDRESS_CHARS, MAX_URL_CHARS } from '../constants.ts';
import { FileUrlSchema, ImageSetSchema, NeighboursSchema, textField, titleField } from './common.ts';

export const BUILDING_IMAGE_FIELDS = [
  'buildingImageUrl',
  'buildingGoogleAdressImageUrl',
  'buildingApartmentImageUrl',
  'buildingServiceImageUrl',
  'buildingPostImageUrl',
] as const;

/** A map link must be a web address, so that "View Location" cannot run script. */
const mapLink = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(MAX_URL_CHARS),
]);

export const BuildingInputSchema = z.object({
  buildingTitle: titleField(),
  buildingAdress: textField(MAX_ADDRESS_CHARS),
  titulliNderteses: titleField(),
  adresaNderteses: textField(MAX_ADDRESS_CHARS),
  buildingGoogleLink: mapLink.default(''),
});
export type BuildingInput = z.infer<typeof BuildingInputSchema>;

const imageUrls = Object.fromEntries(BUILDING_IMAGE_FIELDS.map((field) => [field, FileUrlSchema])) as Record<
  (typeof BUILDING_IMAGE_FIELDS)[number],
  typeof FileUrlSchema
>;
const imageSets = Object.fromEntries(
  BUILDING_IMAGE_FIELDS.map((field) => [field, ImageSetSchema.nullable()]),
) as Record<(typeof BUILDING_IMAGE_FIELDS)[number], z.ZodNullable<typeof ImageSetSchema>>;

export const BuildingSchema = BuildingInputSchema.extend({
  buildingId: z.number().int(),
  buildingGoogleLink: z.string(),
  ...imageUrls,
  imageSets: z.object(imageSets),
  ...NeighboursSchema.shape,
});
export type Building = z.infer<typeof BuildingSchema>;

/** In lists a building also carries the title of its first catalogue, in both languages. */
export const BuildingListItemSchema = BuildingSchema.omit({ prev: true, next: true }).extend({
  catalogTitle: z.string().nullable(),
  titulliKatalog: z.string().nullable(),
});
export type BuildingListItem = z.infer<typeof BuildingListItemSchema>;
