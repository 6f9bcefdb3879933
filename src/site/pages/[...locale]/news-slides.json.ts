import type { APIRoute } from 'astro';
import { loadNewsSlides } from '../../data/news-slides.ts';
import { eachLanguage, languageOf } from '../../locale.ts';

export const getStaticPaths = () => eachLanguage();

/** The news slider's items of one language (data/news-slides.ts). */
export const GET: APIRoute = async ({ params }) => Response.json(await loadNewsSlides(languageOf(params.locale)));
