import { z } from 'zod';
import { MAX_CATALOG_PDF_BYTES, MAX_IMAGE_BYTES } from '../constants.ts';
import { PDF_LAYOUTS } from '../domain-values.ts';
import {
  descriptionField,
  FileUrlSchema,
  IdSchema,
  ImageSetSchema,
  NeighboursSchema,
  titleField,
} from '../schemas/common.ts';
import { defineEntity } from './define-entity.ts';
import { imageSchemasOf } from './focal-points.ts';

export const PdfLayoutSchema = z.enum(PDF_LAYOUTS);

const CATALOG_FILES = {
  catalogImageUrl: {
    kind: 'media',
    maxBytes: MAX_IMAGE_BYTES,
    label: 'Cover image',
    sq: { label: 'Fotografia e kopertinës' },
  },
  pdfUrl: {
    kind: 'pdf',
    maxBytes: MAX_CATALOG_PDF_BYTES,
    label: 'Catalogue PDF',
    sq: { label: 'PDF-ja e katalogut' },
  },
} as const;
const IMAGE_SCHEMAS = imageSchemasOf(CATALOG_FILES);

export const CatalogInputSchema = z.object({
  catalogTitle: titleField(),
  titulliKatalog: titleField(),
  catalogDescription: descriptionField(),
  pershkrimKatalog: descriptionField(),
  salesCategoryId: IdSchema,
  buildingId: IdSchema,
  pdfLayout: PdfLayoutSchema.default('P'),
  ...IMAGE_SCHEMAS.input,
});
export type CatalogInput = z.infer<typeof CatalogInputSchema>;

export const CatalogSchema = CatalogInputSchema.extend({
  salesCatalogId: z.number().int(),
  salesCategoryId: z.number().int(),
  buildingId: z.number().int(),
  pdfLayout: PdfLayoutSchema,
  catalogImageUrl: FileUrlSchema,
  pdfUrl: FileUrlSchema,
  ...IMAGE_SCHEMAS.item,
  imageSets: z.object({ catalogImageUrl: ImageSetSchema.nullable() }),
});
export type Catalog = z.infer<typeof CatalogSchema>;

export const CatalogDetailSchema = CatalogSchema.extend(NeighboursSchema.shape);

/**
 * A building and a sales category it has catalogues in. Beyond the fixed three categories, a
 * building has a catalogue page only for these (site/data/page-sets.ts).
 */
export const CatalogGroupSchema = z.object({ buildingId: z.number().int(), salesCategoryId: z.number().int() });
export type CatalogGroup = z.infer<typeof CatalogGroupSchema>;
export const CatalogGroupsQuerySchema = z.object({ buildingId: IdSchema.optional(), shown: z.stringbool().optional() });

export const CatalogFilterParamsSchema = z.object({ buildingId: IdSchema, categoryId: IdSchema });

/**
 * A sales catalogue ("sales catalog" in docs/product.md): a PDF of one building in one sales category, shown
 * on the building's catalogue page of that category (BUILDING's pages).
 */
export const CATALOG = defineEntity({
  kind: 'catalog',
  noun: { one: 'Sales Catalog', many: 'Sales catalogs' },
  table: 'salesCatalogs',
  idField: 'salesCatalogId',
  order: 'asc',
  schemas: { input: CatalogInputSchema, item: CatalogSchema, single: CatalogDetailSchema },
  shownWith: ['title'],
  texts: {
    title: { en: 'catalogTitle', sq: 'titulliKatalog' },
    description: { en: 'catalogDescription', sq: 'pershkrimKatalog' },
  },
  files: CATALOG_FILES,
  api: {
    save: '/catalog/save',
    update: '/catalog/update/:id',
    remove: '/catalog/delete/:id',
    single: '/catalog/get/single/catalog/:id',
    singleAccess: 'editor',
    lists: [
      { path: '/catalog/get/mini', access: 'public' },
      { path: '/catalog/get/mini/random', access: 'public', random: true },
    ],
    more: {
      /** `/catalog/get/catalog/{a}/{b}` (docs/product.md#the-api): the catalogues of one building in one category. */
      ofBuildingInCategory: '/catalog/get/catalog/:buildingId/:categoryId',
      /** Each building with each category it has catalogues in (CatalogGroupSchema). */
      groups: '/catalog/get/groups',
    },
    page: '/catalog/get/page',
  },
  listing: {
    title: 'title',
    columns: ['buildingId', 'salesCategoryId'],
    filters: ['buildingId', 'salesCategoryId'],
  },
  admin: {
    dashboard: { label: 'Sales Catalog', about: 'Catalogue PDFs by building and category.' },
    sq: {
      // The site's words: "Katalogu i shitjeve".
      dashboard: { label: 'Katalogët e shitjeve', about: 'PDF-të e katalogëve sipas ndërtesës dhe kategorisë.' },
      one: 'Katalogu i shitjeve',
      many: 'Katalogët e shitjeve',
      lower: 'katalog shitjesh',
      of: 'katalogut të shitjeve',
      some: 'katalogë shitjesh',
    },
    screens: { list: 'listsalescatalog', add: 'addsalescatalog', view: 'viewsalescatalog', edit: 'editsalescatalog' },
    // docs/product.md#screens-and-routes names the id salesCatalogId in one place and catalogId in another.
    viewParam: 'salesCatalogId',
    editParam: 'catalogId',
  },
});
