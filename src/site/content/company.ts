import type { Language } from '#shared/i18n/languages.ts';
import type { CompanyCopy } from './company-copy.ts';
import { COMPANY_EN } from './company-en.ts';
import { COMPANY_SQ } from './company-sq.ts';

const COPY: Record<Language, CompanyCopy> = { en: COMPANY_EN, sq: COMPANY_SQ };

export const companyCopy = (language: Language): CompanyCopy => COPY[language];
