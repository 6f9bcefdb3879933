import { atom } from 'nanostores';

/**
 * Open state of the overlays that hydrate on interaction (directives/interaction.ts). Plain
 * triggers set these before React has loaded, and the island opens as soon as it hydrates.
 */
export const $contactDrawerOpen = atom(false);
export const $siteMenuOpen = atom(false);
/** The index of the catalogue shown in the catalogue modal, or null while it is closed. */
export const $catalogIndex = atom<number | null>(null);
/** The project page's specifications drawer: the project card opens it. */
export const $specsDrawerOpen = atom(false);
