import { describe, expect, it } from 'vitest';
import { MODAL_ZOOM_MAX, MODAL_ZOOM_MIN } from '#shared/constants.ts';
import { SHARE_NETWORKS, shareLink, wrapIndex, zoomIn, zoomOut } from './view.ts';

describe('the catalogue viewer', () => {
  it('zooms in tenths without floating-point drift', () => {
    let zoom = 1;
    for (let step = 0; step < 3; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(1.3);
    expect(zoomOut(zoomOut(zoom))).toBe(1.1);
  });

  it('stops zooming at the maximum and the minimum', () => {
    let zoom = 1;
    for (let step = 0; step < 40; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(MODAL_ZOOM_MAX);
    for (let step = 0; step < 40; step += 1) zoom = zoomOut(zoom);
    expect(zoom).toBe(MODAL_ZOOM_MIN);
  });

  it.each([
    [0, -1, 3, 2],
    [2, 1, 3, 0],
    [1, 1, 3, 2],
    [0, 1, 1, 0],
  ])('moves from %i by %i in a list of %i to %i, wrapping around', (index, step, total, expected) => {
    expect(wrapIndex(index, step, total)).toBe(expected);
  });

  it('shares the full address of the PDF on every network', () => {
    const url = 'https://example.al/uploads/pdfs/a b.pdf';
    for (const network of SHARE_NETWORKS) {
      expect(shareLink(network, url, 'Tower A')).toContain(encodeURIComponent(url));
    }
  });
});
