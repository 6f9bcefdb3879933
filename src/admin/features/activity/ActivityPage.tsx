import { type FormEvent, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { MAX_ACTIVITY_SEARCH_CHARS } from '#shared/schemas/activity.ts';
import PageHeader from '../../layout/PageHeader.tsx';
import QueryState from '../../layout/QueryState.tsx';
import { DASHBOARD_PATH } from '../../routes.ts';
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

  return (
    <>
      <PageHeader title="Activity" back={{ to: DASHBOARD_PATH, label: 'Dashboard' }} />
      <p className="activity-intro">
        Every admin action, newest first: saves, deletes, restores and new orders of content, logins and failed logins,
        changes to accounts, and changes the site could not publish.
      </p>
      {/* Keyed by the search, so that Back and Forward put their own words in the field. */}
      <ActivitySearch key={search} search={search} onSearch={(words) => setParams(words ? { q: words } : {})} />
      <QueryState query={query}>
        {({ entries, total, pageSize }) => {
          const pages = Math.max(1, Math.ceil(total / pageSize));
          const found = `${total} ${total === 1 ? 'entry' : 'entries'}${search ? ` with “${search}”` : ''}`;
          return (
            <>
              <p className="admin-muted" aria-live="polite">
                {found}
                {total > 0 && ` · page ${page} of ${pages}`}
              </p>
              {entries.length === 0 ? (
                <p className="admin-empty">{search ? 'Nothing matches this search.' : 'Nothing is logged yet.'}</p>
              ) : (
                <ActivityTable entries={entries} />
              )}
              {pages > 1 && (
                <nav className="activity-pages" aria-label="Pages of the activity">
                  {page > 1 && (
                    <Link className="admin-button admin-button--ghost" to={pageAddress(page - 1)}>
                      ← Newer
                    </Link>
                  )}
                  {page < pages && (
                    <Link className="admin-button admin-button--ghost" to={pageAddress(page + 1)}>
                      Older →
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
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <search>
      <form className="activity-search" onSubmit={submit}>
        <SearchField value={typed} onChange={setTyped} className="admin-field" maxLength={MAX_ACTIVITY_SEARCH_CHARS}>
          <Label>Search the activity</Label>
          <Input placeholder="A name, an account, an action…" />
        </SearchField>
        <Button type="submit" className="admin-button">
          Search
        </Button>
      </form>
    </search>
  );
}
