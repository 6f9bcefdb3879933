import { describe, expect, it } from 'vitest';
import { MAX_ALT_TEXT_CHARS } from '../constants.ts';
import { lacksAltText, MediaInputSchema } from './media.ts';

describe('MediaInputSchema', () => {
  it.each([
    ['a JSON boolean', { decorative: true }, true],
    ['form data text', { decorative: 'true' }, true],
    ['form data text for no', { decorative: 'false' }, false],
  ])('reads decorative from %s', (_, given, decorative) => {
    expect(MediaInputSchema.parse(given).decorative).toBe(decorative);
  });

  it('keeps what a write leaves out', () => {
    expect(MediaInputSchema.parse({ altEn: 'A tower at dusk' })).toEqual({ altEn: 'A tower at dusk' });
  });

  it("takes the image's point as every image field takes its own, by field", () => {
    expect(MediaInputSchema.parse({ focalPoints: '{"imageUrl":{"x":30,"y":20}}' }).focalPoints).toEqual({
      imageUrl: { x: 30, y: 20 },
    });
    expect(MediaInputSchema.safeParse({ focalPoints: { projectImageUrl: { x: 30, y: 20 } } }).success).toBe(false);
  });

  it('refuses an alternative text past its length and a point outside the image', () => {
    expect(MediaInputSchema.safeParse({ altSq: 'a'.repeat(MAX_ALT_TEXT_CHARS + 1) }).success).toBe(false);
    expect(MediaInputSchema.safeParse({ focalPoints: { imageUrl: { x: 101, y: 50 } } }).success).toBe(false);
  });
});

describe('lacksAltText', () => {
  it.each([
    [{ altEn: '', altSq: '', decorative: false }, true],
    [{ altEn: '  ', altSq: '', decorative: false }, true],
    [{ altEn: '', altSq: '', decorative: true }, false],
    [{ altEn: '', altSq: 'Një kullë në muzg', decorative: false }, false],
  ])('of %o is %s', (media, lacks) => {
    expect(lacksAltText(media)).toBe(lacks);
  });
});
