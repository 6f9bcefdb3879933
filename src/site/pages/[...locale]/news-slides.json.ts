import type { APIRoute } from 'astro';
import { loadNewsSlides } from '#site/data/news-slides.ts';
import { eachLanguage, languageOf } from '#site/locale.ts';

export const getStaticPaths = () => eachLanguage();

/** The news slider's items of one language (data/news-slides.ts). */
export const GET: APIRoute = async ({ params }) => Response.json(await loadNewsSlides(languageOf(params.locale)));
