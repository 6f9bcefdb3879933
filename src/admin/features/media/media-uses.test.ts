import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { placeOfUse, usesOf } from './media-uses.ts';

const inUse = (body: unknown) => new ApiRequestError(409, body);

describe('the places a refused delete names', () => {
  it('reads the uses of a 409, and none of any other refusal or an answer without them', () => {
    const uses = [{ kind: 'project', id: 3, title: 'Lake Residence', field: 'projectImageUrl' }];
    expect(usesOf(inUse({ message: 'The image is in use.', code: 'IN_USE', uses }))).toEqual(uses);
    expect(usesOf(inUse({ message: 'The image is in use.', code: 'IN_USE' }))).toEqual([]);
    expect(usesOf(new ApiRequestError(412, { message: 'Changed', code: 'PRECONDITION_FAILED', uses }))).toEqual([]);
    expect(usesOf(new Error('offline'))).toEqual([]);
  });

  it('links each place to its item’s screen, or to its list for a kind without one, and names its field', () => {
    expect(placeOfUse({ kind: 'project', id: 3, title: 'Lake Residence', field: 'projectImageUrl' }, 'en')).toEqual({
      title: 'Lake Residence',
      field: expect.any(String),
      inChanges: false,
      to: '/adminpage/viewproject/3',
    });
    const gallery = placeOfUse({ kind: 'gallery', id: 40, title: '', field: 'galleryImageUrl' }, 'sq');
    expect(gallery.to).toBe('/adminpage/listgallery');
    expect(gallery.title).toMatch(/#40$/);
    expect(placeOfUse({ kind: 'elsewhere', id: 1, title: 'Old', field: 'x' }, 'en')).toMatchObject({
      title: 'Old',
      field: 'x',
      to: null,
    });
  });

  it('names a place by its titles in the admin’s language, a collection’s image by its parent, and says when only unpublished changes show it', () => {
    const use = {
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
