import type { Language } from '#shared/i18n/languages.ts';
import { COMPANY_EN } from './company-en.ts';
import { COMPANY_SQ } from './company-sq.ts';

/** The home page's story of the company: about, vision and values, history and leadership. */
export interface CompanyCopy {
  about: { eyebrow: string; title: string; paragraphs: string[]; facts: { value: string; label: string }[] };
  culture: { eyebrow: string; title: string; vision: string; values: { title: string; text: string }[] };
  history: {
    eyebrow: string;
    title: string;
    intro: string;
    milestones: { year: string; title: string; text: string }[];
  };
  team: { eyebrow: string; title: string; intro: string; leaders: { name: string; role: string; text: string }[] };
}

const COPY: Record<Language, CompanyCopy> = { en: COMPANY_EN, sq: COMPANY_SQ };

export const companyCopy = (language: Language): CompanyCopy => COPY[language];
