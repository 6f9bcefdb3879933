import { describe, expect, it } from 'vitest';
import { projectResource } from '../projects/project-resource.ts';
import { unitResource } from '../units/unit-resource.ts';
import { vacancyResource } from '../vacancies/vacancy-resource.ts';
import { changesOf, comparedFields, differingFields, labelsOf } from './compared-fields.ts';

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

  it('names a choice a version changed with the value it took: a unit’s status changed in its row', () => {
    const version = {
      version: 3,
      operation: 'update' as const,
      restoredFrom: null,
      actor: 'viewer',
      at: '2026-12-06T09:46:00.000Z',
      changed: ['status', 'price'],
      fields: { status: 'sold', price: 142000 },
      missingFiles: [],
    };
    expect(changesOf(comparedFields(unitResource, 'en'), version, 'en')).toEqual(['Status → Sold', 'Price']);
    expect(changesOf(comparedFields(unitResource, 'sq'), version, 'sq')).toEqual(['Gjendja → E shitur', 'Çmimi']);
  });
});
