import { defineStrings } from '../define-strings.ts';

/** The navigation's menus, the loading screen and other pieces around every page. */
export const SHELL_STRINGS = defineStrings({
  en: {
    loadingScreenLabel: 'Loading Tirana Group',
  },
  sq: {
    loadingScreenLabel: 'Duke ngarkuar Tirana Group',
  },
});
