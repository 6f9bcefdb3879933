import { textIn } from '#admin/i18n/admin-language.ts';
import { adminNumber } from '#admin/lib/admin-number.ts';
import { numberText } from '#admin/resources/field-text.ts';
import { MAX_UNIT_PRICE_EUR } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { MAX_PRICE_PERCENT, MIN_PRICE_PERCENT, type UnitBulkPreview } from '#shared/payloads/unit-bulk.ts';
import type { BulkProblem } from './bulk-change-choice.ts';
import { UNIT_STATUS_LABELS } from './unit-choices.ts';
import { unitPriceField } from './unit-resource.ts';

type PreviewedUnit = UnitBulkPreview['units'][number];
type Fields = PreviewedUnit['before'];

/** One part of a unit in the preview, before and after, as the admin reads them, and whether it changes. */
export interface BulkValue {
  before: string;
  after: string;
  changes: boolean;
}

/** A unit's price as the units table writes it: "€ 142,000", "€ 142 000"; none is "On request". */
export const priceText = (price: number | null, language: Language) =>
  numberText(unitPriceField, price, language) ?? unitPriceField.blank?.[language] ?? '';

const beforeAfter = (before: string, after: string): BulkValue => ({ before, after, changes: before !== after });

/** A previewed unit's status, price and whether the site shows its price, before and after, in `language`. */
export function bulkValues({ before, after }: { before: Fields; after: Fields }, language: Language) {
  const displays = textIn(language).unitBulk.displays;
  const status = (fields: Fields) => UNIT_STATUS_LABELS[fields.status][language];
  return {
    status: beforeAfter(status(before), status(after)),
    price: beforeAfter(priceText(before.price, language), priceText(after.price, language)),
    display: beforeAfter(displays[before.priceDisplay], displays[after.priceDisplay]),
  };
}

/** Why the API refused a unit, in the admin's `language` (from its code; the API's own English otherwise). */
export function refusalText(unit: Pick<PreviewedUnit, 'refusal' | 'refusalCode'>, language: Language): string | null {
  const words = textIn(language).unitBulk.refusals;
  if (unit.refusalCode === 'priceBelowZero') return words.priceBelowZero;
  if (unit.refusalCode === 'priceTooHigh') return words.priceTooHigh(priceText(MAX_UNIT_PRICE_EUR, language));
  return unit.refusal;
}

/** Why the dialog's choice cannot be previewed, in `language`. */
export function problemText(problem: BulkProblem, language: Language): string {
  const words = textIn(language).unitBulk.problems;
  if (problem === 'percentRange') {
    return words.percentRange(adminNumber(MIN_PRICE_PERCENT, language), `+${adminNumber(MAX_PRICE_PERCENT, language)}`);
  }
  return words[problem];
}

/** The preview's counts in a sentence: "12 will change, 3 unchanged, 1 refused". */
export const countsText = (preview: Pick<UnitBulkPreview, 'changed' | 'unchanged' | 'refused'>, language: Language) =>
  textIn(language).unitBulk.counts(preview.changed, preview.unchanged, preview.refused);
