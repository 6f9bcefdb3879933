import { describe, expect, it } from 'vitest';
import { linkCardImage } from './link-card-image.ts';

const mainImage = (item: Record<string, unknown>) => item.projectImageUrl as string | null | undefined;
const saved = { socialImageUrl: null, projectImageUrl: '/uploads/images/saved-main-1600.webp', imageSets: {} };

describe('the picture of a shared link’s card', () => {
  it.each([
    ['the saved main picture, with nothing chosen', saved, {}, '/uploads/images/saved-main-1600.webp'],
    [
      'a main picture chosen from the library, before the save',
      saved,
      { projectImageUrl: '/uploads/images/chosen-1200.webp' },
      '/uploads/images/chosen-1200.webp',
    ],
    [
      'an image for shared links chosen, over any main picture',
      saved,
      { socialImageUrl: 'blob:http://localhost/card', projectImageUrl: '/uploads/images/chosen-1200.webp' },
      'blob:http://localhost/card',
    ],
    [
      'the saved image for shared links, over a main picture chosen',
      { ...saved, socialImageUrl: '/uploads/images/card-1200.webp' },
      { projectImageUrl: '/uploads/images/chosen-1200.webp' },
      '/uploads/images/card-1200.webp',
    ],
    [
      'a new item’s main picture chosen',
      null,
      { projectImageUrl: 'blob:http://localhost/main' },
      'blob:http://localhost/main',
    ],
    ['nothing, for a new item with none chosen', null, {}, null],
  ])('is %s', (_, item, unsaved, expected) => {
    expect(linkCardImage(item, unsaved, mainImage)).toBe(expected);
  });

  it('is only the image for shared links of a kind without a main picture', () => {
    expect(linkCardImage({ socialImageUrl: null }, { projectImageUrl: '/x.webp' })).toBeNull();
    expect(linkCardImage({ socialImageUrl: null }, { socialImageUrl: '/card.webp' })).toBe('/card.webp');
  });
});
