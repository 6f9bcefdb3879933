import { textIn } from '#admin/i18n/admin-language.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** A unit's floor as a card names it in `language`: "Floor 7", "Ground floor", "Kati -1". */
export const floorText = (floor: number, language: Language) => textIn(language).units.floorNamed(floor);
