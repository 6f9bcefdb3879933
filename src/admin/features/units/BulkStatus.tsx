import { Button } from 'react-aria-components';
import { UNIT_STATUSES } from '#shared/domain-values.ts';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { BulkTarget } from '../lists/bulk-summary.ts';
import { useBulkStatus } from './use-unit-status.ts';

/** In the bar over the selected units: a button per status that marks them all so, then clears the selection. */
export default function BulkStatus({ targets, onDone }: { targets: BulkTarget[]; onDone: () => void }) {
  const words = useAdminText().units;
  const change = useBulkStatus();
  return UNIT_STATUSES.map((status) => (
    <Button
      key={status}
      className="admin-button admin-button--ghost unit-bulk-status"
      data-status={status}
      isDisabled={change.isPending}
      onPress={() => change.mutate({ targets, status }, { onSettled: onDone })}
    >
      {words.markAs[status]}
    </Button>
  ));
}
