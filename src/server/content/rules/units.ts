import type { ServerRules } from '#server/resources/resource-service.ts';
import { keepLapseInStep, lapseRunOf, reservationOf } from '#server/units/reservation-lapse.ts';
import { checkUnit, UNIT_PUBLISH, unitsForPublic } from '#server/units/unit-rules.ts';
import { BUILDING } from '#shared/entities/building.ts';
import { CATEGORY } from '#shared/entities/category.ts';
import { CONTACT } from '#shared/entities/contact.ts';

/** A unit's rules; `scheduler` is woken when a write sets a reservation's end sooner than its next look. */
export const unitRules = (scheduler: { wake(at: string): void }): ServerRules => ({
  references: [
    { field: 'buildingId', entity: BUILDING },
    { field: 'salesCategoryId', entity: CATEGORY },
  ],
  // A question about a deleted unit is kept without it, and names it again if it is restored.
  detached: [{ entity: CONTACT, foreignKey: 'unitId' }],
  check: checkUnit,
  follows: reservationOf,
  written: keepLapseInStep(scheduler),
  publicRows: unitsForPublic,
  publish: UNIT_PUBLISH,
  scheduled: lapseRunOf,
});
