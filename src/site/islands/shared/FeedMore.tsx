import type { FormEvent } from 'react';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { useLanguage } from '#site/stores/language.ts';
import { PAGE_PARAM } from './page-from-address.ts';
import type { FeedStatus } from './use-feed.ts';

interface Props {
  /** The button's words ("Show more", "Load More"). */
  label: string;
  /** There is more to show: the button is offered. */
  more: boolean;
  status: FeedStatus;
  onMore: () => void;
  /** Said politely after each step, e.g. how many items show now. */
  announcement: string;
  /** The page of the list the button leads to (pageFromAddress), before the island has hydrated. */
  nextPage: number;
  /** The id of the list's heading, where the page the button leads to opens. */
  anchor?: string | undefined;
}

/**
 * The end of a long list: the button that shows more, the reading in progress, or why it failed.
 * The button submits a form that asks for the list's next page (`?page=2`), so that a press made
 * before the island has hydrated is not lost: the page opens again and the list, once hydrated,
 * shows as many pages. From then on the press shows more in place.
 */
export default function FeedMore({ label, more, status, onMore, announcement, nextPage, anchor }: Props) {
  const strings = stringsFor(useLanguage());
  const showMore = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMore();
  };
  return (
    <form className="feed-more" method="get" action={anchor ? `#${anchor}` : undefined} onSubmit={showMore}>
      {status === 'failed' && (
        <p className="feed-more__error" role="alert">
          {strings.listLoadFailed}
        </p>
      )}
      <input type="hidden" name={PAGE_PARAM} value={nextPage} />
      {(more || status === 'failed') && (
        <button type="submit" className="button button--ghost feed-more__button" aria-busy={status === 'loading'}>
          {status === 'loading' ? strings.listLoading : status === 'failed' ? strings.listRetry : label}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </form>
  );
}
