import { z } from 'zod';
import { PDF_LAYOUTS } from '../domain-values.ts';
import { descriptionField, FileUrlSchema, IdSchema, ImageSetSchema, NeighboursSchema, titleField } from './common.ts';

export const PdfLayoutSchema = z.enum(PDF_LAYOUTS);

export const CATALOG_IMAGE_FIELDS = ['catalogImageUrl'] as const;
export const CATALOG_PDF_FIELDS = ['pdfUrl'] as const;

export const SalesCatalogInputSchema = z.object({
  catalogTitle: titleField(),
  titulliKatalog: titleField(),
  catalogDescription: descriptionField(),
  pershkrimKatalog: descriptionField(),
  salesCategoryId: IdSchema,
  buildingId: IdSchema,
  pdfLayout: PdfLayoutSchema.default('P'),
});
export type SalesCatalogInput = z.infer<typeof SalesCatalogInputSchema>;

export const SalesCatalogSchema = SalesCatalogInputSchema.extend({
  salesCatalogId: z.number().int(),
  salesCategoryId: z.number().int(),
  buildingId: z.number().int(),
  pdfLayout: PdfLayoutSchema,
  catalogImageUrl: FileUrlSchema,
  pdfUrl: FileUrlSchema,
  imageSets: z.object({ catalogImageUrl: ImageSetSchema.nullable() }),
});
export type SalesCatalog = z.infer<typeof SalesCatalogSchema>;

export const SalesCatalogDetailSchema = SalesCatalogSchema.extend(NeighboursSchema.shape);
export type SalesCatalogDetail = z.infer<typeof SalesCatalogDetailSchema>;

/**
 * A building and a sales category it has catalogues in. Beyond the fixed three categories, a
 * building has a catalogue page only for these (site/data/page-paths.ts).
 */
export const CatalogGroupSchema = z.object({ buildingId: z.number().int(), salesCategoryId: z.number().int() });
export type CatalogGroup = z.infer<typeof CatalogGroupSchema>;
export const CatalogGroupsQuerySchema = z.object({ buildingId: IdSchema.optional() });

export const CatalogFilterParamsSchema = z.object({ buildingId: IdSchema, categoryId: IdSchema });
