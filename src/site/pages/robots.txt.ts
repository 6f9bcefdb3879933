import type { APIRoute } from 'astro';
import { siteUrl } from '#site/data/site-url.ts';

// It reads no data: the publisher's server build writes it with the site's code.
export const prerender = true;

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', siteUrl(site)).href;
  return new Response(
    `User-agent: *\nAllow: /\nDisallow: /adminpage\nDisallow: /loginadmin\nDisallow: /preview/\n\nSitemap: ${sitemap}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
};
