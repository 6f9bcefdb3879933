import { atom } from 'nanostores';

// Open state of the overlays that hydrate on interaction (directives/interaction.ts): plain
// triggers set these before React has loaded, and the island opens as soon as it hydrates.

export interface ContactDrawerState {
  open: boolean;
  /** What the message field holds when the drawer opens, written by its opener for the visitor to edit; '' for nothing. */
  message: string;
}
/** The contact drawer: opened by any `data-open-contact` element, with its `data-contact-message` if it has one. */
export const $contactDrawer = atom<ContactDrawerState>({ open: false, message: '' });

export const openContactDrawer = (message = '') => $contactDrawer.set({ open: true, message });
export const closeContactDrawer = () => $contactDrawer.set({ open: false, message: '' });

export const $siteMenuOpen = atom(false);
/** The index of the catalogue shown in the catalogue modal, or null while it is closed. */
export const $catalogIndex = atom<number | null>(null);
/** The project page's specifications drawer: the project card opens it. */
export const $specsDrawerOpen = atom(false);
