import { describe, expect, it } from 'vitest';
import { daysLeftText, dependantsText, entryTitle, kindLabel } from './entry-text.ts';

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

describe('entryTitle', () => {
  const lake = { en: 'Lake Residence', sq: 'Rezidenca e Liqenit' };
  it.each([
    ['project', 84, lake, 'en', 'Lake Residence'],
    ['project', 84, lake, 'sq', 'Rezidenca e Liqenit'],
    ['project', 84, { en: 'Lake Residence', sq: '' }, 'sq', 'Lake Residence'],
    ['project', 84, { en: ' ', sq: 'Rezidenca e Liqenit' }, 'en', 'Rezidenca e Liqenit'],
    ['news', 2, { en: '', sq: '' }, 'en', 'News #2'],
    ['news', 2, { en: '', sq: '' }, 'sq', 'Lajmi #2'],
    ['gallery', 40, lake, 'en', 'Image #40 of Lake Residence'],
    ['gallery', 40, lake, 'sq', 'Fotografia #40 e Rezidenca e Liqenit'],
    ['gallery', 40, { en: '', sq: '' }, 'sq', 'Fotografia e galerisë #40'],
  ] as const)('names a %s #%i titled %o, in %s: %s', (kind, entityId, titles, language, title) => {
    expect(entryTitle({ kind, entityId, titles }, language)).toBe(title);
  });
});
