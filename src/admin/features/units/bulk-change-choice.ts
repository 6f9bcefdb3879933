import type { UNIT_PRICE_DISPLAYS, UnitStatus } from '#shared/domain-values.ts';
import { MAX_PRICE_PERCENT, MIN_PRICE_PERCENT, type UnitBulkChange } from '#shared/payloads/unit-bulk.ts';

type UnitPriceDisplay = (typeof UNIT_PRICE_DISPLAYS)[number];

/** What the bulk change's dialog holds, as its fields have it: each part empty for no change. */
export interface BulkChoice {
  status: UnitStatus | '';
  priceBy: '' | 'percent' | 'amount';
  /** The number typed, as typed: "3", "-2,5", "-5000". */
  priceValue: string;
  priceDisplay: UnitPriceDisplay | '';
}

export const NO_CHANGE: BulkChoice = { status: '', priceBy: '', priceValue: '', priceDisplay: '' };

/** Why a choice cannot be previewed: nothing chosen, or its price's number not one, out of bounds, or not whole euros. */
export type BulkProblem = 'nothing' | 'number' | 'percentRange' | 'wholeEuros';

/** Thousands grouped as either language writes them: "5,000", "5.000", "5 000", "-12 500". */
const GROUPED = /^[-+−]?\d{1,3}([,.\s]\d{3})+$/;

/**
 * A number as an admin types it in either language: a decimal comma or point, a minus or a plus
 * sign; an amount of euros, which is whole, also with its thousands grouped.
 */
function typedNumber(text: string, whole: boolean): number | null {
  const trimmed = text.trim().replace('−', '-');
  const written = whole && GROUPED.test(trimmed) ? trimmed.replace(/[,.\s]/g, '') : trimmed.replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(written)) return null;
  return Number(written);
}

/**
 * The change the dialog's choice asks for, as the API takes it (UnitBulkChangeSchema), or why it
 * cannot be asked: a price by a percentage from MIN_PRICE_PERCENT to MAX_PRICE_PERCENT, by an
 * amount in whole euros (negative lowers), and at least one part chosen.
 */
export function bulkChangeOf(choice: BulkChoice): { change: UnitBulkChange } | { problem: BulkProblem } {
  const change: UnitBulkChange = {};
  if (choice.status) change.status = choice.status;
  if (choice.priceDisplay) change.priceDisplay = choice.priceDisplay;
  if (choice.priceBy) {
    const value = typedNumber(choice.priceValue, choice.priceBy === 'amount');
    if (value === null) return { problem: 'number' };
    if (choice.priceBy === 'percent' && (value < MIN_PRICE_PERCENT || value > MAX_PRICE_PERCENT)) {
      return { problem: 'percentRange' };
    }
    if (choice.priceBy === 'amount' && !Number.isInteger(value)) return { problem: 'wholeEuros' };
    change.price = { by: choice.priceBy, value };
  }
  return Object.keys(change).length === 0 ? { problem: 'nothing' } : { change };
}
