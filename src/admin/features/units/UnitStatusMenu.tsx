import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import { tiranaTime } from '#admin/lib/tirana-time.ts';
import type { Listed } from '#admin/resources/lists/use-selection.ts';
import { UNIT_STATUSES, type UnitStatus } from '#shared/domain-values.ts';
import type { Unit } from '#shared/entities/unit.ts';
import ReserveDialog from './ReserveDialog.tsx';
import { UNIT_STATUS_LABELS } from './unit-choices.ts';
import { useUnitStatus } from './use-unit-status.ts';

const isStatus = (key: unknown): key is UnitStatus => UNIT_STATUSES.some((status) => status === key);

/**
 * A unit's status in its row, changed there: its button, coloured as its status, opens the four
 * statuses, and choosing another saves it at once, no form; choosing "reserved" (again, to change
 * it) asks until when and for a note first (ReserveDialog). A menu rather than a select, whose
 * arrow keys would save each status they pass on the way. It shows the status asked for while
 * the save is on its way, and a reservation's end under it.
 */
export default function UnitStatusMenu({ unit }: { unit: Listed<Unit> }) {
  const language = useAdminLanguage();
  const words = useAdminText().units;
  const change = useUnitStatus(unit);
  const [reserving, setReserving] = useState(false);
  const shown = change.isPending ? change.variables.status : unit.status;
  const label = UNIT_STATUS_LABELS[shown][language];
  return (
    <div className="unit-status-cell">
      <MenuTrigger>
        <Button
          className="unit-status"
          data-status={shown}
          aria-label={words.statusOf(unit.reference, label)}
          isPending={change.isPending}
        >
          {label}
          <span className="unit-status__open" aria-hidden="true">
            ▾
          </span>
        </Button>
        <Popover className="unit-status-menu" placement="bottom start">
          <Menu
            selectionMode="single"
            selectedKeys={[shown]}
            disallowEmptySelection
            onAction={(key) => {
              if (key === 'reserved') setReserving(true);
              else if (isStatus(key) && key !== unit.status) change.mutate({ status: key });
            }}
          >
            {UNIT_STATUSES.map((status) => (
              <MenuItem key={status} id={status} className="unit-status-menu__item" data-status={status}>
                {UNIT_STATUS_LABELS[status][language]}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {shown === 'reserved' && unit.reservedUntil && !change.isPending && (
        <span className="unit-status-cell__until">{words.until(tiranaTime(unit.reservedUntil, language))}</span>
      )}
      {reserving && (
        <ReserveDialog
          what={unit.reference}
          current={unit.status === 'reserved' ? unit : undefined}
          onCancel={() => setReserving(false)}
          onReserve={(reservation) => {
            setReserving(false);
            change.mutate({ status: 'reserved', ...reservation });
          }}
        />
      )}
    </div>
  );
}
