import { describe, expect, it } from 'vitest';
import { savedSince } from './edit-conflict-text.ts';

describe('savedSince', () => {
  it('names who saved the item and when', () => {
    expect(savedSince({ changedBy: 'mira', changedAt: '2026-11-25T14:02:00.000Z' })).toMatch(
      /^mira saved it on 25 Nov 2026, \d\d:02, after you opened it\.$/,
    );
  });

  it('says someone else when the API does not know who', () => {
    expect(savedSince({ changedBy: null, changedAt: null })).toBe('Someone else saved it, after you opened it.');
    expect(savedSince(null)).toBe('Someone else saved it, after you opened it.');
  });
});
