import { atom } from 'nanostores';

/** Whether the project page's specifications drawer is open: the project card opens it, the drawer closes it. */
export const $specsDrawerOpen = atom(false);
