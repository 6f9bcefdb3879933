import { textIn } from '#admin/i18n/admin-language.ts';
import { tiranaDay } from '#admin/lib/tirana-time.ts';
import { numberText } from '#admin/resources/field-text.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { UnitPrice } from '#shared/payloads/unit-sales.ts';
import { unitPriceField } from './unit-resource.ts';

/**
 * Each price a unit had as its screen lists it in `language`, newest first, written as its form's
 * price field writes it, from the day Tirana's calendar had when it was set: "€ 120,000 from 3 Nov
 * 2026"; no price is "On request".
 */
export function priceHistoryLines(prices: readonly UnitPrice[], language: Language): string[] {
  const words = textIn(language).units.prices;
  return prices.map(({ price, from }) =>
    words.from(numberText(unitPriceField, price, language) ?? words.onRequest, tiranaDay(from, language)),
  );
}
