import { rowFromData, type UnitRow } from './unit-arrange.ts';
import type { SortKey, SortOrder } from './unit-query.ts';

/**
 * An availability table as the page rendered it (UnitTable.astro): its rows, each with the unit its
 * data attributes describe, which the island hides, shows and moves, never renders. Changes touch
 * only the rows whose state changes, so that a filter or a sort of hundreds of rows paints at once.
 */
export interface TableRows {
  table: HTMLTableElement;
  /** The rows' groups (UnitTable.astro), ROWS_PER_GROUP rows each but the last. */
  groups: HTMLTableSectionElement[];
  elements: HTMLTableRowElement[];
  rows: UnitRow[];
  /** The row indices in the order they stand in the page now. */
  order: number[];
  /** Whether each row is to show, by index: kept here, so that a change reads none of the rows. */
  shown: boolean[];
  /** The changes of rows out of sight that wait for the paint (orderRows, showRows) until they are made or settled. */
  pending: (() => void) | null;
}

/**
 * Rows a group (`tbody`) of the table holds: the page lays out only the groups near the viewport,
 * so that a filter or a sort touches the rows of a few groups, not of every one.
 */
export const ROWS_PER_GROUP = 5;

export const UNIT_ROW_SELECTOR = 'tr[data-unit-row]';
const SORT_HEADER_SELECTOR = 'th[data-sort-key]';

/** The rows of the table with `id`; null when the page has none. */
export function readTable(id: string): TableRows | null {
  const table = document.getElementById(id);
  if (!(table instanceof HTMLTableElement)) return null;
  const elements = [...table.querySelectorAll<HTMLTableRowElement>(UNIT_ROW_SELECTOR)];
  return {
    table,
    groups: [...table.tBodies],
    elements,
    rows: elements.map((element) => rowFromData(element.dataset)),
    order: elements.map((_, index) => index),
    shown: elements.map((element) => !element.hidden),
    pending: null,
  };
}

/**
 * Shows the rows that pass (`visible`, by index) and hides the others, and the groups with none to
 * show, which then take no room. Setting hundreds of rows' flags took most of a filter's time at a
 * phone's CPU: the rows that the next paint may show get theirs at once, the others after that paint,
 * in a task of their own (a group that holds none to show is hidden at once, and its rows wait).
 * Answers how many rows show.
 */
export function showRows(rows: TableRows, visible: readonly boolean[]): number {
  // Read before anything changes: a read after a change would lay the page out.
  const sight = sightOf(rows);
  rows.shown = rows.elements.map((_, index) => visible[index] === true);
  hideEmptyGroups(rows);
  const later: number[] = [];
  let top = sight?.top ?? 0;
  rows.groups.forEach((group, number) => {
    if (group.hidden) {
      later.push(number);
      return;
    }
    const held = heldBy(rows.order, number);
    if (!sight || top < 2 * window.innerHeight) for (const index of held) flag(rows, index);
    else later.push(number);
    top += held.filter((index) => rows.shown[index]).length * (sight?.rowHeight ?? 0);
  });
  if (later.length > 0)
    defer(rows, () => {
      for (const number of later) for (const index of heldBy(rows.order, number)) flag(rows, index);
    });
  return rows.shown.filter(Boolean).length;
}

/** Sets a row's flag to what `shown` says, when it differs. */
function flag(rows: TableRows, index: number) {
  const element = rows.elements[index] as HTMLTableRowElement;
  const hidden = !rows.shown[index];
  if (element.hidden !== hidden) element.hidden = hidden;
}

/**
 * Where the table's rows begin on the screen and a shown row's height, read from a group laid out
 * in sight; null when none is, and where the rows will stand cannot be told.
 */
function sightOf(rows: TableRows): { top: number; rowHeight: number } | null {
  for (const [number, group] of rows.groups.entries()) {
    if (group.hidden || !isInSight(group)) continue;
    const count = heldBy(rows.order, number).filter((index) => !(rows.elements[index] as HTMLElement).hidden).length;
    const box = group.getBoundingClientRect();
    const first = rows.groups.find((candidate) => !candidate.hidden) ?? group;
    if (count === 0 || box.height === 0) return null;
    return { top: first.getBoundingClientRect().top, rowHeight: box.height / count };
  }
  return null;
}

/** Makes the changes that wait for the paint at once: before a new change, which starts from the rows as they are. */
export function settleRows(rows: TableRows): void {
  rows.pending?.();
}

/**
 * Runs `work` after the next paint, in a task of its own, after what already waits; a new change
 * settles it first (settleRows), so that it never applies to a newer state.
 */
function defer(rows: TableRows, work: () => void) {
  const before = rows.pending;
  const run = () => {
    rows.pending = null;
    before?.();
    work();
  };
  rows.pending = run;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (rows.pending === run) run();
    }),
  );
}

/** The row indices group `number` holds in `order`. */
const heldBy = (order: readonly number[], number: number) =>
  order.slice(number * ROWS_PER_GROUP, (number + 1) * ROWS_PER_GROUP);

/** Hides the groups whose rows all are hidden, and shows the others; answers whether any group changed. */
function hideEmptyGroups(rows: TableRows): boolean {
  let changed = false;
  rows.groups.forEach((group, number) => {
    const empty = !heldBy(rows.order, number).some((index) => rows.shown[index]);
    if (group.hidden === empty) return;
    group.hidden = empty;
    changed = true;
  });
  return changed;
}

/** Whether a group is on the screen or within a screen's height of it: what the next paint may show. */
function isInSight(group: HTMLElement): boolean {
  const { top, bottom } = group.getBoundingClientRect();
  return bottom > -window.innerHeight && top < 2 * window.innerHeight;
}

/**
 * Puts the rows in `order` (every index once), ROWS_PER_GROUP to a group, moving them only when it
 * differs from theirs. Moving every row took most of a sort's time at a phone's CPU: the groups in
 * sight get their rows at once, so that the next paint shows the new order, and the others theirs
 * after that paint, in a task of their own. When the order shows or hides a group, which moves the
 * others on the screen, every group gets its rows at once.
 */
export function orderRows(rows: TableRows, order: readonly number[]): void {
  if (order.length === rows.order.length && order.every((index, position) => rows.order[position] === index)) return;
  // Read before anything moves: a read after a move would lay the page out.
  const inSight = rows.groups.map(isInSight);
  rows.order = [...order];
  const regroups = hideEmptyGroups(rows);
  const fill = (group: HTMLTableSectionElement, number: number) =>
    group.append(...heldBy(order, number).map((index) => rows.elements[index] as HTMLTableRowElement));
  rows.groups.forEach((group, number) => {
    if (regroups || inSight[number]) fill(group, number);
  });
  if (regroups) return;
  defer(rows, () =>
    rows.groups.forEach((group, number) => {
      if (!inSight[number]) fill(group, number);
    }),
  );
}

/** The column headers' sort buttons by their column: the page renders them disabled until the island can sort. */
export function sortButtons(rows: TableRows): Map<SortKey, HTMLButtonElement> {
  const buttons = new Map<SortKey, HTMLButtonElement>();
  for (const header of rows.table.querySelectorAll<HTMLTableCellElement>(SORT_HEADER_SELECTOR)) {
    const button = header.querySelector('button');
    if (button) buttons.set(header.dataset.sortKey as SortKey, button);
  }
  return buttons;
}

/** Says on each column header whether the rows are sorted by it (`aria-sort`), and which way. */
export function markSort(rows: TableRows, sort: SortKey | null, order: SortOrder): void {
  for (const header of rows.table.querySelectorAll<HTMLTableCellElement>(SORT_HEADER_SELECTOR)) {
    const sorted = header.dataset.sortKey === sort;
    const value = sorted ? (order === 'asc' ? 'ascending' : 'descending') : null;
    if (value === null) header.removeAttribute('aria-sort');
    else header.setAttribute('aria-sort', value);
  }
}
