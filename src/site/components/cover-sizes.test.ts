import { describe, expect, it } from 'vitest';
import { coverSizes } from './cover-sizes.ts';

describe('coverSizes', () => {
  it('states the larger of the box’s width and its height times the image’s aspect ratio', () => {
    expect(coverSizes({ width: 2400, height: 1600 }, [{ width: '100vw', height: 'clamp(26rem, 78vh, 52rem)' }])).toBe(
      'max(100vw, calc(clamp(26rem, 78vh, 52rem) * 1.5))',
    );
  });

  it('gives each box its media condition, the last one none', () => {
    expect(
      coverSizes({ width: 1200, height: 1600 }, [
        { media: '(min-width: 1024px)', width: '45vw', height: 'calc(45vw * 1.25)' },
        { width: '100vw', height: 'calc(100vw * 1.25)' },
      ]),
    ).toBe(
      '(min-width: 1024px) max(45vw, calc(calc(45vw * 1.25) * 0.75)), max(100vw, calc(calc(100vw * 1.25) * 0.75))',
    );
  });

  it('keeps an aspect ratio to three decimals', () => {
    expect(coverSizes({ width: 1000, height: 700 }, [{ width: '100vw', height: '50vh' }])).toBe(
      'max(100vw, calc(50vh * 1.429))',
    );
  });
});
