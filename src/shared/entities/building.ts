import { z } from 'zod';
import { MAX_ADDRESS_CHARS, MAX_IMAGE_BYTES, MAX_URL_CHARS } from '../constants.ts';
import { SOLD_UNIT_DISPLAYS, UNIT_PRICE_DISPLAYS } from '../domain-values.ts';
import {
  FileUrlSchema,
  ImageSetSchema,
  NeighboursSchema,
  PublicationSchema,
  textField,
  titleField,
} from '../schemas/common.ts';
import { ADMIN_ORDER, defineEntity, type FileField } from './define-entity.ts';
import { FACADE_ZONES } from './facade-zones.ts';
import { imageSchemasOf } from './focal-points.ts';
import { SEARCH_AND_SHARING } from './search-and-sharing.ts';

const image = (label: string, albanian: string) =>
  ({ kind: 'media', maxBytes: MAX_IMAGE_BYTES, label, sq: { label: albanian } }) as const satisfies FileField;

/** A building's images: its own, its location map's, and one per catalogue card of docs/product.md#screens-and-routes. */
const BUILDING_FILES = {
  buildingImageUrl: image('Building image', 'Fotografia e ndërtesës'),
  buildingGoogleAdressImageUrl: image('Location image', 'Fotografia e vendndodhjes'),
  buildingApartmentImageUrl: image('Apartments card image', 'Fotografia e kartës së apartamenteve'),
  buildingServiceImageUrl: image('Service units card image', 'Fotografia e kartës së njësive të shërbimit'),
  buildingPostImageUrl: image('Car posts card image', 'Fotografia e kartës së posteve të parkimit'),
  /** The whole front of the building, on which its floors' zones are drawn (facade-zones.ts), shown uncropped. */
  buildingFacadeImageUrl: image('Facade image', 'Fotografia e fasadës'),
  /** The plan of a typical floor, on which each floor's units are drawn. */
  buildingFloorPlanImageUrl: image('Typical floor plan', 'Planimetria tipike e katit'),
};
type BuildingImageField = keyof typeof BUILDING_FILES;
export const BUILDING_IMAGE_FIELDS = Object.keys(BUILDING_FILES) as BuildingImageField[];
const IMAGE_SCHEMAS = imageSchemasOf({ ...BUILDING_FILES, ...SEARCH_AND_SHARING.files });

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
  /** Whether its units' prices are on the site, or "price on request" only (beyond docs/product.md#entities-and-their-fields). */
  unitPrices: z.enum(UNIT_PRICE_DISPLAYS).default('onRequest'),
  /** Whether its sold units stay in its availability tables, greyed at the end, or leave them. */
  soldUnits: z.enum(SOLD_UNIT_DISPLAYS).default('listed'),
  ...SEARCH_AND_SHARING.input,
  ...IMAGE_SCHEMAS.input,
  ...FACADE_ZONES.input,
});
export type BuildingInput = z.infer<typeof BuildingInputSchema>;

const imageUrls = Object.fromEntries(BUILDING_IMAGE_FIELDS.map((field) => [field, FileUrlSchema])) as Record<
  BuildingImageField,
  typeof FileUrlSchema
>;
const imageSets = Object.fromEntries(
  BUILDING_IMAGE_FIELDS.map((field) => [field, ImageSetSchema.nullable()]),
) as Record<BuildingImageField, z.ZodNullable<typeof ImageSetSchema>>;

export const BuildingSchema = BuildingInputSchema.extend({
  buildingId: z.number().int(),
  buildingGoogleLink: z.string(),
  ...imageUrls,
  ...SEARCH_AND_SHARING.item,
  ...IMAGE_SCHEMAS.item,
  ...FACADE_ZONES.item,
  imageSets: z.object({ ...imageSets, ...SEARCH_AND_SHARING.imageSets }),
  ...PublicationSchema.shape,
  ...NeighboursSchema.shape,
});
export type Building = z.infer<typeof BuildingSchema>;

/** In lists a building also carries the title of its first catalogue, in both languages. */
export const BuildingListItemSchema = BuildingSchema.omit({ prev: true, next: true }).extend({
  catalogTitle: z.string().nullable(),
  titulliKatalog: z.string().nullable(),
});
export type BuildingListItem = z.infer<typeof BuildingListItemSchema>;

/**
 * A building on sale: its page ("second step" in docs/product.md) with a card per sales category, and a
 * catalogue page per category it has catalogues in.
 */
export const BUILDING = defineEntity({
  kind: 'building',
  noun: { one: 'Building', many: 'Buildings' },
  table: 'buildings',
  idField: 'buildingId',
  order: 'asc',
  orderBy: ADMIN_ORDER,
  schemas: { input: BuildingInputSchema, item: BuildingListItemSchema, single: BuildingSchema },
  files: { ...BUILDING_FILES, ...SEARCH_AND_SHARING.files },
  json: ['facadeZones'],
  shownWith: ['title'],
  drafts: true,
  texts: {
    title: { en: 'buildingTitle', sq: 'titulliNderteses' },
    address: { en: 'buildingAdress', sq: 'adresaNderteses' },
    /** In lists only: the title of its first catalogue. */
    catalogTitle: { en: 'catalogTitle', sq: 'titulliKatalog' },
    ...SEARCH_AND_SHARING.texts,
  },
  api: {
    save: '/building/save',
    update: '/building/update/:id',
    remove: '/building/delete/:id',
    single: '/building/get/single/building/:id',
    singleAccess: 'public',
    order: '/building/order',
    lists: [
      { path: '/building/get/mini', access: 'public' },
      { path: '/building/get/mini/random', access: 'public', random: true },
    ],
    ids: '/building/get/ids',
    page: '/building/get/page',
    publication: '/building/publication/:id',
    more: {
      /** Its floors' and units' zones alone (PUT `{ facadeZones }`, with If-Match), for editors. */
      facade: '/building/facade/:id',
    },
  },
  listing: { title: 'title', columns: [], filters: [] },
  pages: { path: '/secondstep/:id', categoryPath: '/salescatalogdetails/:id/:categoryId', sitemapChunkIds: 60 },
  admin: {
    dashboard: { label: 'Building', about: 'Buildings on sale, with their images and map.' },
    sq: {
      dashboard: { label: 'Ndërtesat', about: 'Ndërtesat në shitje, me fotografitë dhe hartën.' },
      one: 'Ndërtesa',
      many: 'Ndërtesat',
      lower: 'ndërtesë',
      of: 'ndërtesës',
      some: 'ndërtesa',
    },
    screens: { list: 'listbuilding', add: 'addbuilding', view: 'viewbuilding', edit: 'editbuilding' },
    viewParam: 'buildingId',
  },
});
