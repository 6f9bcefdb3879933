import type { Language } from '#shared/i18n/languages.ts';

/**
 * How each language separates a number's thousands and its decimals (CLDR's `sq` and `en-GB`),
 * written here rather than asked of the browser: a browser built with a small ICU (Debian's
 * Chromium) has no Albanian, and would write an Albanian screen's "142 000" as "142,000".
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  sq: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

// Its parts only, which every browser gives in US English.
const PARTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A number as the admin writes it in `language`: "142 000" and "85,4" in Albanian, "142,000" and "85.4" in English. */
export function adminNumber(value: number, language: Language): string {
  const { group, decimal } = SEPARATORS[language];
  return PARTS.formatToParts(value)
    .map((part) => (part.type === 'group' ? group : part.type === 'decimal' ? decimal : part.value))
    .join('');
}
