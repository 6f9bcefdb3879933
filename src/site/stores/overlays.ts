import { atom } from 'nanostores';

// Open state of the overlays that hydrate on interaction (directives/interaction.ts): plain
// triggers set these before React has loaded, and the island opens as soon as it hydrates.

/** The unit for sale a question is about, which the drawer names at its top and sends with the message. */
export interface ContactUnit {
  id: number;
  /** "About B2-07-04, Parisi Towers", in the page's language. */
  title: string;
}

export interface ContactDrawerState {
  open: boolean;
  /** What the message field holds when the drawer opens, written by its opener for the visitor to edit; '' for nothing. */
  message: string;
  unit: ContactUnit | null;
}
/**
 * The contact drawer: opened by any `data-open-contact` element, with its `data-contact-message` if
 * it has one, and about the unit of its `data-contact-unit` (an id) and `data-contact-title`.
 */
export const $contactDrawer = atom<ContactDrawerState>({ open: false, message: '', unit: null });

export const openContactDrawer = (message = '', unit: ContactUnit | null = null) =>
  $contactDrawer.set({ open: true, message, unit });
export const closeContactDrawer = () => $contactDrawer.set({ open: false, message: '', unit: null });

/** The unit an opener's data attributes name; null when they name none. */
export function contactUnitOf(data: DOMStringMap): ContactUnit | null {
  const id = Number(data.contactUnit);
  return Number.isInteger(id) && id > 0 && data.contactTitle ? { id, title: data.contactTitle } : null;
}

export const $siteMenuOpen = atom(false);
/** The index of the catalogue shown in the catalogue modal, or null while it is closed. */
export const $catalogIndex = atom<number | null>(null);
/** The project page's specifications drawer: the project card opens it. */
export const $specsDrawerOpen = atom(false);
