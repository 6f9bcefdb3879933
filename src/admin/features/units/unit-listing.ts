import type { Listing } from '#admin/resources/lists/list-search.ts';
import { unitResource } from './unit-resource.ts';

/**
 * The units' list as their screen keeps it in its address: in the order of their references
 * unless asked for another, where the API's own default is the newest first.
 */
export const UNIT_LISTING: Listing = { ...unitResource.listing, defaultSort: { sort: 'title', dir: 'asc' } };
