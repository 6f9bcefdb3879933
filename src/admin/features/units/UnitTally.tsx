import { Link } from 'react-router';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import { UNIT_STATUSES, type UnitStatus } from '#shared/domain-values.ts';
import type { ListPageQuery } from '#shared/payloads/list-page.ts';
import { useUnitTally } from './unit-calls.ts';

interface Props {
  buildingId: number | undefined;
  /** The status the list is narrowed to, if any. */
  status: UnitStatus | undefined;
  searchWith: (changes: Partial<ListPageQuery>) => string;
}

/**
 * How many units of the building (of every building, without one) are in each status, not on sale
 * included, and in all: each count narrows the list to its status, and again shows every status.
 */
export default function UnitTally({ buildingId, status, searchWith }: Props) {
  const tally = useUnitTally(buildingId);
  const t = useAdminText();
  const words = t.units;
  const counts = tally.data;
  const total = counts ? UNIT_STATUSES.reduce((sum, each) => sum + counts[each], 0) : null;
  return (
    <section className="unit-tally" aria-label={words.tally} aria-busy={tally.isFetching}>
      <p className="unit-tally__total">{total === null ? t.common.loading : words.total(total)}</p>
      <ul className="unit-tally__counts">
        {UNIT_STATUSES.map((each) => {
          const counted = words.counts[each](counts?.[each] ?? 0);
          const narrowed = status === each;
          return (
            <li key={each}>
              <Link
                className="unit-tally__count"
                data-status={each}
                aria-current={narrowed ? 'true' : undefined}
                aria-label={narrowed ? words.showEvery(counted) : words.showOnly(counted)}
                to={{ search: searchWith({ status: narrowed ? undefined : each }) }}
              >
                {counts ? counted : '…'}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
