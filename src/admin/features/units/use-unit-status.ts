import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $adminLanguage } from '#admin/i18n/admin-language.ts';
import { notify } from '#admin/layout/Toasts.tsx';
import { logFailure } from '#admin/lib/api-client.ts';
import type { BulkTarget } from '#admin/resources/lists/bulk-summary.ts';
import { useBulkAction } from '#admin/resources/lists/use-bulk-action.ts';
import type { Listed } from '#admin/resources/lists/use-selection.ts';
import { UNIT, type Unit, type UnitStatusInput } from '#shared/entities/unit.ts';
import type { ListPage } from '#shared/payloads/list-page.ts';
import { setUnitStatus } from './unit-calls.ts';
import { unitResource } from './unit-resource.ts';
import { bulkStatusRefusal, statusRefusal, statusSummary } from './unit-status-text.ts';

/**
 * Changes one unit's status from its row (with a reservation's end and note, when it is reserved),
 * from the version the row shows (If-Match). The answer
 * takes the row's place at once, with its new version, and the counts are read again; its publish
 * is followed in the publish tray, as every write's is. A unit saved since the list was shown is
 * refused (412): the admin is told who saved it and when, and the list is read again.
 */
export function useUnitStatus(unit: Listed<Unit>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [UNIT.kind] });
  return useMutation({
    mutationFn: (status: UnitStatusInput) => setUnitStatus(unit.unitId, status, unit.etag),
    onSuccess: ({ data, version }) => {
      queryClient.setQueriesData<ListPage<Unit>>(
        { queryKey: [UNIT.kind, 'list', 'page'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) =>
              item.unitId === data.unitId ? { ...data, etag: version ?? item.etag } : item,
            ),
          },
      );
      // Not the page itself, which the answer brought up to date: the counts, the unit's screens.
      return queryClient.invalidateQueries({
        queryKey: [UNIT.kind],
        predicate: (query) => query.queryKey[1] !== 'list',
      });
    },
    onError: (error) => {
      logFailure(error);
      notify(statusRefusal(unit.reference, error, $adminLanguage.get()), 'error');
      return refresh();
    },
  });
}

/**
 * Sets the status of the selected units (a reservation with the same end and note for each), one
 * call each (use-bulk-action.ts), and says what was done and what was not.
 */
export const useBulkStatus = () =>
  useBulkAction<Unit, { targets: BulkTarget[]; status: UnitStatusInput }>(unitResource, {
    act: (target, { status }) => setUnitStatus(target.id, status, target.etag),
    refusalOf: (error) => bulkStatusRefusal(error, $adminLanguage.get()),
    summary: (outcomes, { status }) => statusSummary(outcomes, status.status, $adminLanguage.get()),
  });
