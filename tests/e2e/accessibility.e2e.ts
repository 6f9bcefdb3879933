import { AxeBuilder } from '@axe-core/playwright';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { expect, test } from './fixtures.ts';
import { pageTypes } from './page-types.ts';

test.use({ allowedConsoleErrors: [/status of 404/] });

test('axe finds no violations on any page type, in either language', async ({ page, apiURL }) => {
  test.setTimeout(240_000);
  const paths = [...(await pageTypes(apiURL)).map((type) => type.path), '/this-page-does-not-exist'];
  for (const path of paths) {
    for (const language of LANGUAGES) {
      const url = localizePath(path, language);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        url,
      ).toEqual([]);
      expect.soft(await sharedAlts(page), `${url}: different images saying the same`).toEqual([]);
    }
  }
});

/**
 * The alternative texts that more than one image of the page says, where the images are not the
 * same one (docs/decisions/034-media-library.md): a screen reader would hear two pictures as one.
 * An uploaded image is known by its key, whatever size a source gives of it; decorative images
 * (`alt=""`) say nothing and are left out.
 */
async function sharedAlts(page: import('@playwright/test').Page): Promise<string[]> {
  const images = await page.locator('img[alt]:not([alt=""])').evaluateAll((elements) =>
    elements.map((element) => ({
      alt: element.getAttribute('alt') ?? '',
      source: element.getAttribute('src') ?? element.getAttribute('data-src') ?? '',
    })),
  );
  const imageOf = (source: string) => source.replace(/^.*\/uploads\/images\/([\w-]+)-\d+\.\w+$/, '$1');
  const sourcesByAlt = new Map<string, Set<string>>();
  for (const { alt, source } of images)
    sourcesByAlt.set(alt, (sourcesByAlt.get(alt) ?? new Set()).add(imageOf(source)));
  return [...sourcesByAlt].filter(([, sources]) => sources.size > 1).map(([alt]) => alt);
}
