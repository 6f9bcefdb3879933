import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { nounOf } from '#admin/i18n/nouns.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import Pager from '#admin/resources/lists/Pager.tsx';
import { CONTACT } from '#shared/entities/contact.ts';
import type { InboxQuery } from '#shared/payloads/inbox.ts';
import type { ListPageQuery } from '#shared/payloads/list-page.ts';
import ExportCsv from './ExportCsv.tsx';
import InboxControls from './InboxControls.tsx';
import InboxTable from './InboxTable.tsx';
import { isNarrowed } from './inbox-search.ts';
import { useInbox, useInboxSearch } from './use-inbox.ts';

/** The pager's moves, as the inbox's query takes them. */
const paging = ({ page, pageSize }: Partial<ListPageQuery>): Partial<InboxQuery> => ({
  ...(page !== undefined && { page }),
  ...(pageSize !== undefined && { pageSize }),
});

/**
 * /adminpage/listcontact: the staff's inbox of contact messages, inquiries about units and job
 * applications, newest first, a page at a time, searched and narrowed as its address says (a
 * unit's inquiries by `?unitId=`), with the same list as CSV.
 */
export default function ContactList() {
  const { query, search, searchWith, change } = useInboxSearch();
  const page = useInbox(search);
  const t = useAdminText();
  const noun = nounOf(CONTACT, useAdminLanguage());

  return (
    <>
      <PageHeader
        title={t.inbox.title}
        back={{ to: DASHBOARD_PATH, label: t.common.dashboard }}
        actions={<ExportCsv filter={query} />}
      />
      <InboxControls query={query} change={change} choices={page.data} />
      <QueryState query={page}>
        {({ items, total, pageSize }) => (
          // The page shown stays while the next one loads.
          <div className="paged-list" aria-busy={page.isPlaceholderData}>
            {items.length > 0 ? (
              <InboxTable contacts={items} search={search} />
            ) : (
              <p className="admin-empty">
                {total > 0 ? (
                  <>
                    {t.lists.pastEnd}{' '}
                    <Link to={{ search: searchWith({ page: Math.ceil(total / pageSize) }) }}>{t.lists.lastPage}</Link>
                  </>
                ) : isNarrowed(query) ? (
                  <>
                    {t.lists.noMatch(noun.manyLower)}{' '}
                    <Link
                      to={{
                        search: searchWith({
                          q: undefined,
                          kind: undefined,
                          staffId: undefined,
                          buildingId: undefined,
                          unitId: undefined,
                          state: undefined,
                        }),
                      }}
                    >
                      {t.lists.showAll}
                    </Link>
                  </>
                ) : (
                  t.inbox.none
                )}
              </p>
            )}
            <Pager
              noun={noun}
              page={query.page}
              pageSize={pageSize}
              total={total}
              searchWith={(changes) => searchWith(paging(changes))}
              change={(changes) => change(paging(changes))}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
