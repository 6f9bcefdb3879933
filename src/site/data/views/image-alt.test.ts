import { describe, expect, it } from 'vitest';
import type { ImageSet } from '#shared/schemas/common.ts';
import { imageAlt, pictureSetOf } from './image-alt.ts';

const picture = { width: 960, height: 640, avif: '/a 960w', webp: '/w 960w', focalPoint: { x: 50, y: 50 } };
const described = (en: string, sq: string, decorative = false): ImageSet => ({
  ...picture,
  mediaId: 7,
  alt: { en, sq },
  decorative,
});

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
