import { describe, expect, it } from 'vitest';
import { paragraphs, truncate } from './text.ts';

describe('truncate', () => {
  const long = 'a'.repeat(95);
  it('cuts at the limit and adds an ellipsis when cut', () => {
    expect(truncate('b'.repeat(80), 75)).toBe(`${'b'.repeat(75)}…`);
    expect(truncate('short', 75)).toBe('short');
  });
  it('follows the news card rule: cut at 80, ellipsis only past 90', () => {
    expect(truncate(long, 80, 90)).toBe(`${'a'.repeat(80)}…`);
    expect(truncate('c'.repeat(85), 80, 90)).toBe('c'.repeat(80));
  });
});

describe('paragraphs', () => {
  it('splits at line breaks and drops empty lines', () => {
    expect(paragraphs('One.\n\nTwo.\r\nThree.\n')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
