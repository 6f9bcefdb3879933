import { MODAL_ZOOM_MAX, MODAL_ZOOM_MIN, MODAL_ZOOM_STEP } from '#shared/constants.ts';

export interface Position {
  x: number;
  y: number;
}

export const ORIGIN: Position = { x: 0, y: 0 };

/** Zoom values are tenths: rounding keeps repeated steps of 0.1 from drifting (0.1 + 0.2 ≠ 0.3). */
const roundZoom = (zoom: number) => Number(zoom.toFixed(1));

/** One step closer, never past MODAL_ZOOM_MAX. */
export const zoomIn = (zoom: number) => Math.min(MODAL_ZOOM_MAX, roundZoom(zoom + MODAL_ZOOM_STEP));

/** One step further, never below MODAL_ZOOM_MIN. */
export const zoomOut = (zoom: number) => Math.max(MODAL_ZOOM_MIN, roundZoom(zoom - MODAL_ZOOM_STEP));

/** The index `step` places away from `index` in a list of `total`, wrapping around at both ends. */
export const wrapIndex = (index: number, step: number, total: number) => (((index + step) % total) + total) % total;

export const SHARE_NETWORKS = ['Facebook', 'X (Twitter)', 'WhatsApp', 'LinkedIn', 'Telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The share address of each network for `url`, with `title` where the network takes a text. */
export function shareLink(network: ShareNetwork, url: string, title: string): string {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case 'X (Twitter)':
      return `https://twitter.com/intent/tweet?url=${link}&text=${text}`;
    case 'WhatsApp':
      return `https://wa.me/?text=${text}%20${link}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${link}`;
    case 'Telegram':
      return `https://t.me/share/url?url=${link}&text=${text}`;
  }
}
