import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

/** One page of every type, found through the API so that ids match the seeded data. */
async function pageTypes(apiURL: string): Promise<string[]> {
  const read = async (path: string) => (await fetch(`${apiURL}${path}`)).json();
  const [projects, buildings, news, vacancies] = await Promise.all([
    read('/projects/get/all'),
    read('/building/get/mini'),
    read('/news/get/mini'),
    read('/staff/get/mini'),
  ]);
  return [
    '/',
    '/ourcompany',
    `/vilalproject/${projects[0].projectId}`,
    '/salescatalog',
    `/secondstep/${buildings[0].buildingId}`,
    `/salescatalogdetails/${buildings[0].buildingId}/1`,
    '/news',
    `/newsdetails/${news[0].newsId}`,
    '/staff',
    '/listedjobs',
    `/jobdetails/${vacancies[0].staffId}`,
    '/terms',
    '/this-page-does-not-exist',
  ];
}

test.use({ allowedConsoleErrors: [/status of 404/] });

test('axe finds no violations on any page type, in either language', async ({ page, apiURL }) => {
  test.setTimeout(240_000);
  for (const path of await pageTypes(apiURL)) {
    for (const prefix of ['', '/en']) {
      const url = prefix && path === '/' ? '/en/' : `${prefix}${path}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        url,
      ).toEqual([]);
    }
  }
});
