import type { APIRoute } from 'astro';
import type { SitemapSection } from '#shared/sitemap.ts';
import { sitemapChunkPath } from '#shared/sitemap.ts';
import { siteUrl } from '#site/data/site-url.ts';
import { escapeXml } from '../components/sitemap-xml.ts';
import { sitemapChunkParams } from '../data/page-params.ts';

/** The sitemap's index: one file for the fixed pages and one per range of ids of each kind of page. */
export const GET: APIRoute = async ({ site }) => {
  const origin = siteUrl(site);
  const entries = (await sitemapChunkParams()).map(
    ({ section, chunk }) =>
      `<sitemap><loc>${escapeXml(new URL(sitemapChunkPath(section as SitemapSection, Number(chunk)), origin).href)}</loc></sitemap>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
