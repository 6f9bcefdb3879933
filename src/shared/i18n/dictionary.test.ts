import { describe, expect, it } from 'vitest';
import { stringsFor } from './dictionary.ts';

describe('the dictionary', () => {
  it('has every key in both languages, none empty', () => {
    const english = stringsFor('en');
    const albanian = stringsFor('sq');
    expect(Object.keys(albanian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of [...Object.entries(english), ...Object.entries(albanian)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('carries the messages of docs/product.md#error-messages word for word in English', () => {
    const english = stringsFor('en');
    expect(english.formSuccess).toBe('Form created successfully!');
    expect(english.formFailure).toBe('Something went wrong. Please try again.');
    expect(english.noCategoryOptions).toBe('There are no options for this category.');
    expect(english.pdfLinkCopied).toBe('PDF link copied to clipboard!');
    expect(stringsFor('sq').noVacancies).toBe('Nuk ka asnjë pozicion vakant për momentin.');
  });
});
