import { queryFromSearch, searchWithQuery } from '../islands/units/unit-query.ts';
import { $tableFloor } from '../stores/table-floor.ts';

/**
 * The facade picker's behaviour (FacadePicker.astro), on HTML that lists every floor and unit
 * without it: pointing at a floor on the picture, or focusing its button, shows its count over the
 * picture; choosing one narrows the availability table to it through the address (the table's own
 * filters, unit-query.ts), shows its plan and says so to screen readers. The table's floor
 * ($tableFloor) chooses the floor back, from the address or the table's floor filter.
 */
export function startFacadePicker(root: HTMLElement) {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-floor-button]')];
  const zones = [...root.querySelectorAll<SVGAElement>('[data-floor-zone]')];
  const plan = root.querySelector<HTMLElement>('[data-facade-plan]');
  const planFigure = root.querySelector<HTMLElement>('[data-plan-figure]');
  const planZones = [...root.querySelectorAll<SVGGElement>('[data-plan-zones]')];
  const tip = root.querySelector<HTMLElement>('[data-facade-tip]');
  const status = root.querySelector<HTMLElement>('[data-facade-status]');
  const figure = root.querySelector<HTMLElement>('[data-facade-figure]');
  const buttonOf = (floor: number) => buttons.find((button) => Number(button.dataset.floor) === floor);
  const zoneOf = (floor: number) => zones.find((zone) => Number(zone.dataset.floor) === floor);
  let chosen: number | null = null;

  function point(floor: number | null) {
    for (const zone of zones) zone.classList.toggle('is-pointed', Number(zone.dataset.floor) === floor);
    const zone = floor === null ? undefined : zoneOf(floor);
    if (!tip || !figure) return;
    if (floor === null || !zone) {
      tip.hidden = true;
      return;
    }
    tip.textContent = buttonOf(floor)?.dataset.label ?? '';
    // Over the zone's top middle, kept inside the picture.
    const box = (zone.querySelector('polygon') ?? zone).getBoundingClientRect();
    const frame = figure.getBoundingClientRect();
    const x = Math.min(Math.max((box.left + box.width / 2 - frame.left) / frame.width, 0.15), 0.85);
    tip.style.left = `${x * 100}%`;
    tip.style.top = `${((box.top - frame.top) / frame.height) * 100}%`;
    tip.hidden = false;
  }

  /** Shows `floor` chosen (null: none); `told` says it to screen readers. */
  function show(floor: number | null, told: boolean) {
    if (floor === chosen) return;
    chosen = floor;
    for (const button of buttons) button.setAttribute('aria-pressed', String(Number(button.dataset.floor) === floor));
    for (const zone of zones) zone.classList.toggle('is-chosen', Number(zone.dataset.floor) === floor);
    showPlan(floor);
    if (told && status) {
      status.textContent = floor === null ? (root.dataset.cleared ?? '') : (buttonOf(floor)?.dataset.chosen ?? '');
    }
  }

  /** The floor's plan: its units drawn on the typical floor's plan where they are, and listed, coloured by status. */
  function showPlan(floor: number | null) {
    if (!plan) return;
    plan.hidden = floor === null;
    if (floor === null) return;
    const title = plan.querySelector('[data-plan-title]');
    if (title) title.textContent = buttonOf(floor)?.dataset.planTitle ?? '';
    let drawn = false;
    for (const zones of planZones) {
      zones.toggleAttribute('data-hidden', Number(zones.dataset.planZones) !== floor);
      if (Number(zones.dataset.planZones) === floor) drawn = zones.childElementCount > 0;
    }
    if (planFigure) planFigure.hidden = !drawn;
    // The floor's own list, which the page has once, in the list of floors.
    const units = root.querySelector(`[data-floor-units="${floor}"]`);
    plan
      .querySelector('[data-plan-units]')
      ?.replaceChildren(...[...(units?.children ?? [])].map((unit) => unit.cloneNode(true)));
  }

  /** Narrows the table to `floor` (null: every floor) through the address, which its island follows. */
  function choose(floor: number | null) {
    show(floor, true);
    const { pathname, search, hash } = window.location;
    const next = { ...queryFromSearch(search), floorMin: floor, floorMax: floor };
    window.history.pushState(window.history.state, '', `${pathname}${searchWithQuery(search, next)}${hash}`);
    // The table's island reads the address again, as after the back button.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }

  for (const button of buttons) {
    const floor = Number(button.dataset.floor);
    button.disabled = false;
    button.addEventListener('click', () => choose(chosen === floor ? null : floor));
    button.addEventListener('focus', () => point(floor));
    button.addEventListener('blur', () => point(null));
    button.addEventListener('pointerenter', () => point(floor));
    button.addEventListener('pointerleave', () => point(null));
  }
  for (const zone of zones) {
    const floor = Number(zone.dataset.floor);
    zone.addEventListener('click', (event) => {
      event.preventDefault();
      choose(chosen === floor ? null : floor);
    });
    zone.addEventListener('pointerenter', () => point(floor));
    zone.addEventListener('pointerleave', () => point(null));
  }
  root.querySelector('[data-facade-clear]')?.addEventListener('click', () => choose(null));

  const { floorMin, floorMax } = queryFromSearch(window.location.search);
  show(floorMin !== null && floorMin === floorMax ? floorMin : null, false);
  $tableFloor.listen((floor) => show(floor, false));
  root.dataset.ready = '';
}
