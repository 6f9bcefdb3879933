import { describe, expect, it } from 'vitest';
import type { PublishOperation } from '#shared/publish-tags.ts';
import { changeTags, type PublishRules, type WrittenRows } from './change-tags.ts';

const rules: PublishRules = {
  tags: (id, row) => [`building:${id}`, 'building:list', `city:${String(row.city)}`],
  neighbour: (id) => `building:${id}`,
  deleted: (id) => [`catalog:building:${id}`],
};

const CASES: [string, PublishOperation, WrittenRows, string[]][] = [
  [
    'a create names the row and both neighbours',
    'create',
    { after: { city: 'Tirana' }, neighbours: { prev: 4, next: 9 } },
    ['building:7', 'building:list', 'city:Tirana', 'building:4', 'building:9'],
  ],
  [
    'a create at the end skips the missing neighbour',
    'create',
    { after: { city: 'Tirana' }, neighbours: { prev: 4, next: null } },
    ['building:7', 'building:list', 'city:Tirana', 'building:4'],
  ],
  [
    'an update names the row before and after, each tag once, and no neighbours',
    'update',
    { before: { city: 'Tirana' }, after: { city: 'Durrës' }, neighbours: { prev: 4, next: 9 } },
    ['building:7', 'building:list', 'city:Tirana', 'city:Durrës'],
  ],
  [
    'a delete adds what goes with the row',
    'delete',
    { before: { city: 'Tirana' }, neighbours: { prev: null, next: 9 } },
    ['building:7', 'building:list', 'city:Tirana', 'building:9', 'catalog:building:7'],
  ],
];

describe('changeTags', () => {
  it.each(CASES)('%s', (_name, operation, rows, expected) => {
    expect(changeTags(rules, operation, 7, rows)).toEqual(expected);
  });

  it('names only the row for kinds without neighbours or dependants', () => {
    const gallery: PublishRules = { tags: (_id, image) => [`gallery:${String(image.projectId)}`] };
    expect(changeTags(gallery, 'delete', 3, { before: { projectId: 5 }, neighbours: { prev: 2, next: 4 } })).toEqual([
      'gallery:5',
    ]);
  });
});
