import { describe, expect, it } from 'vitest';
import { daysLeftText, dependantsText, kindLabel } from './entry-text.ts';

describe('daysLeftText', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it.each([
    ['2026-12-25T12:00:00.000Z', '30 days left'],
    ['2026-12-25T11:59:59.000Z', '30 days left'],
    ['2026-11-26T12:00:00.000Z', '1 day left'],
    ['2026-11-25T12:00:01.000Z', '1 day left'],
    ['2026-11-25T12:00:00.000Z', 'last day'],
    ['2026-11-20T12:00:00.000Z', 'last day'],
  ])('says of an entry purged from %s: %s', (purgeAt, text) => {
    expect(daysLeftText(purgeAt, now)).toBe(text);
  });
});

describe('the words for an entry', () => {
  it('names its kind as the dashboard does', () => {
    expect([kindLabel('project'), kindLabel('gallery'), kindLabel('vacancy')]).toEqual([
      'Project',
      'Gallery image',
      'Job vacancy',
    ]);
  });

  it('counts what went with it, one or many', () => {
    expect(dependantsText([])).toBe('');
    expect(dependantsText([{ kind: 'gallery', count: 3 }])).toBe('3 gallery images');
    expect(dependantsText([{ kind: 'catalog', count: 1 }])).toBe('1 sales catalog');
  });
});
