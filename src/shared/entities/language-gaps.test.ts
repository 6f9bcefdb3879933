import { describe, expect, it } from 'vitest';
import { languageGaps } from './language-gaps.ts';
import { NEWS } from './news.ts';
import { VACANCY } from './vacancy.ts';

describe('an item’s texts written in one language only', () => {
  it('are those its pages show in the other language instead', () => {
    expect(languageGaps(NEWS, { newsTitle: 'Topping-out', titullLajmesh: '', newsDescription: 'On site.' })).toEqual({
      en: [],
      sq: ['title', 'description'],
    });
  });

  it('leave out an internal note and a search description: no page shows them in the other language', () => {
    const vacancy = { staffTittle: 'Engineer', titulliStaf: 'Inxhinier', staffDescriptionOne: 'Ask Mira.' };
    expect(languageGaps(VACANCY, { ...vacancy, searchDescription: 'A site engineer for the Tower.' })).toEqual({
      en: [],
      sq: [],
    });
  });
});
