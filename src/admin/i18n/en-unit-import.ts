import type { UnitColumnField } from '#shared/entities/unit-columns.ts';

/** How many of a thing: "1 unit", "3 units". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of a building's units imported from a spreadsheet and exported to one (`unitImport`),
 * in English; the refusals' sentences are those of docs/product.md#importing-units. Part of the
 * admin's catalogue (en.ts takes them in), apart only to keep the files short.
 */
export const EN_UNIT_IMPORT = {
  unitImport: {
    action: 'Import',
    title: (building: string) => `Import units into ${building}`,
    backToUnits: 'Units of the building',
    intro:
      'Units come in from a spreadsheet and are matched by their reference: a new reference adds a unit, a known one changes it in the columns the file has. Nothing is written until you apply the import.',
    steps: { file: '1. The spreadsheet', columns: '2. Its columns', preview: '3. What the import will do' },
    file: 'Spreadsheet',
    filePrompt: 'Drop the spreadsheet here',
    fileHint: 'An Excel workbook (.xlsx) or a CSV file, with the headings in its first row.',
    fileChosen: (name: string) => `Chosen: ${name}`,
    reading: 'Reading the file…',
    columnsHint:
      'The column of the file that holds each field, matched by its heading. A field not in the file stays as it is for the units there are; a new unit takes its default.',
    notInFile: '— not in the file —',
    keyMissing: 'Choose the column that holds the references: units are matched by them.',
    /** Each field in running text, as the refusals name it. */
    fields: {
      reference: 'reference',
      entrance: 'entrance',
      floor: 'floor',
      unitType: 'type',
      rooms: 'rooms',
      bathrooms: 'bathrooms',
      netArea: 'net area',
      grossArea: 'gross area',
      outdoorArea: 'balcony or terrace',
      orientation: 'orientation',
      unitNote: 'note in English',
      shenimiNjesise: 'note in Albanian',
      price: 'price',
      status: 'status',
    } satisfies Record<UnitColumnField, string>,
    counts: {
      created: (n: number) => `${n} new`,
      changed: (n: number) => `${n} changed`,
      unchanged: (n: number) => `${n} unchanged`,
      refused: (n: number) => `${count(n, 'row', 'rows')} refused`,
    },
    /** The preview read out once it is there. */
    summary: (created: number, changed: number, unchanged: number, refused: number) =>
      `${count(created, 'new unit', 'new units')}, ${changed} changed, ${unchanged} unchanged; ${count(refused, 'row', 'rows')} refused.`,
    refusedTitle: 'Refused rows',
    refusedHint: 'Nothing is imported while a row is refused: correct the spreadsheet, then choose it again.',
    /** "Row 14: floor ‘dy’ is not a number." */
    refusal: (row: number, reasons: string) => `Row ${row}: ${reasons}.`,
    reasons: {
      required: (field: string) => `${field} is empty`,
      notNumber: (field: string, value: string) => `${field} ‘${value}’ is not a number`,
      notWholeNumber: (field: string, value: string) => `${field} ‘${value}’ is not a whole number`,
      tooSmall: (field: string, value: string, limit: string, inclusive: boolean) =>
        inclusive ? `${field} ‘${value}’ is less than ${limit}` : `${field} ‘${value}’ is not more than ${limit}`,
      tooLarge: (field: string, value: string, limit: string) => `${field} ‘${value}’ is more than ${limit}`,
      tooLong: (field: string, _value: string, limit: string) => `${field} is longer than ${limit} characters`,
      unknownValue: (field: string, value: string, allowed: string) =>
        allowed ? `${field} ‘${value}’ is not one of: ${allowed}` : `${field} ‘${value}’ is not known`,
      badRooms: (field: string, value: string) =>
        `${field} ‘${value}’ is not written as bedrooms+living rooms, such as 2+1`,
      duplicateReference: (value: string, firstRow: number) => `the reference ‘${value}’ is also on row ${firstRow}`,
    },
    createdTitle: (n: number) => `New units (${n})`,
    changedTitle: (n: number) => `Changed units (${n})`,
    changedCaption: 'Each changed unit with its fields as they are and as the import makes them',
    columns: { unit: 'Unit', row: 'Row', changes: 'Changes' },
    /** One change: "price: 90,000 → 95,000". */
    change: (field: string, before: string, after: string) => `${field}: ${before} → ${after}`,
    emptyValue: 'empty',
    rowOf: (row: number) => `row ${row}`,
    showAll: (n: number) => `Show all ${n}`,
    apply: (created: number, changed: number) => `Import: ${created} new, ${changed} changed`,
    applying: 'Importing…',
    nothingToDo: 'The spreadsheet changes nothing: every unit in it is as it is already.',
    applied: (created: number, changed: number) =>
      `Imported: ${count(created, 'unit', 'units')} added and ${count(changed, 'unit', 'units')} changed. The publish tray says when the site shows them.`,
    outdated: 'The units changed since the preview, which has been made again: check it, then import again.',
    /** The API's refusals of a file, by their code. */
    fileErrors: {
      SPREADSHEET_UNREADABLE: 'The file could not be read as a spreadsheet. Save it again as .xlsx or CSV.',
      UNSUPPORTED_FILE: 'This is not a spreadsheet the import reads: save it as an Excel workbook (.xlsx) or as CSV.',
      FILE_TOO_LARGE: (mb: number) => `The file is larger than ${mb} MB.`,
      TOO_MANY_ROWS: (max: number) => `The file has more than ${max} rows: import it in parts.`,
    },
    export: 'Export',
    exportAs: { csv: 'CSV', xlsx: 'Excel (.xlsx)' },
    exporting: 'Exporting…',
    exportFailed: 'The export could not be made. Please try again.',
  },
};
