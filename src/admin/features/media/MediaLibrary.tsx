import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH } from '#admin/lib/routes.ts';
import Pager from '#admin/resources/lists/Pager.tsx';
import type { ListPageQuery } from '#shared/payloads/list-page.ts';
import BulkUpload from './BulkUpload.tsx';
import LibraryControls from './LibraryControls.tsx';
import { isNarrowed, type LibraryAddress, narrowedOnlyBy, UNNARROWED } from './library-address.ts';
import MediaGrid from './MediaGrid.tsx';
import MediaTable from './MediaTable.tsx';
import { MEDIA_SCREENS } from './media-screens.ts';
import { useLibraryAddress } from './use-library-address.ts';
import { useLibraryPage } from './use-media.ts';

/** The pager's moves, as the library's address takes them. */
const paging = ({ page, pageSize }: Partial<ListPageQuery>): Partial<LibraryAddress> => ({
  ...(page !== undefined && { page }),
  ...(pageSize !== undefined && { pageSize }),
});

/**
 * /adminpage/media: every image of the library, a page at a time from the API (it holds
 * thousands), as a grid of thumbnails or a table, searched, filtered, sorted and paged as its
 * address says; images dropped on it are added, each on its own.
 */
export default function MediaLibrary() {
  const { address, querySearch, searchWith, change } = useLibraryAddress();
  const page = useLibraryPage(querySearch);
  const t = useAdminText();
  const language = useAdminLanguage();
  const words = t.mediaLibrary;

  return (
    <>
      <PageHeader title={MEDIA_SCREENS.nouns[language].many} back={{ to: DASHBOARD_PATH, label: t.common.dashboard }} />
      <BulkUpload />
      <LibraryControls address={address} change={change} />
      <QueryState query={page}>
        {({ items, total, pageSize }) => (
          // The page shown stays while the next one loads.
          <div className="paged-list" aria-busy={page.isPlaceholderData}>
            {items.length === 0 ? (
              <p className="admin-empty">
                {total > 0 ? (
                  <>
                    {t.lists.pastEnd}{' '}
                    <Link to={{ search: searchWith({ page: Math.ceil(total / pageSize) }) }}>{t.lists.lastPage}</Link>
                  </>
                ) : isNarrowed(address) ? (
                  <>
                    {narrowedOnlyBy(address) === 'withoutAlt'
                      ? words.allDescribed
                      : narrowedOnlyBy(address) === 'unused'
                        ? words.allUsed
                        : t.lists.noMatch(words.images.manyLower)}{' '}
                    <Link to={{ search: searchWith(UNNARROWED) }}>{t.lists.showAll}</Link>
                  </>
                ) : (
                  words.none
                )}
              </p>
            ) : address.view === 'table' ? (
              <MediaTable items={items} sort={address} onSort={(sort) => change(sort)} />
            ) : (
              <MediaGrid items={items} />
            )}
            <Pager
              noun={words.images}
              page={address.page}
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
