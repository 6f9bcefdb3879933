import { describe, expect, it } from 'vitest';
import { mediaName } from '#admin/i18n/item-titles.ts';
import { dimensionsText, fileSizeText, shownDimensions } from './media-text.ts';

describe('an image’s facts in words', () => {
  it.each([
    [900, '900\u00a0B', '900\u00a0B'],
    [532 * 1024 + 100, '532\u00a0KB', '532\u00a0KB'],
    [Math.round(2.44 * 1024 * 1024), '2.4\u00a0MB', '2,4\u00a0MB'],
    [15 * 1024 * 1024, '15\u00a0MB', '15\u00a0MB'],
  ])('writes %i bytes as “%s” in English and “%s” in Albanian', (bytes, english, albanian) => {
    expect(fileSizeText(bytes, 'en')).toBe(english);
    expect(fileSizeText(bytes, 'sq')).toBe(albanian);
  });

  it('writes dimensions with each language’s thousands', () => {
    expect(dimensionsText(2400, 1600, 'en')).toBe('2,400 × 1,600\u00a0px');
    expect(dimensionsText(2400, 1600, 'sq')).toBe('2\u00a0400 × 1\u00a0600\u00a0px');
  });

  it('names an image by its file, or by its number when the file’s name was not kept', () => {
    expect(mediaName({ mediaId: 7, originalName: 'Tirana at dusk.jpg' }, 'sq')).toBe('Tirana at dusk.jpg');
    expect(mediaName({ mediaId: 7, originalName: null }, 'en')).toBe('Image #7');
    expect(mediaName({ mediaId: 7, originalName: null }, 'sq')).toBe('Fotografia #7');
  });

  it('gives the original’s dimensions, else the largest stored variant’s', () => {
    const imageSets = { imageUrl: { width: 1600, height: 1200, avif: '', webp: '', focalPoint: { x: 50, y: 50 } } };
    expect(shownDimensions({ originalWidth: 4000, originalHeight: 3000, imageSets })).toEqual({
      width: 4000,
      height: 3000,
    });
    expect(shownDimensions({ originalWidth: null, originalHeight: null, imageSets })).toEqual({
      width: 1600,
      height: 1200,
    });
  });
});
