import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { stringsFor } from '#shared/i18n/dictionary.ts';
import { NEWS_TYPES } from '#shared/domain-values.ts';
import type { NewsType } from '#shared/schemas/news.ts';
import { $language } from '../stores/language.ts';
import { fillTemplate } from './shared/fill-template.ts';
import './NewsFilter.css';

interface Props {
  /** The id of the server-rendered list whose `[data-news-card]` items this filter shows and hides. */
  listId: string;
}

/**
 * The type filter and title search of the news page (SPEC §4): both combine; the search is
 * case-insensitive on the title in the page's language and applies on submit, not while typing.
 */
export default function NewsFilter({ listId }: Props) {
  const language = useStore($language);
  const strings = stringsFor(language);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<NewsType | null>(null);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    const needle = query.toLocaleLowerCase(language);
    let count = 0;
    for (const card of document.querySelectorAll<HTMLElement>(`#${listId} [data-news-card]`)) {
      const title = (card.dataset.newsTitle ?? '').toLocaleLowerCase(language);
      card.hidden = !((type === null || card.dataset.newsType === type) && title.includes(needle));
      if (!card.hidden) count += 1;
    }
    setShown(count);
  }, [listId, language, type, query]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(draft.trim());
    setTouched(true);
  }

  function showAll() {
    setType(null);
    setDraft('');
    setQuery('');
    input.current?.focus();
  }

  const typeLabels: Record<NewsType, string> = { news: strings.newsFilterNews, event: strings.newsFilterEvent };

  return (
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
              onClick={() => {
                setType(type === option ? null : option);
                setTouched(true);
              }}
            >
              {typeLabels[option]}
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
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="news-filter__submit" aria-label={strings.newsSearchSubmit}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M4 12h15m-6-6 6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </form>
        </search>
      </div>
      <p className="visually-hidden" role="status">
        {touched && shown !== null ? fillTemplate(strings.newsResults, { count: shown }) : ''}
      </p>
      {shown === 0 && (
        <div className="news-filter__empty">
          <h3>{strings.newsEmptyTitle}</h3>
          <p>{strings.newsEmptyText}</p>
          <button type="button" className="button button--ghost" onClick={showAll}>
            {strings.newsShowAll}
          </button>
        </div>
      )}
    </div>
  );
}
