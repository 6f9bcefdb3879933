/** How many of a thing: "1 unit", "3 units". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The words of a change to several units at once (`unitBulk`), from the bar over the selected
 * units: its dialog, its preview of each unit before and after, and what it says when it is over,
 * in English. Part of the admin's catalogue (en.ts takes them in).
 */
export const EN_UNIT_BULK = {
  unitBulk: {
    /** The button in the bar over the selected units. */
    action: 'Change…',
    title: (units: string) => `Change ${units}`,
    units: (n: number) => count(n, 'unit', 'units'),
    intro: 'Choose what changes. The preview shows each unit before and after; nothing is written until you apply it.',
    noChange: 'No change',
    status: 'Status',
    price: 'Price',
    priceBy: { percent: 'Raise or lower by %', amount: 'Raise or lower by €' },
    percent: 'By how many per cent',
    amount: 'By how many euros',
    priceHint:
      'A negative number lowers the price. Prices are rounded to whole euros; a unit without a price keeps none.',
    display: 'Price on the site',
    displays: { shown: 'Shown', onRequest: 'On request' },
    /** Why the change cannot be previewed, under its field. */
    problems: {
      nothing: 'Choose what to change: the status, the price or whether the price shows.',
      number: 'Write a number, such as 3 or -5.',
      percentRange: (min: string, max: string) => `From ${min} % to ${max} %.`,
      wholeEuros: 'Whole euros, such as 5000 or -2000.',
    },
    preview: 'Preview',
    previewing: 'Preparing the preview…',
    apply: (n: number) => `Apply to ${count(n, 'unit', 'units')}`,
    applying: 'Applying…',
    /** The preview's counts: "12 will change, 3 unchanged, 1 refused". */
    counts: (changed: number, unchanged: number, refused: number) =>
      `${changed} will change, ${unchanged} unchanged, ${refused} refused`,
    caption: 'Each selected unit before and after the change',
    columns: { unit: 'Unit', status: 'Status', price: 'Price', display: 'Price on the site' },
    /** Between a value before and after, for a screen reader: "€ 100,000 to € 103,000". */
    to: 'to',
    refused: 'Refused',
    refusals: {
      priceBelowZero: 'its price would fall below € 0.',
      priceTooHigh: (max: string) => `its price would be over ${max}.`,
    },
    refusedHint: 'Nothing can be applied while a unit is refused: change the price, or select fewer units.',
    nothingChanges: 'Nothing would change: every unit already is as chosen.',
    /** A unit changed after the preview (409): the preview is made again. */
    outdated:
      'A unit was changed by someone else after the preview, so nothing was applied. The preview has been made again: check it and apply again.',
    /** When it is over. */
    applied: (changed: number) => `${count(changed, 'unit', 'units')} changed.`,
  },
};
