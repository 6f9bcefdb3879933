import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useAdminText } from '#admin/i18n/admin-language.ts';
import type { BulkTarget } from '#admin/resources/lists/bulk-summary.ts';
import { UNIT_STATUSES } from '#shared/domain-values.ts';
import BulkChangeDialog from './BulkChangeDialog.tsx';
import ReserveDialog from './ReserveDialog.tsx';
import { useBulkStatus } from './use-unit-status.ts';

/**
 * In the bar over the selected units: a button per status that marks them all so, then clears the
 * selection; reserving asks first until when, and for a note, which each of them gets. "Change…"
 * opens the bulk change: status, price and price on the site together, previewed, in one write.
 */
export default function BulkStatus({ targets, onDone }: { targets: BulkTarget[]; onDone: () => void }) {
  const t = useAdminText();
  const words = t.units;
  const change = useBulkStatus();
  const [reserving, setReserving] = useState(false);
  const [changing, setChanging] = useState(false);
  return (
    <>
      {UNIT_STATUSES.map((status) => (
        <Button
          key={status}
          className="admin-button admin-button--ghost unit-bulk-status"
          data-status={status}
          isDisabled={change.isPending}
          onPress={() =>
            status === 'reserved'
              ? setReserving(true)
              : change.mutate({ targets, status: { status } }, { onSettled: onDone })
          }
        >
          {words.markAs[status]}
        </Button>
      ))}
      <Button className="admin-button admin-button--ghost" onPress={() => setChanging(true)}>
        {t.unitBulk.action}
      </Button>
      {changing && (
        <BulkChangeDialog
          targets={targets}
          onCancel={() => setChanging(false)}
          onApplied={() => {
            setChanging(false);
            onDone();
          }}
        />
      )}
      {reserving && (
        <ReserveDialog
          what={words.reserve.several(targets.length)}
          onCancel={() => setReserving(false)}
          onReserve={(reservation) => {
            setReserving(false);
            change.mutate({ targets, status: { status: 'reserved', ...reservation } }, { onSettled: onDone });
          }}
        />
      )}
    </>
  );
}
