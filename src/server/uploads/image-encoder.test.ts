import { describe, expect, it } from 'vitest';
import { imageEncodingFingerprint, variantWidths } from './image-encoder.ts';

describe('variantWidths', () => {
  it.each([
    [3000, [480, 960, 1600, 2400]],
    [2400, [480, 960, 1600, 2400]],
    [2000, [480, 960, 1600, 2000]],
    [1600, [480, 960, 1600]],
    [1000, [480, 960, 1000]],
    [480, [480]],
    [300, [300]],
  ])('encodes an original %i px wide at %j, never upscaling', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('imageEncodingFingerprint', () => {
  it('is the same for the same pipeline and differs with the AVIF effort', () => {
    expect(imageEncodingFingerprint(0)).toBe(imageEncodingFingerprint(0));
    expect(imageEncodingFingerprint(0)).not.toBe(imageEncodingFingerprint(2));
  });
});
