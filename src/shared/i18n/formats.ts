import { COMPANY_TIME_ZONE } from '../constants.ts';
import type { Language } from './languages.ts';

/** The conventions numbers and dates follow on pages of each language: `sq` writes "14 200" and "29 maj 2026". */
export const LOCALES: Record<Language, string> = { sq: 'sq-AL', en: 'en-GB' };

const dayFormats = {
  sq: new Intl.DateTimeFormat(LOCALES.sq, { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LOCALES.en, { dateStyle: 'long', timeZone: 'UTC' }),
};
const numberFormats = { sq: new Intl.NumberFormat(LOCALES.sq), en: new Intl.NumberFormat(LOCALES.en) };

// Made once: making a DateTimeFormat costs most of a millisecond, a tenth of a news item's create.
const companyDayFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: COMPANY_TIME_ZONE });

/** Today where the company is, `2026-11-25` (the Swedish locale writes days so): a news item's date unless given another. */
export const companyToday = () => companyDayFormat.format(new Date());

/** A day (`2026-05-29`) as pages of `language` write it: "29 maj 2026", "29 May 2026". */
export const formatDay = (day: string, language: Language) => dayFormats[language].format(new Date(`${day}T00:00:00Z`));

/** A number as pages of `language` write it: "14 200" in Albanian, "14,200" in English. */
export const formatNumber = (value: number, language: Language) => numberFormats[language].format(value);

// A whole number an admin typed with thousands commas ("14,200"), or of five digits or more; not a
// year, a floor count or a storey formula ("B2+G+12"), which read the same in both languages.
const TYPED_NUMBER = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d{5,})(?![\d]|[.,]\d)/g;

/**
 * A figure an admin typed ("14,200 m²"), its numbers written as pages of `language` write them
 * ("14 200 m²"); the rest of it as typed.
 */
export const localizeFigure = (figure: string, language: Language) =>
  figure.replace(TYPED_NUMBER, (number) => formatNumber(Number(number.replaceAll(',', '')), language));

/** An area in m² as pages of `language` write it: "85,4 m²" in Albanian, "85.4 m²" in English. */
export const formatArea = (squareMetres: number, language: Language) =>
  `${formatNumber(squareMetres, language)}\u00a0m²`;

/** A price in whole euros as pages of `language` write it: "€ 142 000" in Albanian, "€142,000" in English. */
export const formatPrice = (euros: number, language: Language) =>
  language === 'sq' ? `€\u00a0${formatNumber(euros, language)}` : `€${formatNumber(euros, language)}`;

const pluralRules = { sq: new Intl.PluralRules(LOCALES.sq), en: new Intl.PluralRules(LOCALES.en) };

/** Whether a count takes the singular or the plural in `language`: "1 apartment", "2 apartments". */
export const isSingular = (count: number, language: Language) => pluralRules[language].select(count) === 'one';
