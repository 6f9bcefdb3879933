import { type FormEvent, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import { MAX_ACTIVITY_SEARCH_CHARS } from '#shared/payloads/activity.ts';
import ActivityTable from './ActivityTable.tsx';
import { useActivity } from './use-activity.ts';

/**
 * /adminpage/activity (ROLE_ADMIN): every admin action, newest first, a page at a time; a search
 * keeps the entries whose actor or summary holds every word typed. The search and the page live
 * in the address, so that a search can be shared and Back returns to it.
 */
export default function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useActivity(search, page);
  const pageAddress = (to: number) => `?${new URLSearchParams({ ...(search && { q: search }), page: String(to) })}`;
  const t = useAdminText();
  const words = t.activity;
  const number = new Intl.NumberFormat(t.locale);

  return (
    <>
      <PageHeader title={words.title} back={{ to: DASHBOARD_PATH, label: t.common.dashboard }} />
      <p className="activity-intro">{words.intro}</p>
      {/* Keyed by the search, so that Back and Forward put their own words in the field. */}
      <ActivitySearch key={search} search={search} onSearch={(typed) => setParams(typed ? { q: typed } : {})} />
      <QueryState query={query}>
        {({ entries, total, pageSize }) => {
          const pages = Math.max(1, Math.ceil(total / pageSize));
          return (
            <>
              <p className="admin-muted" aria-live="polite">
                {words.found(total, number.format(total), search)}
                {total > 0 && ` · ${words.pageOf(number.format(page), number.format(pages))}`}
              </p>
              {entries.length === 0 ? (
                <p className="admin-empty">{search ? words.noMatch : words.none}</p>
              ) : (
                <ActivityTable entries={entries} />
              )}
              {pages > 1 && (
                <nav className="activity-pages" aria-label={words.pages}>
                  {page > 1 && (
                    <Link className="admin-button admin-button--ghost" to={pageAddress(page - 1)}>
                      {words.newer}
                    </Link>
                  )}
                  {page < pages && (
                    <Link className="admin-button admin-button--ghost" to={pageAddress(page + 1)}>
                      {words.older}
                    </Link>
                  )}
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/** The search box: its words apply when submitted (Enter, or the button), from the first page. */
function ActivitySearch({ search, onSearch }: { search: string; onSearch: (words: string) => void }) {
  const [typed, setTyped] = useState(search);
  const words = useAdminText().activity;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <search>
      <form className="activity-search" onSubmit={submit}>
        <SearchField value={typed} onChange={setTyped} className="admin-field" maxLength={MAX_ACTIVITY_SEARCH_CHARS}>
          <Label>{words.search}</Label>
          <Input placeholder={words.searchPlaceholder} />
        </SearchField>
        <Button type="submit" className="admin-button">
          {words.searchButton}
        </Button>
      </form>
    </search>
  );
}
