import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LIST_PAGE_SIZE } from '#shared/constants.ts';
import { NEWS_TYPES } from '#shared/domain-values.ts';
import type { NewsType } from '#shared/entities/news.ts';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { fillTemplate } from '#shared/i18n/fill-template.ts';
import { newsTypeLabel } from '#shared/i18n/type-labels.ts';
import type { NewsCardData } from '../data/views/news-view.ts';
import { useLanguage } from '../stores/language.ts';
import NewsCard from './cards/NewsCard.tsx';
import { searchText, titleMatches } from './news-list/search-text.ts';
import ArrowIcon from './shared/ArrowIcon.tsx';
import FeedMore from './shared/FeedMore.tsx';
import { pageFromAddress } from './shared/page-from-address.ts';
import { useFeed } from './shared/use-feed.ts';
import { useFocusNewItem } from './shared/use-focus-new-item.ts';
import './NewsList.css';

interface Props {
  /** The newest news items, as the page rendered them. */
  first: NewsCardData[];
  /** There are older ones than `first`. */
  more: boolean;
}

/**
 * The news page's list (docs/product.md#states-and-transitions): LIST_PAGE_SIZE cards at a time, with the type filter and the
 * title search. Both combine; the search looks for the words in the title in the page's language
 * whatever their case and accents (ë = e, ç = c), and applies on submit, not while typing.
 * Filtering reads the rest of the list first. It opens with as many pages as the address asks for
 * (FeedMore).
 */
export default function NewsList({ first, more }: Props) {
  const language = useLanguage();
  const strings = stringsFor(language);
  const feed = useFeed('news', language, first, more);
  const inputId = useId();
  // The search box keeps its own value, so that words typed while the island hydrates stay.
  const input = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useFocusNewItem(listRef);
  const [type, setType] = useState<NewsType | null>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const [touched, setTouched] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, as the list hydrates.
  useEffect(() => {
    const page = pageFromAddress();
    if (page === 1) return;
    focusFrom((page - 1) * LIST_PAGE_SIZE);
    setShown(page * LIST_PAGE_SIZE);
    feed.want(page * LIST_PAGE_SIZE);
  }, []);

  const filtering = type !== null || query !== '';
  const needle = searchText(query, language);
  const matches = filtering
    ? feed.cards.filter((news) => (type === null || news.type === type) && titleMatches(news.title, needle, language))
    : feed.cards;
  const visible = matches.slice(0, shown);
  const settled = feed.complete || !filtering;

  function filter(nextType: NewsType | null, nextQuery: string) {
    setType(nextType);
    setQuery(nextQuery);
    setShown(LIST_PAGE_SIZE);
    setTouched(true);
    if (nextType !== null || nextQuery !== '') feed.want(Number.POSITIVE_INFINITY);
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    filter(type, (input.current?.value ?? '').trim());
  }

  function showAll() {
    if (input.current) input.current.value = '';
    filter(null, '');
    input.current?.focus();
  }

  function showMore() {
    if (feed.status === 'failed') {
      feed.want(filtering ? Number.POSITIVE_INFINITY : shown);
      return;
    }
    focusFrom(shown);
    setShown(shown + LIST_PAGE_SIZE);
    feed.want(filtering ? Number.POSITIVE_INFINITY : shown + LIST_PAGE_SIZE);
  }

  return (
    <>
      <div className="news-filter">
        <div className="news-filter__controls">
          <fieldset className="news-filter__types">
            <legend className="visually-hidden">{strings.newsFilterLabel}</legend>
            {NEWS_TYPES.map((option) => (
              <button
                key={option}
                type="button"
                className="news-filter__type"
                aria-pressed={type === option}
                onClick={() => filter(type === option ? null : option, query)}
              >
                {newsTypeLabel(option, language)}
              </button>
            ))}
          </fieldset>
          <search className="news-filter__search">
            <form onSubmit={search}>
              <label className="visually-hidden" htmlFor={inputId}>
                {strings.newsSearchLabel}
              </label>
              <input
                ref={input}
                id={inputId}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                placeholder={strings.newsSearchPlaceholder}
              />
              <button type="submit" className="news-filter__submit" aria-label={strings.newsSearchSubmit}>
                <ArrowIcon direction="next" />
              </button>
            </form>
          </search>
        </div>
        <p className="visually-hidden" role="status">
          {touched && settled ? fillTemplate(strings.newsResults, { count: matches.length }) : ''}
        </p>
        {settled && matches.length === 0 && (
          <div className="news-filter__empty">
            <h3>{strings.newsEmptyTitle}</h3>
            <p>{strings.newsEmptyText}</p>
            <button type="button" className="button button--ghost" onClick={showAll}>
              {strings.newsShowAll}
            </button>
          </div>
        )}
      </div>
      <ul ref={listRef} className="news-grid">
        {visible.map((news) => (
          <NewsCard key={news.id} news={news} />
        ))}
      </ul>
      <FeedMore
        label={strings.listShowMore}
        more={shown < matches.length || !settled || (!filtering && !feed.complete)}
        status={feed.status}
        onMore={showMore}
        announcement=""
        nextPage={Math.ceil(shown / LIST_PAGE_SIZE) + 1}
      />
    </>
  );
}
