import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPage, launchBrowser, type PageExpectations, xmlProblem } from './page-inspection.ts';

const POLICY = `<meta http-equiv="content-security-policy" content="default-src 'self'">`;
const page = (head: string, body: string) =>
  `<!doctype html><html><head>${POLICY}${head}</head><body>${body}</body></html>`;
const CLEAN = page(
  '<title>Tower | Site</title><script type="application/ld+json">{"headline":"Tower"}</script>',
  '<h1>Tower</h1><p>01 Tower</p>',
);

/** The hostile-content test is only as good as its inspection: each of its checks, seen to fire. */
describe('the inspection of a page for injected markup', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  const inspect = async (html: string, expected: PageExpectations = {}, javaScriptEnabled = true) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const tab = await context.newPage();
    await tab.setContent(html);
    const problems = await tab.evaluate(inspectPage, { hostileName: 'hostile', expected });
    await context.close();
    return problems;
  };

  it('finds nothing on a clean page that shows what it should', async () => {
    const expected = {
      documentTitle: 'Tower | Site',
      texts: ['Tower'],
      textsWithin: ['Tower'],
      structuredData: { headline: 'Tower' },
    };
    expect(await inspect(CLEAN, expected)).toEqual([]);
  });

  it.each([
    ['an injected attribute', page('', '<p data-hostile="1">x</p>'), 'has an attribute data-hostile'],
    ['an injected element', page('', '<hostile-mark></hostile-mark>'), 'an element <hostile-mark>'],
    [
      'injected markup in a template',
      page('', '<template><b data-hostile="1"></b></template>'),
      'has an attribute data-hostile',
    ],
    ['a second meta http-equiv', page('', '<meta http-equiv="refresh" content="600">'), 'a meta http-equiv="refresh"'],
    // Without the policy, which would block the inline script.
    ['a script that ran', '<!doctype html><script>window.__hostile = 1</script>', 'window.__hostile is set'],
    [
      'a JSON-LD block that does not parse',
      page('<script type="application/ld+json">{"headline":"</script>', ''),
      'does not parse',
    ],
  ])('reports %s', async (_name, html, problem) => {
    expect((await inspect(html)).join('\n')).toContain(problem);
  });

  it('reports a title, a text or a JSON-LD value that is not the one given', async () => {
    const problems = await inspect(CLEAN, {
      documentTitle: 'Other | Site',
      texts: ['01'],
      textsWithin: ['Other'],
      structuredData: { headline: 'Other' },
    });
    expect(problems).toEqual([
      'document.title is "Tower | Site", not "Other | Site"',
      'no element shows exactly "01"',
      'no element shows "Other"',
      'no JSON-LD carries headline = "Other" (it has "[\\"Tower\\"]")',
    ]);
  });

  it('sees an alt that closes its noscript become markup only when script is enabled', async () => {
    const html = page('', '<picture><noscript><img alt="</noscript><b data-hostile=1>"></noscript></picture>');
    expect(await inspect(html, {}, true)).toEqual(['<b> has an attribute data-hostile="1"']);
    expect(await inspect(html, {}, false)).toEqual([]);
  });

  it('tells well-formed XML from XML that is not', async () => {
    const tab = await browser.newPage();
    expect(
      await tab.evaluate(xmlProblem, '<urlset><url><loc>https://example.com/?a=1&amp;b=2</loc></url></urlset>'),
    ).toBeNull();
    expect(
      await tab.evaluate(xmlProblem, '<urlset><url><loc>https://example.com/?a=1&b=2</loc></url></urlset>'),
    ).toBeTruthy();
    expect(await tab.evaluate(xmlProblem, '<urlset><loc>]]></loc></urlset>')).toBeTruthy();
    await tab.close();
  });
});
