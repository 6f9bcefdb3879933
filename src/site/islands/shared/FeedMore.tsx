import { stringsFor } from '#shared/i18n/dictionary.ts';
import { useLanguage } from '../../stores/language.ts';
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
}

/** The end of a long list: the button that shows more, the reading in progress, or why it failed. */
export default function FeedMore({ label, more, status, onMore, announcement }: Props) {
  const strings = stringsFor(useLanguage());
  return (
    <div className="feed-more">
      {status === 'failed' && (
        <p className="feed-more__error" role="alert">
          {strings.listLoadFailed}
        </p>
      )}
      {(more || status === 'failed') && (
        <button
          type="button"
          className="button button--ghost feed-more__button"
          aria-busy={status === 'loading'}
          onClick={onMore}
        >
          {status === 'loading' ? strings.listLoading : status === 'failed' ? strings.listRetry : label}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
