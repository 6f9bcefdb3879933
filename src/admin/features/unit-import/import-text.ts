import { textIn } from '#admin/i18n/admin-language.ts';
import { adminNumber } from '#admin/lib/admin-number.ts';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { MAX_UNIT_IMPORT_BYTES, MAX_UNIT_IMPORT_ROWS } from '#shared/constants.ts';
import { cellOfValue, wordsOfField } from '#shared/entities/unit-cell-words.ts';
import type { UnitColumnField } from '#shared/entities/unit-columns.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { UnitImportRefusal } from '#shared/payloads/unit-import.ts';

/** The unit of each field's number, as the units' table shows it: before a price, after an area. */
const UNITS: Partial<Record<UnitColumnField, [string, string]>> = {
  netArea: ['', ' m²'],
  grossArea: ['', ' m²'],
  outdoorArea: ['', ' m²'],
  price: ['€ ', ''],
};

/** A field's value as the preview shows it in `language`: a number as the admin writes it, a word in its words, none as "empty". */
export function valueText(field: UnitColumnField, value: string | number | null, language: Language): string {
  if (value === null || value === '') return textIn(language).unitImport.emptyValue;
  if (typeof value === 'number') {
    const [before, after] = UNITS[field] ?? ['', ''];
    return `${before}${adminNumber(value, language)}${after}`;
  }
  return String(cellOfValue(field, value, language));
}

/** A refused cell in a few words of `language`: "floor ‘dy’ is not a number". */
function reasonText(refusal: UnitImportRefusal, language: Language): string {
  const { reasons, fields } = textIn(language).unitImport;
  const field = fields[refusal.field];
  const limit = refusal.limit === null ? '' : adminNumber(refusal.limit, language);
  switch (refusal.reason) {
    case 'required':
      return reasons.required(field);
    case 'duplicateReference':
      return reasons.duplicateReference(refusal.value, refusal.firstRow ?? 0);
    case 'tooSmall':
      return reasons.tooSmall(field, refusal.value, limit, refusal.inclusive);
    case 'tooLarge':
    case 'tooLong':
      return reasons[refusal.reason](field, refusal.value, limit);
    case 'unknownValue':
      return reasons.unknownValue(field, refusal.value, wordsOfField(refusal.field, language)?.join(', ') ?? '');
    default:
      return reasons[refusal.reason](field, refusal.value);
  }
}

/** The refused rows, each once in the file's order, with why in `language`: "Row 14: floor ‘dy’ is not a number." */
export function refusedRows(refused: readonly UnitImportRefusal[], language: Language) {
  const rows = new Map<number, string[]>();
  for (const refusal of refused)
    rows.set(refusal.row, [...(rows.get(refusal.row) ?? []), reasonText(refusal, language)]);
  const words = textIn(language).unitImport;
  return [...rows].map(([row, reasons]) => ({ row, text: words.refusal(row, reasons.join('; ')) }));
}

/** Why the API refused the file, in `language`, where its code says; else null (the caller says it another way). */
export function fileRefusal(error: unknown, language: Language): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const words = textIn(language).unitImport.fileErrors;
  if (error.code === 'FILE_TOO_LARGE') return words.FILE_TOO_LARGE(MAX_UNIT_IMPORT_BYTES / (1024 * 1024));
  if (error.code === 'TOO_MANY_ROWS') return words.TOO_MANY_ROWS(MAX_UNIT_IMPORT_ROWS);
  if (error.code === 'SPREADSHEET_UNREADABLE' || error.code === 'UNSUPPORTED_FILE') return words[error.code];
  return null;
}
