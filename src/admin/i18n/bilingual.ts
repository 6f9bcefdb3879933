import type { Language } from '#shared/i18n/languages.ts';

/** A text of the admin's own in both its languages, where it is written beside what it labels (a form's field). */
export type Bilingual = Record<Language, string>;
