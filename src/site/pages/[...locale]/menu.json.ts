import type { APIRoute } from 'astro';
import { loadMenuFeed } from '#site/data/menu-feed.ts';
import { eachLanguage, languageOf } from '#site/locale.ts';

// A fresh array per route: Astro keeps its lookup of a route's paths on the array it is given.
export const getStaticPaths = () => eachLanguage();

/**
 * The mega-menus' latest projects, buildings and news of one language. Kept out of every page's
 * HTML, so that an edit republishes this file instead of the whole site (docs/architecture.md#publishing).
 */
export const GET: APIRoute = async ({ params }) => Response.json(await loadMenuFeed(languageOf(params.locale)));
