import type { APIRoute } from 'astro';
import type { FeedKind } from '#shared/list-feeds.ts';
import { FEED_KINDS, loadFeedIndex } from '#site/data/list-feeds.ts';

export const getStaticPaths = () => FEED_KINDS.map((list) => ({ params: { list } }));

/** A long list's order and how many feed chunks and items it has, so that its island knows where the list ends. */
export const GET: APIRoute = async ({ params }) => {
  const kind = params.list as FeedKind;
  if (!FEED_KINDS.includes(kind)) return new Response(null, { status: 404 });
  return Response.json(await loadFeedIndex(kind));
};
