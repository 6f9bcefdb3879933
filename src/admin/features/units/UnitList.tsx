import { Link } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { DASHBOARD_PATH, UNIT_IMPORT_PATH } from '#admin/lib/routes.ts';
import BulkActions from '#admin/resources/lists/BulkActions.tsx';
import { formField } from '#admin/resources/lists/list-columns.ts';
import { isNarrowed, unnarrowed, writeListSearch } from '#admin/resources/lists/list-search.ts';
import Pager from '#admin/resources/lists/Pager.tsx';
import { useListSearch } from '#admin/resources/lists/use-list-search.ts';
import { useSelection } from '#admin/resources/lists/use-selection.ts';
import { useFieldOptions } from '#admin/resources/use-field-options.ts';
import { useResourcePage } from '#admin/resources/use-resource.ts';
import { UNIT_STATUSES, type UnitStatus } from '#shared/domain-values.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { sortOf } from '#shared/payloads/list-page.ts';
import BuildingChooser from './BuildingChooser.tsx';
import BulkStatus from './BulkStatus.tsx';
import ExportUnits from './ExportUnits.tsx';
import UnitFilters from './UnitFilters.tsx';
import UnitTable from './UnitTable.tsx';
import UnitTally from './UnitTally.tsx';
import { UNIT_LISTING } from './unit-listing.ts';
import { unitResource } from './unit-resource.ts';

const statusOf = (value: unknown) => UNIT_STATUSES.find((status) => status === value) satisfies UnitStatus | undefined;

/**
 * /adminpage/listunit: a building's inventory (`?buildingId=`), or every building's units. Its
 * building chosen at the top, its counts by status, then its units a page at a time as a table,
 * searched by reference, sorted by any column, narrowed by category, type, status and floor, all
 * kept in the address; a unit's status changed in its row, or several units' at once; a building's
 * units imported from a spreadsheet and exported to one.
 */
export default function UnitList() {
  const config = unitResource;
  const { query, search, searchWith, change } = useListSearch(UNIT_LISTING);
  const sort = sortOf(UNIT_LISTING.defaultSort, query);
  // The API's own default order is the newest first: the inventory's is asked for by name.
  const page = useResourcePage(config, writeListSearch(config.listing, { ...query, ...sort }));
  const selection = useSelection(config, search);
  const t = useAdminText();
  const noun = config.nouns[useAdminLanguage()];
  const buildingId = query.buildingId === undefined ? undefined : Number(query.buildingId);
  const buildings = useFieldOptions(formField(config, 'buildingId').spec);
  const building = buildings.options.find((option) => option.value === String(buildingId));

  return (
    <>
      <PageHeader
        title={building ? t.units.ofBuilding(building.label) : noun.many}
        back={{ to: DASHBOARD_PATH, label: t.common.dashboard }}
        actions={
          <>
            {buildingId !== undefined && (
              <>
                <Link className="admin-button admin-button--ghost" to={fillPath(UNIT_IMPORT_PATH, { buildingId })}>
                  {t.unitImport.action}
                </Link>
                <ExportUnits buildingId={buildingId} />
              </>
            )}
            <Link
              className="admin-button"
              to={{ pathname: config.paths.add, search: buildingId === undefined ? '' : `?buildingId=${buildingId}` }}
            >
              {t.lists.add(noun.lower)}
            </Link>
          </>
        }
      />
      <div className="unit-inventory">
        <BuildingChooser
          buildingId={buildingId}
          buildings={buildings}
          onChoose={(chosen) => change({ buildingId: chosen })}
        />
        <UnitTally buildingId={buildingId} status={statusOf(query.status)} searchWith={searchWith} />
      </div>
      <UnitFilters query={query} sort={sort} change={change} />
      <QueryState query={page}>
        {({ items, total, pageSize }) => (
          <div className="paged-list" aria-busy={page.isPlaceholderData}>
            {items.length > 0 && (
              <BulkActions
                config={config}
                items={items}
                selection={selection}
                actions={<BulkStatus targets={selection.targets} onDone={selection.clear} />}
              />
            )}
            {items.length === 0 ? (
              <p className="admin-empty">
                {total > 0 ? (
                  <>
                    {t.lists.pastEnd}{' '}
                    <Link to={{ search: searchWith({ page: Math.ceil(total / pageSize) }) }}>{t.lists.lastPage}</Link>
                  </>
                ) : isNarrowed(UNIT_LISTING, { ...query, buildingId: undefined }) ? (
                  <>
                    {t.lists.noMatch(noun.manyLower)}{' '}
                    <Link to={{ search: searchWith({ ...unnarrowed(UNIT_LISTING), buildingId }) }}>
                      {t.lists.showAll}
                    </Link>
                  </>
                ) : (
                  t.lists.none(noun.manyLower)
                )}
              </p>
            ) : (
              <UnitTable
                items={items}
                sort={sort}
                onSort={(next) => change(next)}
                selection={selection}
                ofBuilding={buildingId !== undefined}
              />
            )}
            <Pager
              noun={noun}
              page={query.page}
              pageSize={pageSize}
              total={total}
              searchWith={searchWith}
              change={change}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
