import type { APIRoute } from 'astro';
import { SITEMAP_SECTIONS, type SitemapSection } from '#shared/sitemap.ts';
import { urlSet } from '#site/components/sitemap-xml.ts';
import { sitemapChunkPages, sitemapChunkParams } from '#site/data/page-params.ts';
import { siteUrl } from '#site/data/site-url.ts';

export const getStaticPaths = async () => (await sitemapChunkParams()).map((params) => ({ params }));

/** One file of the sitemap: the pages of one range of ids of one kind, in both languages. */
export const GET: APIRoute = async ({ params, site }) => {
  const section = params.section as SitemapSection;
  const chunk = Number(params.chunk);
  if (!SITEMAP_SECTIONS.includes(section) || !Number.isInteger(chunk) || chunk < 0)
    return new Response(null, { status: 404 });
  const xml = urlSet(await sitemapChunkPages(section, chunk), siteUrl(site));
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
