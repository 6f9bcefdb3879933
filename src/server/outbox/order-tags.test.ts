import { describe, expect, it } from 'vitest';
import type { PublishRules } from './change-tags.ts';
import { type OrderChange, orderTags } from './order-tags.ts';

const projects: PublishRules = {
  tags: (id) => [`project:${id}`, `feed:project:${id > 48 ? 1 : 0}`],
  lists: ['project:list'],
  neighbour: (id) => `project:${id}`,
};
const gallery: PublishRules = { tags: (_id, row) => [`gallery:${String(row.projectId)}`] };

const CASES: [string, PublishRules, OrderChange, string[]][] = [
  ['the same order changes nothing', projects, { before: [1, 2, 3], after: [1, 2, 3], row: {} }, []],
  [
    'a swap names both items, their neighbours, the list and the page set',
    projects,
    { before: [1, 2, 3, 4], after: [1, 3, 2, 4], row: {}, pageSet: 'pageset:project' },
    ['project:3', 'feed:project:0', 'project:2', 'project:1', 'project:4', 'project:list', 'pageset:project'],
  ],
  [
    'a move to the end names the items whose place or neighbours changed, not the others',
    projects,
    { before: [1, 2, 3, 4, 5], after: [1, 2, 4, 5, 3], row: {} },
    ['project:4', 'feed:project:0', 'project:5', 'project:3', 'project:2', 'project:list'],
  ],
  [
    "a parent's images name the parent's gallery once",
    gallery,
    { before: [7, 8, 9], after: [9, 7, 8], row: { projectId: 3 } },
    ['gallery:3'],
  ],
];

describe('orderTags', () => {
  it.each(CASES)('%s', (_name, rules, change, expected) => {
    expect(orderTags(rules, change)).toEqual(expected);
  });
});
