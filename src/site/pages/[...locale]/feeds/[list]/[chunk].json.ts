import type { APIRoute } from 'astro';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import type { FeedKind } from '#shared/list-feeds.ts';
import { FEED_KINDS, loadChunkCards } from '#site/data/list-feeds.ts';
import { feedChunkParams } from '#site/data/page-params.ts';
import { languageOf, localeParam } from '#site/locale.ts';

export async function getStaticPaths() {
  const chunks = await feedChunkParams();
  return LANGUAGES.flatMap((language) =>
    chunks.map((params) => ({ params: { locale: localeParam(language), ...params } })),
  );
}

/** One chunk of a long list's cards in one language, for the list's island to add as visitors ask for more. */
export const GET: APIRoute = async ({ params }) => {
  const kind = params.list as FeedKind;
  const chunk = Number(params.chunk);
  if (!FEED_KINDS.includes(kind) || !Number.isInteger(chunk) || chunk < 0) return new Response(null, { status: 404 });
  return Response.json(await loadChunkCards(kind, chunk, languageOf(params.locale)));
};
