import { useId } from 'react';
import { useAdminText } from '#admin/i18n/admin-language.ts';

interface Props {
  buildingId: number | undefined;
  /** The buildings to choose from, as their form field gives them. */
  buildings: { options: { value: string; label: string }[]; isLoading: boolean };
  onChoose: (buildingId: number | undefined) => void;
}

/** At the top of the units' screen: the building whose inventory it shows, or every building's units. */
export default function BuildingChooser({ buildingId, buildings, onChoose }: Props) {
  const id = useId();
  const t = useAdminText();
  const words = t.units;
  return (
    <div className="admin-field unit-building">
      <label htmlFor={id}>{words.building}</label>
      <select
        id={id}
        value={buildingId === undefined ? '' : String(buildingId)}
        disabled={buildings.isLoading}
        aria-describedby={buildingId === undefined ? `${id}-every` : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChoose(value === '' ? undefined : Number(value));
        }}
      >
        <option value="">{buildings.isLoading ? t.common.loading : words.allBuildings}</option>
        {buildings.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {buildingId === undefined && (
        <p id={`${id}-every`} className="admin-field__hint">
          {words.everyBuilding}
        </p>
      )}
    </div>
  );
}
