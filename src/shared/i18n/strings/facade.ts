import { defineStrings } from '../define-strings.ts';

/**
 * The facade picker of a building's catalogue page (FacadePicker.astro): its floors on the
 * building's picture, each with how many of the page's units it has for sale, and the chosen
 * floor's plan.
 */
export const FACADE_STRINGS = defineStrings({
  en: {
    facadeTitle: 'Choose a floor',
    facadeHint: 'Point at a floor on the building or choose it from the list: the table then shows that floor only.',
    facadeImageAlt: '{building}, its floors outlined',
    facadeFloorsLabel: 'Floors',
    /** "Floor 7: 3 of 6 available". */
    facadeFloorCount: '{floor}: {available} of {total} available',
    /** Announced when a floor is chosen. */
    facadeChosen: '{floor}: {available} of {total} available. The table shows this floor only.',
    facadeCleared: 'Every floor is shown again.',
    facadePlanTitle: '{floor}: its units',
    facadeShowAll: 'Show every floor',
  },
  sq: {
    facadeTitle: 'Zgjidhni një kat',
    facadeHint: 'Tregoni një kat në ndërtesë ose zgjidheni nga lista: tabela shfaq vetëm atë kat.',
    facadeImageAlt: '{building}, me katet e shënuara',
    facadeFloorsLabel: 'Katet',
    facadeFloorCount: '{floor}: {available} nga {total} në dispozicion',
    facadeChosen: '{floor}: {available} nga {total} në dispozicion. Tabela shfaq vetëm këtë kat.',
    facadeCleared: 'Shfaqen sërish të gjitha katet.',
    facadePlanTitle: '{floor}: njësitë',
    facadeShowAll: 'Shfaq të gjitha katet',
  },
});
