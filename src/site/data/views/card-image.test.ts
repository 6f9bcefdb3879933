import { describe, expect, it } from 'vitest';
import { described, picture } from '#tests/fixtures/image-sets.ts';
import { cardImage, shownImage } from './card-image.ts';

describe('an image field as a page draws it', () => {
  it('says its image’s text, the picture alone beside it', () => {
    expect(shownImage('/i.webp', described('The lobby', 'Holli'), 'sq', 'Kulla A')).toEqual({
      src: '/i.webp',
      set: picture,
      alt: 'Holli',
    });
  });

  it('says the other language’s text with its language where the page’s is empty', () => {
    expect(shownImage('/i.webp', described('The lobby', ''), 'sq', 'Kulla A')).toMatchObject({
      alt: 'The lobby',
      altLang: 'en',
    });
  });

  it('says what the page said before where the image has no text, and nothing where it is decorative', () => {
    expect(shownImage('/i.webp', described('', ''), 'en', 'Floor plan of B2-07-04')).toEqual({
      ...cardImage('/i.webp', picture),
      alt: 'Floor plan of B2-07-04',
    });
    expect(shownImage('/i.webp', described('The lobby', 'Holli', true), 'en', 'Tower A')?.alt).toBe('');
  });

  it('is nothing where the field has no image', () => {
    expect(shownImage(null, null, 'en', 'Tower A')).toBeNull();
    expect(shownImage('/i.webp', null, 'en', 'Tower A')).toBeNull();
  });
});
