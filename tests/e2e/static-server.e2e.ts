import { expect, test } from './fixtures.ts';

test.describe('the static server', () => {
  test.describe('for an unknown path', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('answers with the bilingual 404 page and status 404', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Faqja nuk u gjet' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  });

  test('sends the headers a CDN would: HTML revalidated and pre-compressed, hashed assets immutable, security headers', async ({
    request,
  }) => {
    const html = await request.get('/news');
    expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(html.headers()['x-content-type-options']).toBe('nosniff');
    expect(html.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // The brotli file the publisher wrote beside the page, picked by the request's Accept-Encoding.
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers().vary).toContain('accept-encoding');
    const body = await html.text();
    expect(body).toContain('http-equiv="content-security-policy"');
    const asset = body.match(/\/_astro\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset, 'a hashed asset').toBeTruthy();
    expect((await request.get(asset as string)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('every page, both languages, the 404 page and the admin forbid <base>, plugins and framing', async ({
    request,
  }) => {
    for (const url of [
      '/',
      '/en/news',
      '/no/such/page',
      '/en/no/such/page',
      '/adminpage',
      '/adminpage/listnews',
      '/loginadmin',
    ]) {
      const response = await request.get(url);
      const header = response.headers()['content-security-policy'] ?? '';
      for (const directive of ["base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'"]) {
        expect(header, `${directive} in the header of ${url}`).toContain(directive);
      }
      const meta =
        /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
      expect(meta, `the page policy of ${url}`).toContain("base-uri 'none'");
      expect(meta).toContain("object-src 'none'");
    }
  });

  test('forwards /uploads/ to the API, so files share the site’s origin', async ({ request, apiURL }) => {
    const [project] = await (await request.get(`${apiURL}/projects/get/all`)).json();
    const image = await request.get(project.projectImageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  test('publishes a sitemap index whose files list every page in both languages with their alternates, and robots.txt pointing at it', async ({
    request,
    baseURL,
    apiURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(files).toContain('/sitemaps/pages/0.xml');
    const listed = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
    expect(listed).toContain(`<loc>${origin}/news</loc>`);
    expect(listed).toContain(`<loc>${origin}/en/news</loc>`);
    expect(listed).toContain('hreflang="x-default"');
    const [project] = await (await request.get(`${apiURL}/projects/get/all`)).json();
    expect(listed).toContain(`<loc>${origin}/en/vilalproject/${project.projectId}</loc>`);
    const [building] = await (await request.get(`${apiURL}/building/get/mini`)).json();
    expect(listed).toContain(`<loc>${origin}/salescatalogdetails/${building.buildingId}/1</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
