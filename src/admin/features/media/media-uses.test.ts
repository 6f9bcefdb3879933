import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import type { MediaUse } from '#shared/payloads/media-library.ts';
import { placeOfUse, usesOf } from './media-uses.ts';

const inUse = (body: unknown) => new ApiRequestError(409, body);

const projectUse: MediaUse = {
  kind: 'project',
  id: 3,
  field: 'projectImageUrl',
  titles: { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' },
  parent: null,
  inChanges: false,
};

describe('the places a refused delete names', () => {
  it('reads the uses of a 409, and none of any other refusal or an answer without them', () => {
    const uses = [projectUse];
    expect(usesOf(inUse({ message: 'The image is in use.', code: 'IN_USE', uses }))).toEqual(uses);
    expect(usesOf(inUse({ message: 'The image is in use.', code: 'IN_USE' }))).toEqual([]);
    expect(usesOf(new ApiRequestError(412, { message: 'Changed', code: 'PRECONDITION_FAILED', uses }))).toEqual([]);
    expect(usesOf(new Error('offline'))).toEqual([]);
  });

  it('refuses a place of a kind the API does not have', () => {
    const uses = [{ ...projectUse, kind: 'elsewhere' }];
    expect(usesOf(inUse({ message: 'The image is in use.', code: 'IN_USE', uses }))).toEqual([]);
  });
});

describe('a place that shows an image', () => {
  it('links to its item’s screen, or to its list for a kind without one, and names its field', () => {
    expect(placeOfUse(projectUse, 'en')).toEqual({
      key: 'project:3:projectImageUrl:false',
      title: 'Lake Residence',
      field: expect.any(String),
      inChanges: false,
      to: '/adminpage/viewproject/3',
    });
    const gallery = placeOfUse(
      { ...projectUse, kind: 'gallery', id: 40, field: 'galleryImageUrl', titles: null },
      'sq',
    );
    expect(gallery.to).toBe('/adminpage/listgallery');
    expect(gallery.title).toMatch(/#40$/);
  });

  it('names a collection’s image by its parent, in the admin’s language, else the other, and says when only unpublished changes show it', () => {
    const use: MediaUse = {
      kind: 'gallery',
      id: 40,
      field: 'galleryImageUrl',
      titles: { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' },
      parent: { kind: 'project', id: 3 },
      inChanges: true,
    };
    expect(placeOfUse(use, 'sq')).toMatchObject({
      title: 'Rezidenca e Liqenit',
      inChanges: true,
      to: '/adminpage/viewproject/3',
    });
    expect(placeOfUse({ ...use, titles: { en: 'Lake Residence', sq: '' } }, 'sq').title).toBe('Lake Residence');
  });
});
