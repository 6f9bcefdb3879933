import { describe, expect, it } from 'vitest';
import { described, picture } from '#tests/fixtures/image-sets.ts';
import { imageAlt, pictureSetOf } from './image-alt.ts';

describe('an image’s alternative text on a page', () => {
  it('is its text in the page’s language', () => {
    expect(imageAlt(described('The lobby', 'Holli'), 'sq', 'Kulla A')).toEqual({ alt: 'Holli' });
    expect(imageAlt(described('The lobby', 'Holli'), 'en', 'Tower A')).toEqual({ alt: 'The lobby' });
  });

  it('is its text in the other language, marked with that language, where the page’s is empty', () => {
    expect(imageAlt(described('The lobby', '  '), 'sq', 'Kulla A')).toEqual({ alt: 'The lobby', altLang: 'en' });
  });

  it('is what the page said before, exactly, where the image has no text or is not of the library', () => {
    expect(imageAlt(described('', ''), 'en', 'Tower A, picture 2')).toEqual({ alt: 'Tower A, picture 2' });
    expect(imageAlt(picture, 'en', 'Tower A')).toEqual({ alt: 'Tower A' });
    expect(imageAlt(null, 'sq', 'Kulla A')).toEqual({ alt: 'Kulla A' });
  });

  it('is empty for a decorative image, whatever its texts', () => {
    expect(imageAlt(described('The lobby', 'Holli', true), 'en', 'Tower A')).toEqual({ alt: '' });
  });

  it('leaves the picture alone for islands, without which image it is or its texts', () => {
    expect(pictureSetOf(described('The lobby', 'Holli'))).toEqual(picture);
  });
});
