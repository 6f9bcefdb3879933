import { Fragment } from 'react';
import { useAdminText } from '../i18n/admin-language.ts';
import { changedPages, changedTail } from '../lib/changed-pages.ts';

/**
 * Links to the first `shown` pages a publish changed that a person reads, then how many more
 * pages and how many files behind them (feeds, menus, sitemaps) changed.
 */
export default function ChangedPages({ paths, shown }: { paths: readonly string[]; shown: number }) {
  const { pages, otherFiles } = changedPages(paths);
  const tail = changedTail(pages.length, shown, otherFiles, useAdminText());
  return (
    <>
      {pages.slice(0, shown).map((page, index) => (
        <Fragment key={page}>
          {index > 0 && ', '}
          <a href={page} target="_blank" rel="noopener">
            {page}
          </a>
        </Fragment>
      ))}
      {tail && `${pages.length > 0 ? ' ' : ''}${tail}`}
    </>
  );
}
