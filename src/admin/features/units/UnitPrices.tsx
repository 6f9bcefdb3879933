import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { priceHistoryLines } from './price-history-text.ts';
import { useUnitPrices } from './unit-calls.ts';

/**
 * On a unit's screen, the prices it had, newest first, each from when, so that a salesperson can
 * say what it cost last month: "€ 120,000 from 3 Nov 2026 · € 115,000 from 1 Sep 2026". Each says
 * who set it when pointed at.
 */
export default function UnitPrices({ id }: { id: number }) {
  const query = useUnitPrices(id);
  const language = useAdminLanguage();
  const words = useAdminText().units.prices;
  const prices = query.data ?? [];
  if (prices.length === 0) return null;
  const lines = priceHistoryLines(prices, language);
  return (
    <section className="unit-prices" aria-labelledby="unit-prices-title">
      <h2 id="unit-prices-title" className="unit-prices__title">
        {words.title}
      </h2>
      <ol className="unit-prices__list">
        {prices.map((price, index) => (
          <li key={price.from} title={price.by ?? undefined}>
            {lines[index]}
          </li>
        ))}
      </ol>
    </section>
  );
}
