import { useCallback, useRef, useState } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import { localizePath } from '#shared/i18n/localized-paths.ts';
import {
  type FeedIndex,
  type FeedKind,
  feedChunkPath,
  feedChunksInOrder,
  feedIndexPath,
  mergeFeedCards,
} from '#shared/list-feeds.ts';

export type FeedStatus = 'idle' | 'loading' | 'failed';

export interface Feed<T> {
  /** The cards known so far: the page's first ones, then those of the chunks read, in the list's order. */
  cards: T[];
  /** Every card of the list is known. */
  complete: boolean;
  /** How many items the list has, once its index has been read. */
  total: number | null;
  status: FeedStatus;
  /** Reads chunks until at least `count` cards are known (Infinity: all of them) or the list ends. */
  want: (count: number) => void;
}

async function readJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A long list as a visitor pages through it (#shared/list-feeds.ts): the page's first cards, and
 * the published chunks read in the list's order as more are wanted. One read runs at a time; a
 * failed read leaves what is shown, says so, and is tried again on the next `want`.
 */
export function useFeed<T extends { id: number }>(
  list: FeedKind,
  language: Language,
  first: T[],
  more: boolean,
): Feed<T> {
  const [state, setState] = useState<Omit<Feed<T>, 'want'>>({
    cards: first,
    complete: !more,
    total: more ? null : first.length,
    status: 'idle',
  });
  // `read` holds every card read, `cards` the beginning of the list they make.
  const progress = useRef({
    cards: first,
    read: first,
    index: null as FeedIndex | null,
    chunks: [] as number[],
    next: 0,
  });
  const wanted = useRef(0);
  const reading = useRef(false);

  const read = useCallback(async () => {
    const known = progress.current;
    reading.current = true;
    setState((current) => ({ ...current, status: 'loading' }));
    try {
      known.index ??= await readJson<FeedIndex>(feedIndexPath(list));
      const { index } = known;
      known.chunks = feedChunksInOrder(index);
      while (known.cards.length < wanted.current && known.next < known.chunks.length) {
        const chunk = known.chunks[known.next] as number;
        const cards = await readJson<T[]>(localizePath(feedChunkPath(list, chunk), language));
        known.next += 1;
        known.read = mergeFeedCards(index, known.read, cards, true);
        known.cards = mergeFeedCards(index, known.read, [], known.next >= known.chunks.length);
      }
      const { total } = index;
      const complete = known.next >= known.chunks.length;
      setState({ cards: known.cards, complete, total: complete ? known.cards.length : total, status: 'idle' });
    } catch (error) {
      console.warn(`The ${list} feed could not be read`, error);
      setState((current) => ({ ...current, status: 'failed' }));
    } finally {
      reading.current = false;
    }
  }, [list, language]);

  const want = useCallback(
    (count: number) => {
      wanted.current = Math.max(wanted.current, count);
      const known = progress.current;
      const enough =
        known.cards.length >= wanted.current || (known.index !== null && known.next >= known.chunks.length);
      if (!enough && !reading.current) void read();
    },
    [read],
  );

  return { ...state, want };
}
