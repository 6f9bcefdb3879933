import { useId } from 'react';
import { Link } from 'react-router';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { Noun } from '#admin/i18n/nouns.ts';
import { LIST_PAGE_SIZES, type ListPageQuery } from '#shared/payloads/list-page.ts';

interface Props {
  /** What the list holds, in running text: one "sales catalog", many "sales catalogs". */
  noun: Noun;
  page: number;
  pageSize: number;
  total: number;
  searchWith: (changes: Partial<ListPageQuery>) => string;
  change: (changes: Partial<ListPageQuery>) => void;
}

/** Below a paged list: which items it shows of how many, the way to the other pages, and how many a page holds. */
export default function Pager({ noun, page, pageSize, total, searchWith, change }: Props) {
  const t = useAdminText();
  const words = t.lists;
  const COUNT = new Intl.NumberFormat(t.locale);
  const sizeId = useId();
  const pageId = useId();
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const to = (target: number) => ({ search: searchWith({ page: target }) });
  return (
    <nav className="pager" aria-label={words.pages(noun.manyLower)}>
      <p className="pager__count" aria-live="polite">
        {total === 0
          ? words.noItems(noun.manyLower)
          : words.range(
              COUNT.format(Math.min(first, total)),
              COUNT.format(Math.min(page * pageSize, total)),
              COUNT.format(total),
              total === 1 ? noun.lower : noun.some,
            )}
      </p>
      <div className="pager__pages">
        {page > 1 ? (
          <Link className="admin-button admin-button--ghost" to={to(page - 1)} rel="prev">
            {words.previous}
          </Link>
        ) : null}
        <form
          className="pager__jump"
          onSubmit={(event) => {
            event.preventDefault();
            const wanted = Number(new FormData(event.currentTarget).get('page'));
            if (Number.isInteger(wanted)) change({ page: Math.min(Math.max(wanted, 1), last) });
          }}
        >
          <label htmlFor={pageId}>{words.page}</label>
          {/* Keyed by the page, so that it shows the page after each move, whatever was typed. */}
          <input key={page} id={pageId} name="page" type="number" min={1} max={last} defaultValue={page} />
          <span>{words.of(COUNT.format(last))}</span>
        </form>
        {page < last ? (
          <Link className="admin-button admin-button--ghost" to={to(page + 1)} rel="next">
            {words.next}
          </Link>
        ) : null}
      </div>
      <div className="pager__size">
        <label htmlFor={sizeId}>{words.perPage}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => change({ pageSize: Number(event.currentTarget.value) })}
        >
          {[...new Set([...LIST_PAGE_SIZES, pageSize])].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
