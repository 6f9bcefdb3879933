import type { ListSort } from '#shared/payloads/list-page.ts';

interface Props {
  /** The sort it asks for: a column's field, `title` or `id`. */
  name: string;
  label: string;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}

/** A table's column heading that sorts the list by the column, and again the other way round; it says which way it sorts. */
export default function SortHeading({ name, label, sort, onSort }: Props) {
  const current = sort.sort === name ? sort.dir : undefined;
  return (
    <th scope="col" aria-sort={current && (current === 'asc' ? 'ascending' : 'descending')}>
      <button
        type="button"
        className="list-table__sort"
        onClick={() => onSort({ sort: name, dir: current === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
        <span aria-hidden="true">{current === 'asc' ? ' ↑' : current === 'desc' ? ' ↓' : ''}</span>
      </button>
    </th>
  );
}
