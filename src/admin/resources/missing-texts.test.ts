import { describe, expect, test } from 'vitest';
import { projectResource } from '../features/projects/project-resource.ts';
import { vacancyResource } from '../features/vacancies/vacancy-resource.ts';
import { listOf, missingTexts, neededLabels, offSiteNote } from './missing-texts.ts';

describe('missingTexts', () => {
  test('nothing is missing when every text is in both languages or in neither', () => {
    const values = { projectTitle: 'Astir Centre', titulliProjekti: 'Qendra Astir', projectAddress: '  ' };
    expect(missingTexts(projectResource, values)).toBeNull();
  });

  test('an item without a title in either language is off the site', () => {
    expect(missingTexts(projectResource, { projectTitle: ' ', projectAddress: 'Rruga e Kavajës 10' })).toEqual({
      offSite: true,
      englishOnly: [{ en: 'Address', sq: 'Adresa' }],
      albanianOnly: [],
    });
  });

  test('texts in one language only are named by their labels, per language', () => {
    const values = { projectTitle: 'Astir Centre', pershkrimiProjekti: 'Një qendër tregtare.' };
    expect(missingTexts(projectResource, values)).toEqual({
      offSite: false,
      englishOnly: [{ en: 'Title', sq: 'Titulli' }],
      albanianOnly: [{ en: 'Description', sq: 'Përshkrimi' }],
    });
  });

  test('a note staff keep for themselves is never asked about', () => {
    const internal = vacancyResource.rows.find((row) => row.label.en === 'Internal note');
    if (!internal || !('en' in internal)) throw new Error('The vacancy form has no internal note');
    const values = { staffTittle: 'Site engineer', titulliStaf: 'Inxhinier kantieri', [internal.en.name]: 'For HR' };
    expect(missingTexts(vacancyResource, values)).toBeNull();
  });
});

describe('the words the admin uses', () => {
  test.each([
    [[], ''],
    [['Title'], 'Title'],
    [['Title', 'Description'], 'Title and description'],
    [['Title', 'Address', 'Description'], 'Title, address and description'],
  ])('listOf(%j) is "%s"', (labels, text) => expect(listOf(labels)).toBe(text));

  test('a project needs its title, and says so when it has none', () => {
    expect(neededLabels(projectResource)).toEqual([{ en: 'Title', sq: 'Titulli' }]);
    expect(offSiteNote(projectResource)).toBe('Not on the site: needs a title');
    expect(offSiteNote(projectResource, 'sq')).toBe('Jo në faqe: i duhet titulli');
  });
});
