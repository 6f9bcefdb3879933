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
    }
  }
});
