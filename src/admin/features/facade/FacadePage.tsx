import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminLanguage, useAdminText } from '#admin/i18n/admin-language.ts';
import PageHeader from '#admin/layout/PageHeader.tsx';
import QueryState from '#admin/layout/QueryState.tsx';
import { ApiRequestError } from '#admin/lib/api-client.ts';
import { useResourceItem } from '#admin/resources/use-resource.ts';
import { BUILDING, type Building } from '#shared/entities/building.ts';
import { textsOf } from '#shared/entities/entity-texts.ts';
import type { FacadeZones, Zone } from '#shared/entities/facade-zones.ts';
import type { Unit } from '#shared/entities/unit.ts';
import { buildingResource } from '../buildings/building-resource.ts';
import { floorText } from '../units/unit-text.ts';
import { useBuildingUnits } from './use-building-units.ts';
import { useFacadeSave } from './use-facade-save.ts';
import ZoneCanvas, { type CanvasImage } from './ZoneCanvas.tsx';
import { addCorner, isWhole, withZone, type ZoneTarget, zoneOf } from './zone-edits.ts';
import './facade.css';

/** The picture a zone is drawn on: the facade's for floors, the typical floor plan's for units. */
const imageOf = (building: Building, field: 'buildingFacadeImageUrl' | 'buildingFloorPlanImageUrl') => {
  const url = building[field];
  const set = building.imageSets[field];
  return url && set ? { url, width: set.width, height: set.height } : null;
};

/**
 * A building's facade zones (docs/product.md#admin-routes): each floor's zone drawn on its facade
 * image, and each unit's on its typical floor plan, by pointer or keyboard, saved together.
 */
export default function FacadePage() {
  const id = Number(useParams()[buildingResource.params.view]);
  const building = useResourceItem(buildingResource, id);
  const units = useBuildingUnits(id);
  return (
    <QueryState query={building}>
      {({ data, version }) => (
        <QueryState query={units}>
          {(list) => <FacadeEditor building={data as unknown as Building} version={version} units={list} />}
        </QueryState>
      )}
    </QueryState>
  );
}

function FacadeEditor({ building, version, units }: { building: Building; version: string | null; units: Unit[] }) {
  const words = useAdminText().facade;
  const language = useAdminLanguage();
  const id = building.buildingId;
  const { title } = textsOf(BUILDING, building, language);
  const floors = [...new Set(units.map((unit) => unit.floor))].toSorted((a, b) => b - a);
  const [edited, setEdited] = useState<FacadeZones | null>(null);
  const zones = edited ?? building.facadeZones;
  const [onPlan, setOnPlan] = useState(false);
  const [floor, setFloor] = useState<number | null>(floors[0] ?? null);
  const onFloor = units
    .filter((unit) => unit.floor === floor)
    .toSorted((a, b) => a.reference.localeCompare(b.reference));
  const [unitId, setUnitId] = useState<number | null>(null);
  const chosenUnit = onFloor.find((unit) => unit.unitId === unitId) ?? onFloor[0];
  const [draft, setDraft] = useState<Zone | null>(null);
  const [lastCorner, setLastCorner] = useState<number | null>(null);
  const save = useFacadeSave(id);
  const facade = imageOf(building, 'buildingFacadeImageUrl');
  const plan = imageOf(building, 'buildingFloorPlanImageUrl');

  const back = { to: buildingResource.paths.view(id), label: title };
  if (!facade || floor === null) {
    return (
      <>
        <PageHeader title={words.title(title)} back={back} />
        <p className="admin-note">
          {facade ? words.noUnits : words.noFacade}{' '}
          <Link to={buildingResource.paths.edit(id)}>{words.editBuilding}</Link>
        </p>
      </>
    );
  }

  const target: ZoneTarget | null = !onPlan
    ? { floor, unitId: null }
    : chosenUnit && zones.some((entry) => entry.floor === floor)
      ? { floor, unitId: chosenUnit.unitId }
      : null;
  const image: CanvasImage | null = onPlan ? plan : facade;
  const zone = draft ?? (target ? zoneOf(zones, target) : []);
  const name = target?.unitId ? (chosenUnit?.reference ?? '') : floorText(floor, language);
  const others = onPlan
    ? (zones.find((entry) => entry.floor === floor)?.units ?? [])
        .filter((unit) => unit.unitId !== target?.unitId)
        .map((unit) => ({ key: String(unit.unitId), zone: unit.zone }))
    : zones.filter((entry) => entry.floor !== floor).map((entry) => ({ key: String(entry.floor), zone: entry.zone }));

  const write = (next: Zone) => {
    if (!target) return;
    save.reset();
    if (draft) setDraft(next);
    else setEdited(withZone(zones, target, next));
  };
  const finish = () => {
    if (!target || !draft || !isWhole(draft)) return;
    setEdited(withZone(zones, target, draft));
    setDraft(null);
  };
  const choose = (change: () => void) => {
    setDraft(null);
    setLastCorner(null);
    change();
  };
  const drawnFloor = (number: number) => zones.some((entry) => entry.floor === number);
  const drawnUnit = (unit: Unit) => zoneOf(zones, { floor: unit.floor, unitId: unit.unitId }).length > 0;
  const failure =
    save.error instanceof ApiRequestError && save.error.status === 412 ? words.conflict : save.error && words.failed;

  return (
    <>
      <PageHeader
        title={words.title(title)}
        back={back}
        actions={
          <button
            type="button"
            className="admin-button"
            disabled={edited === null || draft !== null || save.isPending}
            onClick={() => save.mutate({ zones, version }, { onSuccess: () => setEdited(null) })}
          >
            {save.isPending ? words.saving : words.save}
          </button>
        }
      />
      <div className="facade-editor">
        <div className="facade-editor__tools">
          <div className="facade-editor__modes">
            {[false, true].map((plans) => (
              <button
                key={String(plans)}
                type="button"
                className="admin-button admin-button--ghost"
                aria-pressed={onPlan === plans}
                onClick={() => choose(() => setOnPlan(plans))}
              >
                {plans ? words.planTab : words.facadeTab}
              </button>
            ))}
          </div>
          <label className="admin-field">
            <span>{words.floor}</span>
            <select value={floor} onChange={(event) => choose(() => setFloor(Number(event.currentTarget.value)))}>
              {floors.map((number) => (
                <option key={number} value={number}>
                  {drawnFloor(number) ? words.drawn(floorText(number, language)) : floorText(number, language)}
                </option>
              ))}
            </select>
          </label>
          {onPlan && (
            <label className="admin-field">
              <span>{words.unit}</span>
              <select
                value={chosenUnit?.unitId ?? ''}
                onChange={(event) => choose(() => setUnitId(Number(event.currentTarget.value)))}
              >
                {onFloor.map((unit) => (
                  <option key={unit.unitId} value={unit.unitId}>
                    {drawnUnit(unit) ? words.drawn(unit.reference) : unit.reference}
                  </option>
                ))}
              </select>
            </label>
          )}
          {onPlan && !plan && <p className="admin-note">{words.noPlan}</p>}
          {onPlan && plan && !target && <p className="admin-note">{words.floorFirst}</p>}
          {image && target && (
            <div className="facade-editor__actions">
              {draft ? (
                <>
                  <button type="button" className="admin-button" disabled={!isWhole(draft)} onClick={finish}>
                    {words.finish}
                  </button>
                  <button type="button" className="admin-button admin-button--ghost" onClick={() => setDraft(null)}>
                    {words.cancel}
                  </button>
                </>
              ) : (
                <button type="button" className="admin-button admin-button--ghost" onClick={() => setDraft([])}>
                  {words.draw}
                </button>
              )}
              <button
                type="button"
                className="admin-button admin-button--ghost"
                onClick={() =>
                  draft || !isWhole(zone) ? setDraft(addCorner(zone, lastCorner)) : write(addCorner(zone, lastCorner))
                }
              >
                {words.addCorner}
              </button>
              <button
                type="button"
                className="admin-button admin-button--ghost"
                disabled={zone.length === 0}
                onClick={() => choose(() => target && setEdited(withZone(zones, target, [])))}
              >
                {words.deleteZone}
              </button>
            </div>
          )}
          <p className="admin-field__hint">{words.help}</p>
          <p className="facade-editor__status" role="status">
            {draft
              ? words.drawing(draft.length)
              : failure || (save.isSuccess ? words.saved : edited !== null ? words.unsaved : '')}
          </p>
        </div>
        {image && target && (
          <ZoneCanvas
            image={image}
            name={name}
            others={others}
            zone={zone}
            drawing={draft !== null}
            onChange={write}
            onFinish={finish}
            onCornerFocus={setLastCorner}
          />
        )}
      </div>
    </>
  );
}
