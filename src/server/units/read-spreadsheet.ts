import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { MAX_UNIT_IMPORT_ROWS } from '#shared/constants.ts';
import { UNIT_IMPORT_FILE_FIELD } from '#shared/payloads/unit-import.ts';
import { HttpError, unsupportedFile } from '../errors.ts';

/** A spreadsheet's first sheet as text: its headings (row 1), then each row with its number as the sheet shows it. */
export interface Sheet {
  headings: string[];
  rows: { row: number; cells: string[] }[];
}

const ZIP_START = Buffer.from('PK\u0003\u0004', 'latin1');
/** Excel's binary format before 2007 (an OLE compound file). */
const XLS_START = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** A cell an export wrote after a quote so that no spreadsheet takes it for a formula (export-units.ts). */
const NEUTRALISED_FORMULA = /^'(?=[=+\-@\t\r])/;

const unreadable = (message: string) =>
  new HttpError(400, 'SPREADSHEET_UNREADABLE', message, { [UNIT_IMPORT_FILE_FIELD]: message });

/**
 * The text of a CSV file: UTF-8 (a byte-order mark dropped), or, where it is not valid UTF-8,
 * Windows-1252, in which Excel's plain "CSV" saves ë and ç.
 */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of a CSV file: the one its headings' row has most of. Excel saves with semicolons
 * where the decimal mark is a comma; the rows' "80,5" and a note's commas make PapaParse's own
 * guess take the comma in a short file, so the headings, which hold neither, decide.
 */
function delimiterOf(text: string): string {
  const headings = text.slice(0, text.search(/\r|\n|$/));
  const counts = DELIMITERS.map((delimiter) => headings.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))] ?? ',';
}

function readCsv(bytes: Buffer): string[][] {
  const text = csvText(bytes);
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const broken = errors.find((error) => error.type === 'Quotes');
  if (broken) throw unreadable(`The CSV file has a quote that is not closed, on row ${(broken.row ?? 0) + 1}.`);
  return data.map((cells) => cells.map((cell) => cell.replace(NEUTRALISED_FORMULA, '')));
}

const textOfCell = (cell: unknown) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    return (await readSheet(bytes)).map((cells) => cells.map(textOfCell));
  } catch {
    throw unreadable('The file could not be read as an Excel workbook (.xlsx).');
  }
}

/**
 * Reads a spreadsheet, `.xlsx` or CSV told apart by their content, into text cells. Refuses (415)
 * any other file, Excel's older `.xls` among them, and a sheet of more than MAX_UNIT_IMPORT_ROWS
 * rows; rows with nothing in them are left out, the others keep their numbers.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.subarray(0, 4).equals(XLS_START))
    throw unsupportedFile(UNIT_IMPORT_FILE_FIELD, 'Save the sheet as an Excel workbook (.xlsx) or as CSV.');
  const isXlsx = bytes.subarray(0, 4).equals(ZIP_START);
  if (!isXlsx && bytes.includes(0))
    throw unsupportedFile(UNIT_IMPORT_FILE_FIELD, 'Send a spreadsheet: an Excel workbook (.xlsx) or CSV.');
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes);
  const [headingRow = [], ...rest] = table;
  const headings = headingRow.map((heading) => heading.trim());
  const rows = rest
    .map((cells, at) => ({ row: at + 2, cells: cells.map((cell) => cell.trim()) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (rows.length > MAX_UNIT_IMPORT_ROWS) {
    const message = `The file has ${rows.length} rows; an import takes up to ${MAX_UNIT_IMPORT_ROWS}.`;
    throw new HttpError(400, 'TOO_MANY_ROWS', message, { [UNIT_IMPORT_FILE_FIELD]: message });
  }
  return { headings, rows };
}
