import type { Language } from '#shared/i18n/languages.ts';
import { companyCopy } from '../content/company.ts';

/**
 * The company's leaders as the home page and the career page both show them, from the one account
 * of them in the company's copy: name, monogram (no portraits are published), role and a line.
 */
export const teamMembers = (language: Language) =>
  companyCopy(language).team.leaders.map(({ name, role, text }) => ({
    name,
    initials: name
      .split(' ')
      .map((part) => part.charAt(0))
      .join(''),
    role,
    bio: text,
  }));
