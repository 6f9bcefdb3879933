import { describe, expect, it } from 'vitest';
import { variantWidths } from './image-encoder.ts';

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
