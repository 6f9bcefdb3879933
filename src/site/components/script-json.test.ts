import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>'],
    ['a comment opener before a script tag', '<!--<script>'],
    ['a comment closer', 'end -->'],
    ['a CDATA end and entities', ']]> &amp; &lt;'],
    ['line and paragraph separators', 'one\u2028two\u2029three'],
    ['quotes and direction marks', `"double" 'single' \u200F\u202E`],
  ])('keeps %s out of the script text and gives it back unchanged', (_name, text) => {
    const json = scriptJson({ headline: text, nested: [text] });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ headline: text, nested: [text] });
  });

  it('leaves JSON without those characters as JSON.stringify writes it', () => {
    const value = { '@type': 'Organization', name: 'Tirana Group', sameAs: ['https://example.com/'] };
    expect(scriptJson(value)).toBe(JSON.stringify(value));
  });
});
