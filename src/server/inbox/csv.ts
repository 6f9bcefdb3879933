/**
 * Comma-separated values as RFC 4180 writes them, for spreadsheet programs: UTF-8 with a byte-order
 * mark (without one, Excel reads ë and ç as two Latin-1 characters each), lines ended by CRLF, a
 * field quoted when it holds a comma, a quote or a line break, its quotes doubled.
 */

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * What starts a formula in a spreadsheet: =, +, - and @, and the tab and carriage return that some
 * programs skip before them (OWASP, "CSV Injection"). A cell starting so is written after a single
 * quote, which makes spreadsheets read it as text: a visitor's "=HYPERLINK(…)" stays words.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralised if it could start a formula, then quoted if it must be. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: its rows (the header first), as the bytes to send. */
export function csvFile(rows: readonly (readonly string[])[]): Buffer {
  const lines = rows.map((row) => `${row.map(csvField).join(',')}\r\n`);
  return Buffer.from(BYTE_ORDER_MARK + lines.join(''), 'utf8');
}
