import { describe, expect, it } from 'vitest';
import { projectResource } from '../projects/project-resource.ts';
import { vacancyResource } from '../vacancies/vacancy-resource.ts';
import { comparedFields, differingFields, labelsOf } from './compared-fields.ts';

describe('the fields an item’s history compares', () => {
  it('labels each field as the form does, Albanian beside English, then the files', () => {
    const fields = comparedFields(vacancyResource);
    expect(fields.map((field) => [field.name, field.label])).toEqual([
      ['titulliStaf', 'Job title (Albanian)'],
      ['staffTittle', 'Job title (English)'],
      ['pershkrimiStafNje', 'Internal note (Albanian)'],
      ['staffDescriptionOne', 'Internal note (English)'],
      ['pershkrimiStafDy', 'Description (Albanian)'],
      ['staffDescriptionTwo', 'Description (English)'],
      ['pershkrimiKerkimit', 'Summary for search results (Albanian)'],
      ['searchDescription', 'Summary for search results (English)'],
      ['socialImageUrl', 'Image for shared links'],
    ]);
    expect(comparedFields(projectResource).slice(-2)).toMatchObject([
      { name: 'projectImageUrl', kind: 'file' },
      { name: 'socialImageUrl', kind: 'file' },
    ]);
  });

  it('finds the fields that differ, an empty text the same as none, leaving out those the version lacks', () => {
    const fields = comparedFields(vacancyResource);
    const version = { staffTittle: 'Engineer', titulliStaf: '', staffDescriptionTwo: null };
    const current = {
      staffTittle: 'Site engineer',
      titulliStaf: null,
      staffDescriptionTwo: '',
      pershkrimiStafDy: 'Ri',
    };
    expect(differingFields(fields, version, current).map((field) => field.name)).toEqual(['staffTittle']);
  });

  it('names changed fields by their labels, the focal points too, and an unknown one by its name', () => {
    expect(labelsOf(comparedFields(vacancyResource), ['titulliStaf', 'focalPoints', 'newsDate'], 'en')).toEqual([
      'Job title (Albanian)',
      'Focal points',
      'newsDate',
    ]);
    expect(labelsOf(comparedFields(projectResource, 'sq'), ['focalPoints'], 'sq')).toEqual(['Pikat e fokusit']);
  });
});
