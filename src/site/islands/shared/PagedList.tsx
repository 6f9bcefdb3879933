import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FeedKind } from '#shared/list-feeds.ts';
import { useLanguage } from '#site/stores/language.ts';
import FeedMore from './FeedMore.tsx';
import { pageFromAddress } from './page-from-address.ts';
import { useFeed } from './use-feed.ts';
import { useFocusNewItem } from './use-focus-new-item.ts';

export interface PagedListProps<T> {
  list: FeedKind;
  /** The list's first cards, as the page rendered them. */
  first: T[];
  /** The list has more items than `first`. */
  more: boolean;
  pageSize: number;
  /** The button's words. */
  label: string;
  className: string;
  labelledBy: string;
  /** Shown instead of the list when it has no items. */
  empty: ReactNode;
  /** What the polite status says once more are shown. */
  announce: (shown: number, total: number | null) => string;
  renderCard: (card: T, index: number) => ReactNode;
}

/**
 * A long list shown `pageSize` cards at a time, each "more" adding as many from the published feed;
 * it opens with as many pages as the address asks for (FeedMore), focus on the first card of the last.
 */
export default function PagedList<T extends { id: number }>(props: PagedListProps<T>) {
  const { list, first, more, pageSize, label, className, labelledBy, empty, announce, renderCard } = props;
  const language = useLanguage();
  const feed = useFeed(list, language, first, more);
  const [shown, setShown] = useState(pageSize);
  const [stepped, setStepped] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useFocusNewItem(listRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, as the list hydrates.
  useEffect(() => {
    const page = pageFromAddress();
    if (page === 1) return;
    focusFrom((page - 1) * pageSize);
    setShown(page * pageSize);
    setStepped(true);
    feed.want(page * pageSize);
  }, []);

  if (feed.complete && feed.cards.length === 0) return empty;
  const visible = feed.cards.slice(0, shown);

  function showMore() {
    if (feed.status === 'failed') {
      feed.want(shown);
      return;
    }
    focusFrom(shown);
    setShown(shown + pageSize);
    setStepped(true);
    feed.want(shown + pageSize);
  }

  return (
    <>
      <ul ref={listRef} className={className} aria-labelledby={labelledBy}>
        {visible.map(renderCard)}
      </ul>
      <FeedMore
        label={label}
        more={shown < feed.cards.length || !feed.complete}
        status={feed.status}
        onMore={showMore}
        announcement={stepped && feed.status === 'idle' ? announce(visible.length, feed.total) : ''}
        nextPage={Math.ceil(shown / pageSize) + 1}
        anchor={labelledBy}
      />
    </>
  );
}
