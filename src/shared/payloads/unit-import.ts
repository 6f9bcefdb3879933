import { z } from 'zod';
import { UNIT_COLUMN_FIELDS } from '../entities/unit-columns.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/**
 * The import and export of a building's units as a spreadsheet (docs/decisions/030-spreadsheet-import.md):
 * the file's columns mapped to the unit's fields, a preview of what the import would do, which
 * writes nothing, and its apply, one write.
 */

export const UnitColumnFieldSchema = z.enum(UNIT_COLUMN_FIELDS);

/** Which of the file's columns, by its heading, holds each field; a field left out is not in the file. */
export const UnitColumnMappingSchema = z.partialRecord(UnitColumnFieldSchema, z.string().max(200));

/** The multipart field that carries the spreadsheet, CSV (UTF-8) or .xlsx. */
export const UNIT_IMPORT_FILE_FIELD = 'spreadsheet';

/** A mapping sent as a form field: JSON text. */
const mappingField = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Send the mapping as JSON: {"reference": "Heading"}.' });
      return z.NEVER;
    }
  })
  .pipe(UnitColumnMappingSchema);

/** What a preview is asked with: the file, and the mapping when the admin chose one (else the building's remembered one, or one by the headings). */
export const unitImportBody = <F extends z.ZodType>(file: F) =>
  z.object({ [UNIT_IMPORT_FILE_FIELD]: file, mapping: mappingField.optional() });

/** What an apply is asked with: the same file and mapping as the preview, and the preview's token. */
export const unitImportApplyBody = <F extends z.ZodType>(file: F) =>
  z.object({ [UNIT_IMPORT_FILE_FIELD]: file, mapping: mappingField, token: z.string().min(1).max(200) });

/**
 * Why a row is refused, one cell at a time (docs/product.md#importing-units): a required cell left
 * empty, a number that is none, not whole, or out of its range, a text too long, a word that names
 * none of the field's values, rooms not written as 2+1, a reference twice in the file.
 */
export const UNIT_IMPORT_REFUSALS = [
  'required',
  'notNumber',
  'notWholeNumber',
  'tooSmall',
  'tooLarge',
  'tooLong',
  'unknownValue',
  'badRooms',
  'duplicateReference',
] as const;
export type UnitImportRefusalReason = (typeof UNIT_IMPORT_REFUSALS)[number];

export const UnitImportRefusalSchema = z.object({
  /** The row's number as the spreadsheet shows it: the headings are row 1. */
  row: z.number().int(),
  field: UnitColumnFieldSchema,
  /** The cell as the file has it. */
  value: z.string(),
  reason: z.enum(UNIT_IMPORT_REFUSALS),
  /** Of tooSmall, tooLarge and tooLong: the limit (for tooSmall, `inclusive` says whether it is allowed). */
  limit: z.number().nullable(),
  inclusive: z.boolean(),
  /** Of duplicateReference: the row that has the reference first. */
  firstRow: z.number().int().nullable(),
});
export type UnitImportRefusal = z.infer<typeof UnitImportRefusalSchema>;

/** A field's value as the preview shows it: text, a number, or none. */
const CellValueSchema = z.union([z.string(), z.number(), z.null()]);

export const UnitFieldChangeSchema = z.object({
  field: UnitColumnFieldSchema,
  before: CellValueSchema,
  after: CellValueSchema,
});
export type UnitFieldChange = z.infer<typeof UnitFieldChangeSchema>;

/** What an import would do, written nowhere. */
export const UnitImportPreviewSchema = z.object({
  /** The file's headings, in its order. */
  columns: z.array(z.string()),
  /** The mapping the preview used: the one asked for, else the building's remembered one, else one by the headings. */
  mapping: UnitColumnMappingSchema,
  /** Rows with something in them, besides the headings. */
  rows: z.number().int().nonnegative(),
  /** Fields an import cannot do without that no column holds (the reference). */
  missing: z.array(UnitColumnFieldSchema),
  created: z.array(z.object({ row: z.number().int(), reference: z.string() })),
  changed: z.array(
    z.object({
      row: z.number().int(),
      unitId: z.number().int(),
      reference: z.string(),
      changes: z.array(UnitFieldChangeSchema),
    }),
  ),
  unchanged: z.number().int().nonnegative(),
  refused: z.array(UnitImportRefusalSchema),
  /** What the apply sends back: the import it previewed, refused if the units have changed since. */
  token: z.string(),
});
export type UnitImportPreview = z.infer<typeof UnitImportPreviewSchema>;

export const UnitImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
});
export type UnitImportResult = z.infer<typeof UnitImportResultSchema>;

export const UNIT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UnitExportFormat = (typeof UNIT_EXPORT_FORMATS)[number];

/** An export: its format, and the language of its headings and words (English unless asked). */
export const UnitExportQuerySchema = z.object({
  format: z.enum(UNIT_EXPORT_FORMATS).default('xlsx'),
  language: z.enum(LANGUAGES).default('en'),
});
