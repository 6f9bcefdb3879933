import type { APIRoute } from 'astro';
import { FEED_LISTS, type FeedList } from '#shared/list-feeds.ts';
import { loadFeedIndex } from '../../data/list-feeds.ts';

export const getStaticPaths = () => FEED_LISTS.map((list) => ({ params: { list } }));

/** How many feed chunks and items a long list has, so that its island knows where the list ends. */
export const GET: APIRoute = async ({ params }) => {
  const list = params.list as FeedList;
  if (!FEED_LISTS.includes(list)) return new Response(null, { status: 404 });
  return Response.json(await loadFeedIndex(list));
};
