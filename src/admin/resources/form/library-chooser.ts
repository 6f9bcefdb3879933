import { type ComponentType, createContext } from 'react';
import type { MediaLibraryItem } from '#shared/payloads/media-library.ts';

/** What the dialog that chooses images of the media library takes. */
export interface LibraryChooserProps {
  /** The dialog's title: what the images are chosen for. */
  title: string;
  /** Many images chosen at once (a collection's new images), else one. */
  multiple?: boolean;
  onChoose: (chosen: MediaLibraryItem[]) => void;
}

/**
 * The dialog an image field opens to choose an image of the library. The kit knows only its shape:
 * the admin's root gives the media feature's (App.tsx), so that the kit imports no feature.
 */
export const LibraryChooser = createContext<ComponentType<LibraryChooserProps> | null>(null);
