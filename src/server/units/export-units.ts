import Papa from 'papaparse';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { cellOfValue } from '#shared/entities/unit-cell-words.ts';
import { UNIT_COLUMN_FIELDS, UNIT_COLUMN_HEADINGS } from '#shared/entities/unit-columns.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { UnitExportFormat } from '#shared/payloads/unit-import.ts';
import type { Row } from '../repositories/table-shape.ts';

/**
 * What starts a formula in a spreadsheet (OWASP, "CSV Injection"), but a negative number's minus:
 * a CSV cell starting so is written after a quote, which the import takes off again
 * (read-spreadsheet.ts). An .xlsx cell is typed text, never a formula.
 */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!\d))/;

/** The CSV's conventions in each language, as Excel saves it there: Albanian's decimal comma and semicolons. */
const CSV_STYLE: Record<Language, { delimiter: string; decimalMark: string }> = {
  en: { delimiter: ',', decimalMark: '.' },
  sq: { delimiter: ';', decimalMark: ',' },
};

/** A unit's row as cells: the columns' values in the words of `language` (unit-cell-words.ts). */
const cellsOf = (unit: Row, language: Language) =>
  UNIT_COLUMN_FIELDS.map((field) => cellOfValue(field, (unit[field] ?? null) as string | number | null, language));

function csvOf(units: Row[], language: Language): Buffer {
  const { delimiter, decimalMark } = CSV_STYLE[language];
  const headings = UNIT_COLUMN_FIELDS.map((field) => UNIT_COLUMN_HEADINGS[field][language]);
  const rows = units.map((unit) =>
    cellsOf(unit, language).map((cell) =>
      typeof cell === 'number' ? String(cell).replace('.', decimalMark) : (cell ?? ''),
    ),
  );
  const text = Papa.unparse([headings, ...rows], { delimiter, newline: '\r\n', escapeFormulae: FORMULA_START });
  // With a byte-order mark, Excel reads the file as UTF-8 (ë and ç) rather than as its own code page.
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

async function xlsxOf(units: Row[], language: Language): Promise<Buffer> {
  const headings: Cell[] = UNIT_COLUMN_FIELDS.map((field) => ({
    value: UNIT_COLUMN_HEADINGS[field][language],
    fontWeight: 'bold',
  }));
  // Text stays text ("101", "2+1"), never a number or a date, so that it reads back as it was.
  const rows = units.map((unit) =>
    cellsOf(unit, language).map((cell): Cell => (typeof cell === 'string' ? { value: cell, type: String } : cell)),
  );
  const columns = UNIT_COLUMN_FIELDS.map((field) => ({
    width: field === 'unitNote' || field === 'shenimiNjesise' ? 40 : 16,
  }));
  return writeXlsxFile([headings, ...rows], { columns, stickyRowsCount: 1 }).toBuffer();
}

/**
 * A building's units as a spreadsheet an import reads back unchanged: every column of
 * UNIT_COLUMN_FIELDS, headed and worded in `language`, numbers as numbers.
 */
export async function exportUnits(units: Row[], format: UnitExportFormat, language: Language) {
  return format === 'csv'
    ? { bytes: csvOf(units, language), contentType: 'text/csv; charset=utf-8' }
    : {
        bytes: await xlsxOf(units, language),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
}
