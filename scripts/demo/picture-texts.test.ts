import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { assetFile } from './assets.ts';
import { PICTURE_TEXTS, pictureTextOf } from './picture-texts.ts';

/** About what a screen reader says in one go, as WCAG's techniques advise for alternative texts. */
const MAX_TEXT_CHARS = 125;

const TEXTS = Object.values(PICTURE_TEXTS).flatMap(({ altEn, altSq }) => [altEn, altSq]);

/** The file of every picture in assets/pictures and assets/scale, each named relative to assets. */
async function pictureFiles(): Promise<string[]> {
  const folders = ['pictures', 'scale'];
  const names = await Promise.all(folders.map((folder) => readdir(assetFile(folder))));
  return folders.flatMap((folder, n) =>
    (names[n] ?? []).filter((name) => name.endsWith('.webp')).map((name) => `${folder}/${name}`),
  );
}

describe('the demo pictures’ texts', () => {
  it('give every picture of the demo and of the scale pool a text in English and in Albanian', async () => {
    const files = await pictureFiles();
    expect(files.length).toBeGreaterThanOrEqual(88);
    for (const file of files) {
      const { altEn, altSq } = pictureTextOf(assetFile(file));
      expect(altEn.trim(), file).not.toBe('');
      expect(altSq.trim(), file).not.toBe('');
    }
  });

  it('are of pictures that are in the assets', async () => {
    const names = new Set((await pictureFiles()).map((file) => file.replace(/^\w+\//, '')));
    expect(Object.keys(PICTURE_TEXTS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('say of each picture what no other says, in either language', () => {
    const repeated = TEXTS.filter((text, index) => TEXTS.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('are each one short sentence that neither announces an image nor names a file', () => {
    for (const text of TEXTS) {
      expect(text.length, text).toBeLessThanOrEqual(MAX_TEXT_CHARS);
      expect(text, 'starts as a sentence').toMatch(/^\p{Lu}/u);
      expect(text, 'one sentence').not.toMatch(/[.!?](\s|$)/);
      expect(text).not.toMatch(/\b(image|picture|photo|photograph|illustration|imazh|foto|fotografi|ilustrim)\w*\b/i);
      expect(text).not.toMatch(/\.webp|[a-z]-\d\b/);
    }
  });

  it('refuses a picture it has no texts for, naming it', () => {
    expect(() => pictureTextOf(assetFile('pictures/tower-9.webp'))).toThrow(/tower-9\.webp has no alternative texts/);
  });
});
