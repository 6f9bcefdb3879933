import { atom } from 'nanostores';

/**
 * The one floor the availability table shows, when its filters narrow it to a single floor (its
 * lowest and highest the same); null otherwise. The table's island (UnitFilters.tsx) sets it from
 * its query, so that the facade picker shows the floor the address, a back button or the floor
 * filter chose.
 */
export const $tableFloor = atom<number | null>(null);
