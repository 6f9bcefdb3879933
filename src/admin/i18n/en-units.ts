import type { UnitStatus } from '#shared/domain-values.ts';

/** A status in running text: "marked sold". */
const STATUS_WORDS: Record<UnitStatus, string> = {
  available: 'available',
  reserved: 'reserved',
  sold: 'sold',
  notOnSale: 'not on sale',
};

/** How many of a thing: "1 unit", "3 units". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of a building's units (`units`): its inventory screen, a status changed in a row or for
 * several units at once, and a status change in the history and the activity log, in English.
 * Part of the admin's catalogue (en.ts takes them in), apart only to keep the files short. A unit's
 * own values (its statuses, types, directions) are named where its form declares them
 * (features/units/unit-choices.ts).
 */
export const EN_UNITS = {
  units: {
    /** The inventory's title: "Units of Parisi Towers". */
    ofBuilding: (building: string) => `Units of ${building}`,
    building: 'Building',
    allBuildings: 'All buildings',
    /** Under the building chooser while none is chosen. */
    everyBuilding: 'Units of every building. Choose one to see its inventory.',
    /** The counts above the table. */
    tally: 'Units by status',
    total: (n: number) => count(n, 'unit', 'units'),
    counts: {
      available: (n: number) => `${n} available`,
      reserved: (n: number) => `${n} reserved`,
      sold: (n: number) => `${n} sold`,
      notOnSale: (n: number) => `${n} not on sale`,
    } satisfies Record<UnitStatus, (n: number) => string>,
    /** A count as a link that narrows the list to its status, or widens it again. */
    showOnly: (counted: string) => `Show only: ${counted}`,
    showEvery: (counted: string) => `${counted}; showing only these: show every status`,
    search: 'Search by reference',
    searchPlaceholder: 'Reference, such as B2-07-04',
    floor: 'Floor',
    anyFloor: 'Any floor',
    /** A floor as a card names it: "Floor 7", "Ground floor", "Floor -1". */
    floorNamed: (floor: number) => (floor === 0 ? 'Ground floor' : `Floor ${floor}`),
    /** The status button of a row, which names the menu it opens: "Status of B2-07-04: Available". */
    statusOf: (reference: string, status: string) => `Status of ${reference}: ${status}`,
    history: 'History',
    historyOf: (reference: string) => `History of ${reference}`,
    /** A status change refused because the unit was saved since the list was shown (412). */
    savedMeanwhile: (reference: string, who: string | null, when: string | null) =>
      `The status of ${reference} was not changed: ${who ?? 'someone else'} saved it${when ? ` on ${when}` : ''}, after this list was shown. The row now shows it as saved; change it again if you still need to.`,
    notChanged: (reference: string, why: string) => `The status of ${reference} was not changed. ${why}`,
    /** The bulk actions, and what they say when they are over. */
    markAs: {
      available: 'Mark as available',
      reserved: 'Mark as reserved',
      sold: 'Mark as sold',
      notOnSale: 'Mark as not on sale',
    } satisfies Record<UnitStatus, string>,
    bulkDone: (n: number, status: UnitStatus) => `${count(n, 'unit', 'units')} marked ${STATUS_WORDS[status]}.`,
    bulkKept: (n: number, refused: string) => `${count(n, 'unit was', 'units were')} not changed: ${refused}`,
    bulkNone: (kept: string) => `No unit was changed. ${kept}`,
    bulkSavedSince: (who: string | null) => `${who ?? 'someone else'} saved it after this list was shown.`,
  },
};
