import { z } from 'zod';
import { CATEGORY_APARTMENT_ID, CATEGORY_CAR_POST_ID, CATEGORY_SERVICE_UNIT_ID } from '#shared/entities/category.ts';
import { fillPath } from '#shared/entities/paths.ts';
import { UNIT, UnitCountsSchema, UnitNeighbourSchema, UnitSchema } from '#shared/entities/unit.ts';
import { TAGS } from '#shared/publish-tags.ts';
import { readApiList, readShownItem } from './api.ts';

/**
 * The reads of units for sale, each recording only the tags whose writes change its answer: a
 * status change (TAGS.unit, TAGS.unitsOf) then re-renders the unit's pages, its category's
 * catalogue pages and its building's page, and not the pages of its floor (TAGS.unitFloor).
 */

/** The categories units are sold in, whose counts a building page shows. */
const UNIT_CATEGORY_IDS = [CATEGORY_APARTMENT_ID, CATEGORY_SERVICE_UNIT_ID, CATEGORY_CAR_POST_ID];

/** One unit the site shows, with its price only where its building shows prices; null otherwise. */
export const loadUnit = (unitId: number) => readShownItem(UNIT, unitId, UnitSchema, [TAGS.unit(unitId)]);

/** The units the site shows of one building in one sales category: its catalogue page's table. */
export const loadUnitsOf = (buildingId: number, categoryId: number) =>
  readApiList(fillPath(UNIT.api.more.ofBuildingInCategory, { buildingId, categoryId }), z.array(UnitSchema), [
    TAGS.unitsOf(buildingId, categoryId),
  ]);

/** How many units of each sales category of a building the site shows, by status: its page's cards. */
export const loadUnitCounts = (buildingId: number) =>
  readApiList(
    fillPath(UNIT.api.more.counts, { buildingId }),
    z.array(UnitCountsSchema),
    UNIT_CATEGORY_IDS.map((categoryId) => TAGS.unitsOf(buildingId, categoryId)),
  );

/** The units the site shows on one floor of a building, without status or price: a unit's neighbours. */
export const loadFloor = (buildingId: number, floor: number) =>
  readApiList(fillPath(UNIT.api.more.floor, { buildingId, floor }), z.array(UnitNeighbourSchema), [
    TAGS.unitFloor(buildingId, floor),
  ]);
