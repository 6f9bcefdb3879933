import { LANGUAGES } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import { expect, test } from './fixtures.ts';
import { pageTypes } from './page-types.ts';

/** Every page type in both languages at the widths of a phone, a tablet and a desktop. */
const WIDTHS = [
  { device: 'phone', width: 375, height: 812 },
  { device: 'tablet', width: 768, height: 1024 },
  { device: 'desktop', width: 1440, height: 1000 },
];

for (const { device, width, height } of WIDTHS) {
  test.describe(`on a ${device} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    for (const language of LANGUAGES) {
      test(`every page type loads in ${language} with its content from the API, and nothing overflows sideways`, async ({
        page,
        apiURL,
      }) => {
        test.slow();
        for (const type of await pageTypes(apiURL)) {
          const path = localizePath(type.path, language);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator('html'), path).toHaveAttribute('lang', language);
          await expect(page.locator('h1').first(), path).toBeVisible();
          await expect(
            page.locator('main').getByText(type.shows(language), { exact: true }).first(),
            `${type.name}: ${path}`,
          ).toBeAttached();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}
