import { describe, expect, it } from 'vitest';
import { escapeXml, urlSet } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it.each([
    ['markup', '<b data-hostile="1">', '&lt;b data-hostile=&quot;1&quot;&gt;'],
    ['a CDATA end', ']]>', ']]&gt;'],
    ['entities, escaped once more', '&amp; &', '&amp;amp; &amp;'],
    ['single quotes', "it's", 'it&apos;s'],
  ])('escapes %s for text and quoted attributes', (_name, text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it('writes each page in both languages with its alternates', () => {
    expect(urlSet(['/news'], new URL('https://example.com'))).toContain(
      '<url><loc>https://example.com/en/news</loc><xhtml:link rel="alternate" hreflang="sq" href="https://example.com/news"/>',
    );
  });
});
