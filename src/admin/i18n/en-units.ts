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
    /** A reserved unit's end, under its status in its row: "until 14 Nov 2026, 18:00". */
    until: (when: string) => `until ${when}`,
    /** The dialog that reserves a unit, or several, from the units screen: until when, with a note. */
    reserve: {
      title: (what: string) => `Reserve ${what}`,
      several: (n: number) => count(n, 'unit', 'units'),
      until: 'Reserved until',
      zone: 'In Tirana’s time. The unit is available again then by itself, unless it is sold first. Left empty, it stays reserved until someone changes it.',
      /** A press that sets the end a week or two from now. */
      ahead: (days: 7 | 14): string => (days === 7 ? 'In a week' : 'In two weeks'),
      note: 'Note',
      noteHint: 'The buyer, the deposit: for the sales team only, never on the site.',
      confirm: 'Reserve',
      inPast: 'Choose a moment in the future.',
    },
    /** The dashboard's list of the reservations that end in the week ahead. */
    ending: {
      title: 'Reservations ending this week',
      about:
        'Those that end in the next 7 days, in Tirana’s time. Each unit is available again when its reservation ends, unless it is sold first.',
      none: 'No reservation ends in the next 7 days.',
      caption: 'Reservations ending in the next 7 days, soonest first',
      columns: { unit: 'Unit', ends: 'Ends (Tirana time)', note: 'Note', by: 'Reserved by' },
      /** Past its end: the scheduler makes it available within seconds, or could not. */
      ended: 'Ended: becoming available',
      notDone: 'Not made available: change it by hand',
    },
    /** The prices a unit had, on its screen: "€ 120,000 from 3 Nov 2026 · € 115,000 from 1 Sep 2026". */
    prices: {
      title: 'Price history',
      from: (price: string, day: string) => `${price} from ${day}`,
      onRequest: 'On request',
    },
  },
};
